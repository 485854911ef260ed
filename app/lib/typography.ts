/**
 * French typography: a non-breaking space before « : ; ! ? », inside « guillemets »,
 * between a number and its unit (€, %), and as thousands separator; the minus sign for a
 * negative figure. Content authors
 * write ordinary spaces; this turns them into the right ones at render time.
 */
const NBSP = '\u00a0'
const NNBSP = '\u202f'

export function frenchTypography(text: string): string {
	// Each rule runs only where its trigger is (cheap tests first): the content modules
	// typeset hundreds of strings when a page's code starts, most of which need nothing.
	let result = text
	// A space before high punctuation becomes non-breaking. URLs ("https://") and times
	// ("10:30") have no space there. A fragment may start with it: the text after a
	// link or bold words in Markdown (« **Éditeur** : … »).
	if (/ [:;!?»]/.test(result)) result = result.replace(/(?<=^|\S) (?=[:;!?»])/gu, NBSP)
	if (result.includes('« ')) result = result.replace(/« /g, `«${NBSP}`)
	// A hyphen before a figure, as a sign (« -50 % »), is the minus sign (U+2212): the
	// hyphen is shorter and sits lower beside digits. Ranges (« 1-2 semaines ») and
	// words (« COVID-19 ») have a character before it and keep their hyphen.
	if (result.includes('-')) result = result.replace(/(?<=^|[\s(\u00a0])-(?=\d)/gu, '\u2212')
	if (/\d /.test(result)) {
		result = result
			// "586 170 €", "15 %": keep the unit with its number
			.replace(/(\d) (€|%|k€|M€|Go|To|Mo|min|h|ms)(?![\p{L}])/gu, `$1${NBSP}$2`)
			// Thousands separator "586 170": a narrow non-breaking space keeps it on one line
			.replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`)
	}
	return result
}

/** Applies French typography to every string of a content structure (URLs are unaffected). */
export function typeset<T>(content: T): T {
	if (typeof content === 'string') return frenchTypography(content) as T
	if (Array.isArray(content)) return content.map((item) => typeset(item)) as T
	if (content && typeof content === 'object') {
		return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, typeset(value)])) as T
	}
	return content
}
