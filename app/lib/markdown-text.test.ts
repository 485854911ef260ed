import { expect, test } from 'vitest'
import { absoluteMarkdownLinks, escapeMarkdown, markdownLink, typesetMarkdown } from './markdown-text.ts'

test('plain text is escaped so that it stays plain text', () => {
	expect(escapeMarkdown('IA & Gen AI : *tout* sur [Gemini] <b>')).toBe(
		'IA & Gen AI : \\*tout\\* sur \\[Gemini\\] \\<b\\>',
	)
	expect(escapeMarkdown('# pas un titre')).toBe('\\# pas un titre')
	expect(escapeMarkdown('1. pas une liste')).toBe('1\\. pas une liste')
	expect(escapeMarkdown('- pas une liste')).toBe('\\- pas une liste')
	expect(escapeMarkdown('2024 - 2025')).toBe('2024 - 2025')
})

test('a link keeps its text escaped and its address usable', () => {
	expect(markdownLink('Prendre [rendez-vous]', 'https://exemple.fr/a b(c)')).toBe(
		'[Prendre \\[rendez-vous\\]](https://exemple.fr/a%20b%28c%29)',
	)
})

test('French typography applies to the text, not to code nor to link targets', () => {
	expect(typesetMarkdown('Le « cloud » : oui ! `a : b` [lien](https://x.fr/a:b) 586 170 €')).toBe(
		'Le «\u00a0cloud\u00a0»\u00a0: oui\u00a0! `a : b` [lien](https://x.fr/a:b) 586\u202f170\u00a0€',
	)
	expect(typesetMarkdown('```\nx : y\n```\nTexte : fin')).toBe('```\nx : y\n```\nTexte\u00a0: fin')
})

test('relative link targets become absolute', () => {
	expect(absoluteMarkdownLinks('[a](/blog) [b](https://x.fr/c) [c](/expertise/data-platform#x)', 'https://n.fr')).toBe(
		'[a](https://n.fr/blog) [b](https://x.fr/c) [c](https://n.fr/expertise/data-platform#x)',
	)
})

test('words in another language lose their mark, which a CommonMark reader would print as written', () => {
	expect(escapeMarkdown('Un [quick win]{lang=en} *rapide*')).toBe('Un quick win \\*rapide\\*')
	expect(escapeMarkdown('[a_b]{lang=en} et [c]')).toBe('a\\_b et \\[c\\]')
})
