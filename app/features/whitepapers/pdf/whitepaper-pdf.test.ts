import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { whitepaperFileNames, whitepaperTypes } from '../../../content/identifiers.ts'
import { parseSource } from './source.ts'

test('each white paper source gives its PDF name, numbered chapters and a table of contents', () => {
	for (const type of whitepaperTypes) {
		const paper = parseSource(`app/content/whitepapers/${type}.md`)
		expect(paper.meta.type).toBe(type)
		expect(paper.meta.filename).toBe(whitepaperFileNames[type])
		const numbered = paper.sections.filter((section) => section.numbered)
		expect(numbered.map((section) => section.number)).toEqual(numbered.map((_, index) => index + 1))
		expect(numbered.length).toBeGreaterThanOrEqual(4)
		expect(paper.sections.flatMap((section) => section.subheadings).length).toBeGreaterThan(numbered.length)
		expect(paper.words).toBeGreaterThan(3000)
	}
})

test('a bad front matter stops the build, naming the file and the field', () => {
	const dir = mkdtempSync(path.join(tmpdir(), 'nuvea-wp-'))
	const file = path.join(dir, 'bad.md')
	writeFileSync(
		file,
		'---\ntitle: T\nsubtitle: S\ntype: cloud\ndate: "2025"\nkeywords: k\nclosingPitch: p\n---\n# Un\n',
	)
	expect(() => parseSource(file)).toThrow(/bad\.md: front matter invalide\n {2}- type/)
	writeFileSync(
		file,
		'---\ntitle: T\nsubtitle: S\ntype: data-platform\ndate: "2025"\nkeywords: k\nclosingPitch: p\nfilename: x.pdf\n---\n# Un\n',
	)
	expect(() => parseSource(file)).toThrow(/front matter invalide/)
})

test('the sources name the firm’s contact details by placeholder, filled from the settings; an unknown one stops the build', () => {
	const paper = parseSource('app/content/whitepapers/data-platform.md')
	const text = JSON.stringify(paper.sections)
	expect(text).toContain('contact@nuvea.example')
	expect(text).not.toContain('{{')
	const dir = mkdtempSync(path.join(tmpdir(), 'nuvea-wp-'))
	const file = path.join(dir, 'placeholder.md')
	writeFileSync(
		file,
		'---\ntitle: T\nsubtitle: S\ntype: data-platform\ndate: "2025"\nkeywords: k\nclosingPitch: p\n---\n# Un\nÉcrivez à {{courriel}}.\n',
	)
	expect(() => parseSource(file)).toThrow(/placeholder\.md: champ inconnu \{\{courriel\}\}/)
})
