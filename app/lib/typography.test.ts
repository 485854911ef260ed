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

test('a hyphen used as a sign before a figure becomes the minus sign; ranges and words keep theirs', () => {
	expect(frenchTypography('-50 % de tâches répétitives')).toBe('\u221250\u00a0% de tâches répétitives')
	expect(frenchTypography('de -20 % à -30 %')).toBe('de \u221220\u00a0% à \u221230\u00a0%')
	expect(frenchTypography('(-5 %)')).toBe('(\u22125\u00a0%)')
	expect(frenchTypography('1-2 semaines')).toBe('1-2 semaines')
	expect(frenchTypography('COVID-19, e-mail, Go-live')).toBe('COVID-19, e-mail, Go-live')
	expect(frenchTypography('2025-03-10')).toBe('2025-03-10')
})
