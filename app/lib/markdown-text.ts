/**
 * Writing Markdown for machine readers (the `.md` versions of pages and /llms.txt):
 * escaping plain text, French typography on Markdown source, absolute links.
 */
import { plainText } from './inline-lang.ts'
import { frenchTypography } from './typography.ts'

/**
 * Plain text made safe inside a Markdown paragraph or list item: no accidental emphasis,
 * link or HTML. Words marked as another language (`[workshop]{lang=en}`, app/lib/inline-lang.ts)
 * lose their mark: a CommonMark reader would show Pandoc's span as it is written.
 */
export function escapeMarkdown(text: string): string {
	return escapeRun(plainText(text))
}

function escapeRun(text: string): string {
	return (
		text
			.replace(/[\\`*_[\]<>|]/g, (character) => `\\${character}`)
			// What would open a heading or a list at the start of a line.
			.replace(/^(#{1,6}|[-+])(?=\s)/, (start) => `\\${start}`)
			.replace(/^(\d+)([.)])(?=\s)/, (_start, digits: string, mark: string) => `${digits}\\${mark}`)
	)
}

/** A link as Markdown: `[text](url)`, the text escaped, the URL with its spaces and parentheses encoded. */
export function markdownLink(text: string, url: string): string {
	const encoded: Record<string, string> = { ' ': '%20', '(': '%28', ')': '%29' }
	return `[${escapeMarkdown(text)}](${url.replace(/[ ()]/g, (character) => encoded[character]!)})`
}

/**
 * French typography (app/lib/typography.ts) on Markdown source written with ordinary
 * spaces, as the HTML rendering applies it to the text: code (fenced or inline) and link
 * targets are left as written.
 */
export function typesetMarkdown(markdown: string): string {
	return markdown
		.split(/(^```[^\n]*\n[\s\S]*?^```$)/m)
		.map((part, index) =>
			index % 2 === 1
				? part
				: part
						.split('\n')
						.map((line) =>
							line
								.split(/(`[^`]*`|\]\([^)]*\))/)
								.map((piece, at) => (at % 2 === 1 ? piece : frenchTypography(piece)))
								.join(''),
						)
						.join('\n'),
		)
		.join('')
}

/** Link targets of Markdown source made absolute on `origin` (a page's `.md` is read away from the site). */
export function absoluteMarkdownLinks(markdown: string, origin: string): string {
	return markdown.replace(/\]\((\/[^)\s]*)/g, (_match, path: string) => `](${origin}${path}`)
}
