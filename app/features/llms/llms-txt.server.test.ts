import { Lexer, type Token, type Tokens } from 'marked'
import { expect, test } from 'vitest'
import { siteConfig } from '#app/config/site.ts'
import { expertiseAreas } from '#app/content/expertise-areas.ts'
import { articles } from '#app/features/blog/articles.server.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { llmsTxt } from './llms-txt.server.ts'

/** The llms.txt format (https://llmstxt.org): an H1, a blockquote, free text, then H2 sections of `- [name](url): notes` lists. */
function parse(text: string) {
	const tokens = Lexer.lex(text).filter((token) => token.type !== 'space')
	const [title, summary, ...rest] = tokens as [Tokens.Heading, Tokens.Blockquote, ...Token[]]
	const firstSection = rest.findIndex((token) => token.type === 'heading')
	const sections: { title: string; links: { name: string; url: string; notes: string }[] }[] = []
	for (let index = firstSection; index < rest.length; index += 2) {
		const heading = rest[index] as Tokens.Heading
		const list = rest[index + 1] as Tokens.List
		expect(heading).toMatchObject({ type: 'heading', depth: 2 })
		expect(list).toMatchObject({ type: 'list', ordered: false })
		sections.push({
			title: heading.text,
			links: list.items.map((item) => {
				const [link, notes] =
					item.tokens[0]!.type === 'text' ? [(item.tokens[0] as Tokens.Text).tokens?.[0], item.text] : []
				expect(link?.type).toBe('link')
				return {
					name: (link as Tokens.Link).text,
					url: (link as Tokens.Link).href,
					notes: notes!.replace(/^\[.*?\]\(.*?\): /, ''),
				}
			}),
		})
	}
	return { title, summary, intro: rest.slice(0, firstSection), sections }
}

test('/llms.txt follows the format: the firm, a summary, then its offers, articles and resources as links with a note', () => {
	const { title, summary, intro, sections } = parse(llmsTxt())
	expect(title).toMatchObject({ type: 'heading', depth: 1, text: siteConfig.name })
	expect(summary.type).toBe('blockquote')
	expect(summary.text).toContain('pure player Google Cloud')
	expect(intro.every((token) => token.type === 'paragraph')).toBe(true)
	expect(sections.map((section) => section.title)).toEqual(['Expertises', 'Articles du blog', 'Ressources', 'Optional'])
	for (const section of sections)
		for (const link of section.links) {
			expect(link.url.startsWith(`${siteConfig.url}/`), link.url).toBe(true)
			expect(link.notes.length, link.name).toBeGreaterThan(30)
		}
	expect(sections[0]!.links.map(({ name, url }) => [name, url])).toEqual(
		expertiseAreas.map((area) => [area.title, absoluteUrl(`${area.path}.md`)]),
	)
	expect(sections[1]!.links.map(({ name, url }) => [name, url])).toEqual(
		articles.map((article) => [article.title, absoluteUrl(`/blog/${article.slug}.md`)]),
	)
	expect(sections[2]!.links.map((link) => link.url)).toContain(absoluteUrl('/expertise/roi-calculator'))
	expect(sections[3]!.links.map((link) => link.url)).toContain(absoluteUrl('/accessibilite'))
})
