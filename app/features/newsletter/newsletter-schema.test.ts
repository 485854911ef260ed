import { expect, test } from 'vitest'
import { newsletterEmailSchema } from './newsletter-schema.ts'

test('a valid e-mail is trimmed and lower-cased', () => {
	expect(newsletterEmailSchema.parse('  Claire.Martin@Exemple.FR ')).toBe('claire.martin@exemple.fr')
})

test.each([
	[''],
	['claire'],
	['claire@'],
	['claire@exemple'],
	['a b@exemple.fr'],
	[`${'a'.repeat(250)}@exemple.fr`],
	[null],
	[undefined],
	[42],
])('%j is refused with the French message', (email) => {
	const result = newsletterEmailSchema.safeParse(email)
	expect(result.success).toBe(false)
	expect(result.error?.issues[0]?.message).toBe('Veuillez entrer une adresse email valide')
})

test('control characters are refused with their own French message', () => {
	const result = newsletterEmailSchema.safeParse('claire\u0000@exemple.fr')
	expect(result.error?.issues[0]?.message).toBe('Ce champ contient des caractères non autorisés.')
})
