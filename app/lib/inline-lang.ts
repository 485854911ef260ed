/**
 * Words of another language inside French copy, marked as Pandoc does: `[workshop]{lang=en}`.
 * Assistive technologies then read them with the right voice (WCAG 3.1.2). The same
 * mark serves the Markdown content (app/lib/markdown.server.ts) and the copy of the
 * content modules (rendered by app/components/ui/lang-text.tsx).
 */

/** `[words]{lang=xx}`: the words (no bracket, no line break) and a language tag. */
export const LANG_SPAN = /\[([^[\]\n]+)\]\{lang=([a-z]{2,3}(?:-[A-Z]{2})?)\}/

/** The text cut into runs, each with the language it is in (undefined: the page's). */
export function langRuns(text: string): { text: string; lang?: string }[] {
	const runs: { text: string; lang?: string }[] = []
	const pattern = new RegExp(LANG_SPAN.source, 'g')
	let last = 0
	for (const match of text.matchAll(pattern)) {
		if (match.index > last) runs.push({ text: text.slice(last, match.index) })
		runs.push({ text: match[1]!, lang: match[2]! })
		last = match.index + match[0].length
	}
	if (last < text.length) runs.push({ text: text.slice(last) })
	return runs
}

/** The words alone, marks removed: for attributes, meta tags and comparisons. */
export function plainText(text: string): string {
	return text.replace(new RegExp(LANG_SPAN.source, 'g'), '$1')
}
