/**
 * The single source of truth for the firm’s identity
 * (docs/decisions/014-site-identity-and-third-parties.md). Every value can be overridden
 * by an environment variable so the real firm can deploy without code changes. The site
 * address (SITE_URL) is read when the server starts, never frozen into the build
 * (docs/decisions/030-runtime-site-url.md); the other identity values are read at build.
 */
type Address = { city: string; street: string; postalCode: string; country: string }

// Frozen at build time by vite.config.ts so the server render and the browser agree
// (SITE_URL and PORT excepted). Tests read process.env.
declare const __SITE_ENV__: Record<string, string | undefined> | undefined
const env: Record<string, string | undefined> =
	typeof __SITE_ENV__ !== 'undefined' ? __SITE_ENV__ : typeof process !== 'undefined' ? process.env : {}

function pick(name: string, fallback: string): string {
	const value = env[name]?.trim()
	return value ? value : fallback
}

/**
 * The origin the build prerenders under; server/index.ts replaces it with SITE_URL in
 * every prerendered file when it starts. `.invalid` can never resolve.
 */
export const buildOrigin = 'https://site-url.invalid'

/** SITE_URL as an origin (no trailing slash), or http://localhost:PORT. */
export function runtimeSiteUrl(source: Record<string, string | undefined> = process.env): string {
	const fallback = `http://localhost:${source.PORT?.trim() || '3000'}`
	const raw = source.SITE_URL?.trim() || fallback
	const url = URL.parse(raw)
	if (!url || !/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') || url.search || url.hash)
		throw new Error(`SITE_URL invalide : « ${raw} » (attendu : une origine http(s), par exemple https://www.nuvea.fr)`)
	return url.origin
}

// The server reads SITE_URL once, at start; the browser gets it from the root loader's
// data (registerSiteUrl), never from the bundle.
const serverSiteUrl = typeof document === 'undefined' ? runtimeSiteUrl() : undefined
let browserSiteUrl: string | undefined

/** Called by the root layout with its loader data, before any page computes a URL. */
export function registerSiteUrl(url: string): void {
	if (typeof document !== 'undefined') browserSiteUrl = url
}

export const siteConfig = {
	name: pick('SITE_NAME', 'Nuvéa'),
	tagline: 'Expert Google Cloud',
	legalName: pick('SITE_LEGAL_NAME', 'Nuvéa SAS'),
	legalForm: 'SAS au capital de 50 000 €',
	registration: pick('SITE_REGISTRATION', 'RCS Paris 000 000 000'),
	vatNumber: pick('SITE_VAT', 'FR00 000000000'),
	publicationDirector: pick('SITE_PUBLICATION_DIRECTOR', 'Claire Martin, présidente'),
	host: {
		name: pick('SITE_HOST_NAME', 'Nuvéa SAS (auto-hébergement sur Google Cloud, région europe-west9 – Paris)'),
		address: pick('SITE_HOST_ADDRESS', '27 rue du Cirrus, 75002 Paris, France'),
	},
	get url(): string {
		return serverSiteUrl ?? browserSiteUrl ?? window.location.origin
	},
	offices: [
		{
			city: 'Paris',
			street: pick('SITE_OFFICE_PARIS_STREET', '27 rue du Cirrus'),
			postalCode: pick('SITE_OFFICE_PARIS_POSTCODE', '75002'),
			country: 'France',
		},
		{
			city: 'Toulouse',
			street: pick('SITE_OFFICE_TOULOUSE_STREET', '8 allée des Nimbus'),
			postalCode: pick('SITE_OFFICE_TOULOUSE_POSTCODE', '31000'),
			country: 'France',
		},
	] satisfies Address[],
	phone: pick('SITE_PHONE', '+33 1 99 00 12 34'),
	email: pick('SITE_EMAIL', 'contact@nuvea.example'),
	privacyEmail: pick('SITE_PRIVACY_EMAIL', 'dpo@nuvea.example'),
	socialUrl: pick('SITE_SOCIAL_URL', 'https://www.linkedin.com/company/nuvea-example'),
	/** Header, hero, most CTAs and pricing buttons. */
	bookingUrl: pick('SITE_BOOKING_URL', 'https://calendar.app.google/nuvea-rendez-vous'),
	/** Case-studies button and the Data Platform page. */
	sharedCalendarUrl: pick(
		'SITE_SHARED_CALENDAR_URL',
		'https://calendar.google.com/calendar/appointments/schedules/nuvea-audit-data',
	),
	careersUrl: pick('SITE_CAREERS_URL', 'https://careers.nuvea.example'),
} as const

export type SiteConfig = typeof siteConfig

/** Phone number as a tel: URI (no spaces). */
/** The phone number as shown: non-breaking spaces keep it on one line. */
export function phoneText(phone: string = siteConfig.phone): string {
	return phone.replace(/ /g, '\u00a0')
}

export function phoneHref(phone: string = siteConfig.phone): string {
	return `tel:${phone.replace(/[^+\d]/g, '')}`
}
