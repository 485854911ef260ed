import { expect, test } from 'vitest'
import type { z } from 'zod'
import { controlCharacterMessage } from '#app/infra/forms/text.ts'
import {
	forgotPasswordSchema,
	loginSchema,
	resendConfirmationSchema,
	resetPasswordSchema,
	signupSchema,
} from './auth-schema.ts'

const signup = {
	intent: 'signup',
	firstName: 'Claire',
	lastName: 'Martin',
	email: 'Claire.Martin@Exemple.FR',
	password: 'douze-carac.',
}

function errors(schema: z.ZodType, input: Record<string, unknown>) {
	const result = schema.safeParse(input)
	const found: Record<string, string> = {}
	for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message
	return found
}

test('sign-up: a password of 11 characters is refused, 12 and 128 accepted, 129 refused', () => {
	expect(errors(signupSchema, { ...signup, password: 'a'.repeat(11) }).password).toBe(
		'Le mot de passe doit contenir au moins 12 caractères',
	)
	expect(errors(signupSchema, { ...signup, password: 'a'.repeat(12) })).toEqual({})
	expect(errors(signupSchema, { ...signup, password: 'a'.repeat(128) })).toEqual({})
	expect(errors(signupSchema, { ...signup, password: 'a'.repeat(129) }).password).toBe(
		'Le mot de passe ne peut pas dépasser 128 caractères',
	)
	// Spaces count in a password: it is not trimmed.
	expect(errors(signupSchema, { ...signup, password: ` ${'a'.repeat(10)} ` })).toEqual({})
})

test('sign-up: the e-mail is lower-cased; empty fields get the French messages', () => {
	expect(signupSchema.parse(signup).email).toBe('claire.martin@exemple.fr')
	expect(errors(signupSchema, { intent: 'signup' })).toEqual({
		firstName: 'Le prénom et le nom sont obligatoires',
		lastName: 'Le prénom et le nom sont obligatoires',
		email: 'Veuillez entrer une adresse email valide',
		password: 'Le mot de passe doit contenir au moins 12 caractères',
	})
	expect(errors(signupSchema, { ...signup, lastName: 'x'.repeat(101) }).lastName).toBe(
		'Ce champ ne peut pas dépasser 100 caractères',
	)
})

test('sign-in: empty fields get the French messages; any password length is accepted', () => {
	expect(errors(loginSchema, { intent: 'login', email: '', password: '' })).toEqual({
		email: 'Veuillez entrer une adresse email valide',
		password: 'Veuillez saisir votre mot de passe',
	})
	expect(errors(loginSchema, { intent: 'login', email: 'a@exemple.fr', password: 'court' })).toEqual({})
})

test('control characters are refused in every field, the password included', () => {
	for (const field of ['firstName', 'lastName', 'email', 'password'])
		expect(errors(signupSchema, { ...signup, [field]: `${signup[field as keyof typeof signup]}\u0000` })[field]).toBe(
			controlCharacterMessage,
		)
	expect(errors(loginSchema, { intent: 'login', email: 'a@exemple.fr', password: 'x\u0000' }).password).toBe(
		controlCharacterMessage,
	)
})

test('new password: the 12-character rule, and both entries must match', () => {
	const reset = { jeton: 'abc', password: 'a'.repeat(12), confirmation: 'a'.repeat(12) }
	expect(errors(resetPasswordSchema, reset)).toEqual({})
	expect(
		errors(resetPasswordSchema, { ...reset, password: 'a'.repeat(11), confirmation: 'a'.repeat(11) }).password,
	).toBe('Le mot de passe doit contenir au moins 12 caractères')
	expect(errors(resetPasswordSchema, { ...reset, confirmation: 'b'.repeat(12) })).toEqual({
		confirmation: 'Les deux mots de passe ne correspondent pas',
	})
})

test('forgotten password and a new confirmation link: the address is checked and lower-cased', () => {
	expect(forgotPasswordSchema.parse({ email: ' Claire@Exemple.FR ' }).email).toBe('claire@exemple.fr')
	expect(errors(forgotPasswordSchema, { email: 'pas-une-adresse' })).toEqual({
		email: 'Veuillez entrer une adresse email valide',
	})
	expect(resendConfirmationSchema.parse({ intent: 'resend-confirmation', email: 'Claire@Exemple.FR' }).email).toBe(
		'claire@exemple.fr',
	)
})
