import { expect, test } from 'vitest'
import { frenchTypography, typeset } from './typography.ts'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

test('high punctuation gets a non-breaking space', () => {
	expect(frenchTypography('Merci ! Prêt ? Oui ; non : peut-être')).toBe(
		`Merci${NBSP}! Prêt${NBSP}? Oui${NBSP}; non${NBSP}: peut-être`,
	)
})

test('a fragment that starts with the space (text after bold words or a link) and nested marks', () => {
	expect(frenchTypography(' : Nuvéa SAS')).toBe(`${NBSP}: Nuvéa SAS`)
	expect(frenchTypography('« qui peut accéder ? »')).toBe(`«${NBSP}qui peut accéder${NBSP}?${NBSP}»`)
	expect(frenchTypography('« @ » dans un commentaire')).toBe(`«${NBSP}@${NBSP}» dans un commentaire`)
	expect(frenchTypography('dpo@nuvea.example ; ou')).toBe(`dpo@nuvea.example${NBSP}; ou`)
})

test('guillemets, units and thousands are kept together', () => {
	expect(frenchTypography('« Bonjour »')).toBe(`«${NBSP}Bonjour${NBSP}»`)
	expect(frenchTypography('586 170 € et 15 %')).toBe(`586${NNBSP}170${NBSP}€ et 15${NBSP}%`)
})

test('URLs, times and text without spaces are left alone', () => {
	expect(frenchTypography('https://nuvea.example/blog')).toBe('https://nuvea.example/blog')
	expect(frenchTypography('à 10:30')).toBe('à 10:30')
	expect(frenchTypography('Cloud Run')).toBe('Cloud Run')
})

test('typeset() walks nested content and leaves non-strings untouched', () => {
	expect(typeset({ a: ['Oui !'], b: { c: 3, d: true, e: 'x : y' } })).toEqual({
		a: [`Oui${NBSP}!`],
		b: { c: 3, d: true, e: `x${NBSP}: y` },
	})
})
