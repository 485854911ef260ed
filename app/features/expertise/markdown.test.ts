import { Lexer, type Token, type Tokens } from 'marked'
import { expect, test } from 'vitest'
import { expertisePages } from '#app/content/expertise/index.ts'
import type { ExpertiseSectionKind } from '#app/content/expertise/types.ts'
import { plainText } from '#app/lib/inline-lang.ts'
import { calendarUrl } from './booking.ts'
import { expertiseMarkdown } from './markdown.ts'

const headings = (tokens: Token[]) =>
	tokens.filter((token): token is Tokens.Heading => token.type === 'heading').map((h) => [h.depth, h.text])

test.each(Object.values(expertisePages))(
	'$slug: its Markdown parses, with the page’s title, sections and booking links',
	(page) => {
		const markdown = expertiseMarkdown(page)
		const tokens = Lexer.lex(markdown)
		const found = headings(tokens)
		expect(found[0]).toEqual([1, plainText(page.title)])
		expect(found.filter(([depth]) => depth === 2).map(([, text]) => text)).toEqual([
			...page.sections.map((section) => plainText(section.title)),
			'Prêt à démarrer votre projet\u00a0?',
		])
		expect(markdown).toContain(`](${calendarUrl(page.calendar)})`)
		expect(markdown).not.toMatch(/undefined|\[object |NaN/)
	},
)

test('every kind of section has its Markdown writer, and every page uses at least one of them', () => {
	const kinds = new Set<ExpertiseSectionKind>(
		Object.values(expertisePages).flatMap((page) => page.sections.map((section) => section.kind)),
	)
	expect(kinds.size).toBe(12)
})
