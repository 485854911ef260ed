import fc from 'fast-check'
import { expect, test } from 'vitest'
import { restCharacters, splitCharacters, unicodeRange } from './build-font.ts'

test('a word and the marks against it are in the letters half, so its kerning pairs stay in one file', () => {
	const { letters, signs } = splitCharacters('Évolution de l’équipe, œuvre cœur-à-cœur.')
	for (const character of 'ÉvolutindeLlqupœcàé’,.- \u00a0\u202f') expect(letters).toContain(character)
	for (const character of '0123456789«»€–—…!?;:()%') expect(signs).toContain(character)
})

test('characters outside the latin file (Hebrew, an emoji) are in neither half', () => {
	const { letters, signs } = splitCharacters('שלום 🙂 →')
	expect(letters + signs).not.toMatch(/[שלום🙂→]/u)
})

test('the halves and the rest share no character and together cover the latin file', () => {
	fc.assert(
		fc.property(fc.string({ unit: 'grapheme' }), (shown) => {
			const halves = splitCharacters(shown)
			const rest = restCharacters(halves)
			const all = [...halves.letters, ...halves.signs, ...rest]
			expect(new Set(all).size).toBe(all.length)
			for (const character of 'ñøßÁ\u00ad\u2030') expect(all).toContain(character)
		}),
	)
	expect(restCharacters(splitCharacters(''))).toContain('ñ')
	expect(restCharacters(splitCharacters('ñ'))).not.toContain('ñ')
})

test('unicode-range lists exactly the characters, consecutive code points merged', () => {
	expect(unicodeRange('cab e\u00a0')).toBe('U+0020, U+0061-0063, U+0065, U+00A0')
	fc.assert(
		fc.property(fc.array(fc.integer({ min: 0x20, max: 0x2fff }), { minLength: 1 }), (codes) => {
			const listed = new Set<number>()
			for (const part of unicodeRange(String.fromCodePoint(...codes)).split(', ')) {
				const [first, last = first] = part
					.replace(/U\+/g, '')
					.split('-')
					.map((hex) => Number.parseInt(hex, 16))
				for (let code = first!; code <= last!; code++) listed.add(code)
			}
			expect([...listed].sort((a, b) => a - b)).toEqual([...new Set(codes)].sort((a, b) => a - b))
		}),
	)
})
