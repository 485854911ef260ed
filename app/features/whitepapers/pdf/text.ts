import { siteConfig } from '../../../config/site.ts'
import { frenchTypography } from '../../../lib/typography.ts'
import type { Token, Tokens } from 'marked'

export const NBSP = '\u00a0'

/** The site URL's host for print, unless it is a local development URL. */
export function websiteHost(): string {
	try {
		const host = new URL(siteConfig.url).hostname
		if (host && host !== 'localhost' && !/^127\.|^\[?::1\]?$/.test(host)) return host.replace(/^www\./, '')
	} catch {
		// fall through
	}
	return 'nuvea.example'
}

export const SITE_HOST = websiteHost()

/**
 * French typography for print. Shares the site's rules (app/lib/typography.ts), then:
 * the narrow no-break space becomes a no-break space (Inter's latin subset has no glyph
 * for U+202F), remaining spaces before « ; ! ? : » and inside guillemets become
 * no-break spaces, and phone numbers never break across lines.
 */
export function typo(text: string): string {
	return frenchTypography(text)
		.replace(/\u202f/g, NBSP)
		.replace(/ ([;!?])(?=[\s»)*_`.,]|$)/gm, `${NBSP}$1`)
		.replace(/ :(?=\s|$)/gm, `${NBSP}:`)
		.replace(/« /g, `«${NBSP}`)
		.replace(/ »/g, `${NBSP}»`)
		.replace(/\+\d{2,3}(?: \d{1,4}){2,}/g, (phone) => phone.replace(/ /g, NBSP))
}

/** Plain text of inline tokens. */
export function plain(tokens: Token[] | undefined): string {
	if (!tokens) return ''
	return tokens
		.map((t) => {
			const tok = t as Tokens.Generic
			if (tok.type === 'br') return ' '
			if (tok.type === 'html') return ''
			if (Array.isArray(tok.tokens) && tok.tokens.length) return plain(tok.tokens as Token[])
			return typeof tok.text === 'string' ? tok.text : ''
		})
		.join('')
}

export function plainTitle(text: string): string {
	return text.replace(/\u00a0/g, ' ')
}
