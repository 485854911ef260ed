import { expect, test } from 'vitest'
import { z } from 'zod'
import { controlCharacterMessage, formSecret, formText, hasBidiControls, hasControlCharacters } from './text.ts'

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

test.each([
	['NUL', 'Claire\u0000'],
	['escape', '\u001b[31mClaire'],
	['bell', 'Cl\u0007aire'],
	['DEL', 'Claire\u007f'],
	['C1 (NEL)', 'Claire\u0085Dupont'],
	['C1 (CSI)', '\u009bClaire'],
	['tab inside a one-line field', 'Claire\tDupont'],
	['line feed inside a one-line field', 'Claire\nDupont'],
])('%s is refused with the French message', (_name, value) => {
	expect(firstMessage(formText(), value)).toBe(controlCharacterMessage)
	expect(firstMessage(formSecret(), value)).toBe(controlCharacterMessage)
})

test('surrounding whitespace is trimmed, not refused; ordinary text, accents and symbols pass', () => {
	expect(formText().parse('  Zoë-Éloïse\t\n')).toBe('Zoë-Éloïse')
	expect(formText().parse('Ngô 阮 <b>"O\'Brien"</b> € ½')).toBe('Ngô 阮 <b>"O\'Brien"</b> € ½')
	// U+00A0 (no-break space) is just past the C1 range: allowed.
	expect(formText().parse('586\u00a0170\u00a0€')).toBe('586\u00a0170\u00a0€')
})

test('multi-line fields keep tabs and line breaks but refuse the other controls', () => {
	expect(formText({ multiline: true }).parse('Ligne 1\r\n\tLigne 2')).toBe('Ligne 1\r\n\tLigne 2')
	expect(firstMessage(formText({ multiline: true }), 'Ligne\u0000')).toBe(controlCharacterMessage)
	expect(hasControlCharacters('a\u009fb', { multiline: true })).toBe(true)
	expect(hasControlCharacters('a\u00a0b')).toBe(false)
})

test('a secret is not trimmed; anything that is not a string reads as empty', () => {
	expect(formSecret().parse('  mot de passe  ')).toBe('  mot de passe  ')
	expect(formText().parse(42)).toBe('')
	expect(formText().parse(undefined)).toBe('')
	expect(formSecret().parse(['a'])).toBe('')
})

test('the control check comes before the field’s own rules', () => {
	const name = formText().pipe(z.string().min(2, 'trop court'))
	expect(firstMessage(name, '\u0000')).toBe(controlCharacterMessage)
	expect(firstMessage(name, 'C')).toBe('trop court')
})

test.each([
	['right-to-left override', 'facture\u202egpj.exe'],
	['left-to-right isolate', 'Client \u2066important\u2069'],
	['right-to-left mark', 'Note\u200f'],
])('with refuseBidi, a %s is refused with the French message; without, it passes', (_name, value) => {
	expect(firstMessage(formText({ multiline: true, refuseBidi: true }), value)).toBe(controlCharacterMessage)
	expect(formText({ multiline: true }).parse(value)).toBe(value)
	expect(hasBidiControls(value)).toBe(true)
})

test('with refuseBidi, right-to-left text itself (Arabic, Hebrew) passes', () => {
	expect(formText({ refuseBidi: true }).parse('مرحبا שלום')).toBe('مرحبا שלום')
})
