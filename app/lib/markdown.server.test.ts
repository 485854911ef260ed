import { expect, test } from 'vitest'
import { z } from 'zod'
import { isSafeLinkTarget, renderMarkdown, slugify } from './markdown.server.ts'

const schema = z.object({ title: z.string().min(1), date: z.coerce.date() })

test('front matter is validated and the body rendered with heading ids and French spacing', () => {
	const doc = renderMarkdown(
		'---\ntitle: Test\ndate: 2025-03-01\n---\n## Étape 1 : l’audit\n\nBonjour !',
		schema,
		'a.md',
	)
	expect(doc.frontmatter.title).toBe('Test')
	expect(doc.html).toContain('<h2 id="etape-1-l-audit">Étape 1\u00a0: l’audit</h2>')
	expect(doc.html).toContain('Bonjour\u00a0!')
	expect(doc.headings).toEqual([{ id: 'etape-1-l-audit', text: 'Étape 1\u00a0: l’audit', depth: 2 }])
})

test('a bad front matter fails with the file name and the field', () => {
	expect(() => renderMarkdown('---\ndate: 2025-03-01\n---\nx', schema, 'bad.md')).toThrow(
		/bad\.md: front matter invalide[\s\S]*title/,
	)
	expect(() => renderMarkdown('no front matter', schema, 'none.md')).toThrow(/none\.md: front matter manquant/)
})

test('placeholders are replaced, unknown ones fail, raw HTML is escaped', () => {
	const doc = renderMarkdown(
		'---\ntitle: T\ndate: 2025-01-01\n---\n{{name}} <script>alert(1)</script>',
		schema,
		'p.md',
		{ name: 'Nuvéa' },
	)
	expect(doc.html).toContain('Nuvéa')
	expect(doc.html).not.toContain('<script>')
	expect(() => renderMarkdown('---\ntitle: T\ndate: 2025-01-01\n---\n{{nope}}', schema, 'p.md')).toThrow(
		/variable inconnue/,
	)
	expect(slugify('Sécurité & IAM')).toBe('securite-iam')
})

test('tables sit in a keyboard-reachable scroller named after their section, with a caption and column headers', () => {
	const table = '| A | B |\n| --- | --- |\n| 1 | 2 |'
	const doc = renderMarkdown(
		`---\ntitle: T\ndate: 2025-01-01\n---\n${table}\n\n## Coûts comparés\n\n${table}\n\n${table}`,
		schema,
		't.md',
	)
	expect(doc.html).toMatch(
		/^<section class="table-scroll" aria-labelledby="tableau-tableau" tabindex="0"><table>\n<caption id="tableau-tableau">Tableau<\/caption>/,
	)
	expect(doc.html).toContain('<caption id="tableau-couts-compares">Coûts comparés</caption>')
	expect(doc.html).toContain('<caption id="tableau-couts-compares-2">Coûts comparés (2)</caption>')
	expect(doc.html).toContain('<th scope="col">A</th>')
	expect(doc.html).toContain('<td>1</td>')
})

test('equal headings get distinct ids, in document order', () => {
	const doc = renderMarkdown(
		'---\ntitle: T\ndate: 2025-01-01\n---\n## Exemple\n\n## Exemple\n\n### Exemple\n\n## !!!',
		schema,
		'd.md',
	)
	expect(doc.headings.map((heading) => heading.id)).toEqual(['exemple', 'exemple-2', 'exemple-3', 'section'])
	expect(doc.html).toContain('<h2 id="exemple-2">')
})

test('links go only to http(s), mailto and relative targets; other schemes keep their words only', () => {
	const doc = renderMarkdown(
		[
			'---\ntitle: T\ndate: 2025-01-01\n---',
			'[a](https://exemple.fr) [b](mailto:dpo@exemple.fr) [c](/blog) [d](#section) [e](../x)',
			'[f](javascript:alert(1)) [g](JAVASCRIPT:alert(2)) [h](data:text/html,x) [i](vbscript:x) [j](java%0Ascript:x)',
			'<java\tscript:alert(3)>',
		].join('\n'),
		schema,
		'l.md',
	)
	for (const href of ['https://exemple.fr', 'mailto:dpo@exemple.fr', '/blog', '#section', '../x'])
		expect(doc.html).toContain(`href="${href}"`)
	expect(doc.html).not.toMatch(/href="\s*(javascript|data|vbscript)/i)
	// The link text stays readable, as plain text.
	expect(doc.html).toMatch(/\bf g h i\b/)
	for (const href of ['javascript:alert(3)', 'java\tscript:x']) expect(isSafeLinkTarget(href)).toBe(false)
	expect(isSafeLinkTarget('java\tscript:alert(1)')).toBe(false)
	expect(isSafeLinkTarget('HTTPS://exemple.fr')).toBe(true)
	expect(isSafeLinkTarget('page?x=a:b')).toBe(true)
})

test('an external link opens a new tab and says so to assistive technologies; an internal one does neither', () => {
	const doc = renderMarkdown(
		'---\ntitle: T\ndate: 2025-01-01\n---\n[la CNIL](https://www.cnil.fr) et [le blog](/blog)',
		schema,
		'n.md',
	)
	expect(doc.html).toContain(
		'<a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer">la CNIL<span class="sr-only"> (nouvel onglet)</span></a>',
	)
	expect(doc.html).toContain('<a href="/blog">le blog</a>')
})

test('words of another language are marked with their language, typography and all', () => {
	const doc = renderMarkdown(
		'---\ntitle: T\ndate: 2025-01-01\n---\nLe mode [scale to zero]{lang=en} : une [**capacité de base**]{lang=fr} et [x](/blog).',
		schema,
		'e.md',
	)
	expect(doc.html).toContain('Le mode <span lang="en">scale to zero</span>\u00a0: une <span lang="fr"><strong>capacité')
	expect(doc.html).toContain('<a href="/blog">x</a>')
})

test('the text after bold words or a link gets its non-breaking space before « : »', () => {
	const doc = renderMarkdown('---\ntitle: T\ndate: 2025-01-01\n---\n**Éditeur** : Nuvéa', schema, 'b.md')
	expect(doc.html).toContain('<strong>Éditeur</strong>\u00a0: Nuvéa')
})
