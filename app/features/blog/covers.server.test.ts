import { expect, test } from 'vitest'
import { blogCategories } from './categories.ts'
import { coverSvg } from './covers.server.ts'

test('a cover is 1200×630 with the category eyebrow and the whole title, escaped', () => {
	const svg = coverSvg({ title: 'Migration vers le cloud : le guide en 7 étapes', category: 'Move to Cloud' })
	expect(svg).toContain('width="1200" height="630"')
	expect(svg).toContain('>MOVE TO CLOUD</text>')
	const text = [...svg.matchAll(/font-size="(?:46|52)" fill="#FFFFFF">([^<]+)</g)].map((match) => match[1]).join(' ')
	expect(text.replace(/\u00a0/g, ' ')).toBe('Migration vers le cloud : le guide en 7 étapes')
	expect(coverSvg({ title: 'IA & données <test>', category: 'IA & Gen AI' })).toContain('IA &amp; données &lt;test&gt;')
})

test('each category has its own motif', () => {
	const motifs = blogCategories.map(({ label }) =>
		coverSvg({ title: 'Un même titre', category: label }).replace(/<text[\s\S]*?<\/text>/g, ''),
	)
	expect(new Set(motifs).size).toBe(blogCategories.length)
})
