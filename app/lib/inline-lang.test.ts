import { expect, test } from 'vitest'
import { langRuns, plainText } from './inline-lang.ts'

test('marked words become runs with their language; the rest stays in the page’s', () => {
	expect(langRuns('Planifier un [workshop]{lang=en} IA')).toEqual([
		{ text: 'Planifier un ' },
		{ text: 'workshop', lang: 'en' },
		{ text: ' IA' },
	])
	expect(langRuns('[Workshop]{lang=en} & Cadrage')).toEqual([{ text: 'Workshop', lang: 'en' }, { text: ' & Cadrage' }])
	expect(langRuns('Sans mot étranger')).toEqual([{ text: 'Sans mot étranger' }])
	// Not a mark: a link, or brackets without a language.
	expect(langRuns('[lien](https://exemple.fr) [x]{id=y}')).toEqual([{ text: '[lien](https://exemple.fr) [x]{id=y}' }])
	expect(plainText('Planifier un [workshop]{lang=en} IA')).toBe('Planifier un workshop IA')
})
