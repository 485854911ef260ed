import { expect, test } from 'vitest'
import { blogCategories } from './categories.ts'
import { blogCovers, coverSvg } from './covers.server.ts'

test('a cover is a 1200×630 drawing without text: the title and category are written beside it', () => {
	const svg = coverSvg({ slug: 'migration-cloud', category: 'Move to Cloud' })
	expect(svg).toContain('width="1200" height="630"')
	expect(svg).not.toMatch(/<text|<tspan|font-family/)
})

test('each category has its own motif, each article its own cover', async () => {
	const stripPlacement = (svg: string) => svg.replace(/(?:transform|cx|cy)="[^"]*"/g, '')
	const motifs = blogCategories.map(({ label }) => stripPlacement(coverSvg({ slug: 'un-article', category: label })))
	expect(new Set(motifs).size).toBe(blogCategories.length)
	// Two articles of one category (Gemini Enterprise and Vertex AI) do not share a cover.
	const covers = await blogCovers()
	expect(new Set(covers.map((cover) => cover.svg)).size).toBe(covers.length)
	expect(coverSvg({ slug: 'un-article', category: 'Sécurité' })).toBe(
		coverSvg({ slug: 'un-article', category: 'Sécurité' }),
	)
})
