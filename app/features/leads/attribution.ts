/**
 * Where a lead came from, carried by the page itself (its URL and hidden form fields),
 * never by a cookie or browser storage: docs/decisions/036-lead-attribution.md.
 */
import { pagePathOfDataUrl } from '#app/lib/react-router-formats.ts'

export const utmParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** The hidden form fields, by attribute name. */
export const attributionFields = {
	sourcePage: 'source_page',
	referrerHost: 'referrer_host',
	utmSource: 'utm_source',
	utmMedium: 'utm_medium',
	utmCampaign: 'utm_campaign',
	utmTerm: 'utm_term',
	utmContent: 'utm_content',
} as const

export type Attribution = {
	sourcePage: string | null
	referrerHost: string | null
	utmSource: string | null
	utmMedium: string | null
	utmCampaign: string | null
	utmTerm: string | null
	utmContent: string | null
}

export const emptyAttribution: Attribution = {
	sourcePage: null,
	referrerHost: null,
	utmSource: null,
	utmMedium: null,
	utmCampaign: null,
	utmTerm: null,
	utmContent: null,
}

/**
 * Printable text only, trimmed and cut to the column's length; nothing else is kept.
 * Bidirectional controls and direction marks go too (the characters app/infra/forms/text.ts
 * refuses or drops in typed fields): a campaign name from a crafted URL must not reorder
 * the admin table, the CSV or the sales e-mail.
 */
function clean(value: unknown, max: number): string | null {
	if (typeof value !== 'string') return null
	const text = value
		// oxlint-disable-next-line no-control-regex -- control characters are what is removed
		.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g, '')
		.trim()
	return text ? text.slice(0, max) : null
}

/** A path of this site ('/x?y'), never an absolute URL a visitor could slip in; one form per page (pagePath). */
function cleanPath(value: unknown): string | null {
	const path = clean(value, 300)
	return path && /^\/(?![/\\])/.test(path) ? pagePath(path) : null
}

/**
 * The one form of a page's path, so that a page counts once in the attribution: without
 * a trailing slash ('/x/' is how a prerendered form posts without JavaScript), and without
 * the suffix of React Router's data requests ('/x.data', '/x/_.data', '/_.data' for '/',
 * the URL a prerendered page's loader ran at). The home page stays '/'; a query stays.
 */
export function pagePath(path: string): string {
	const [, pathname = path, rest = ''] = /^([^?#]*)(.*)$/s.exec(path) ?? []
	const page = (pagePathOfDataUrl(pathname) ?? pathname).replace(/(?<=[^/])\/+$/, '')
	return (page || '/') + rest
}

/** The host of a referring URL or host name, lower-cased; null when it is not one. */
export function referrerHostOf(value: unknown): string | null {
	const text = clean(value, 2000)
	if (!text) return null
	try {
		const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase()
		return /^[a-z0-9.-]+$/.test(host) && host.includes('.') && host.length <= 255 ? host : null
	} catch {
		return null
	}
}

/** The UTM parameters of a landing URL's query. */
export function utmFromSearchParams(
	params: URLSearchParams,
): Pick<Attribution, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'> {
	return {
		utmSource: clean(params.get('utm_source'), 200),
		utmMedium: clean(params.get('utm_medium'), 200),
		utmCampaign: clean(params.get('utm_campaign'), 200),
		utmTerm: clean(params.get('utm_term'), 200),
		utmContent: clean(params.get('utm_content'), 200),
	}
}

/**
 * The attribution of a page view: its path, the UTM parameters of its URL, and the
 * referring host when it is another site than ours.
 */
export function attributionOfVisit(url: URL, referrer: string | null | undefined): Attribution {
	const referrerHost = referrerHostOf(referrer)
	return {
		sourcePage: cleanPath(url.pathname),
		referrerHost: referrerHost && referrerHost !== url.hostname.toLowerCase() ? referrerHost : null,
		...utmFromSearchParams(url.searchParams),
	}
}

/** The attribution a lead form posted (hidden fields), cleaned; unknown values become null. */
export function attributionFromForm(form: FormData): Attribution {
	return {
		sourcePage: cleanPath(form.get(attributionFields.sourcePage)),
		referrerHost: referrerHostOf(form.get(attributionFields.referrerHost)),
		utmSource: clean(form.get(attributionFields.utmSource), 200),
		utmMedium: clean(form.get(attributionFields.utmMedium), 200),
		utmCampaign: clean(form.get(attributionFields.utmCampaign), 200),
		utmTerm: clean(form.get(attributionFields.utmTerm), 200),
		utmContent: clean(form.get(attributionFields.utmContent), 200),
	}
}

/** The one-line source of a lead: its campaign source and medium, else the referring site, else direct. */
export function sourceLabel(attribution: Pick<Attribution, 'referrerHost' | 'utmSource' | 'utmMedium'>): string {
	if (attribution.utmSource) {
		return attribution.utmMedium ? `${attribution.utmSource} / ${attribution.utmMedium}` : attribution.utmSource
	}
	return attribution.referrerHost ?? 'Accès direct'
}
