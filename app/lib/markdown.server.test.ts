import { expect, test } from 'vitest'
import { z } from 'zod'
import { renderMarkdown, slugify } from './markdown.server.ts'

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

test('tables sit in a keyboard-reachable scroller', () => {
	const doc = renderMarkdown(
		'---\ntitle: T\ndate: 2025-01-01\n---\n| A | B |\n| --- | --- |\n| 1 | 2 |',
		schema,
		't.md',
	)
	expect(doc.html).toMatch(/^<div class="table-scroll" role="region" aria-label="Tableau" tabindex="0"><table>/)
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
