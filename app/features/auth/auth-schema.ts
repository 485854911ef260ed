import { z } from 'zod'
import { formSecret, formText } from '#app/infra/forms/text.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'

/** The account forms, checked by the browser and the server alike. */

/** Their messages, with them: the browser loads both when a form is first used. */
export const validationMessages = {
	invalidEmail: 'Veuillez entrer une adresse email valide',
	passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
	passwordRequired: 'Veuillez saisir votre mot de passe',
	passwordTooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
	passwordsDiffer: 'Les deux mots de passe ne correspondent pas',
	nameRequired: 'Le prénom et le nom sont obligatoires',
	nameTooLong: 'Ce champ ne peut pas dépasser 100 caractères',
} as const

const email = () =>
	formText().pipe(
		z
			.string()
			.max(255, validationMessages.invalidEmail)
			.pipe(z.email(validationMessages.invalidEmail))
			.transform((value) => value.toLowerCase()),
	)

/** A new password: the 12-character rule (docs/decisions/013-passwords-12-characters.md). */
const newPassword = () =>
	formSecret().pipe(
		z
			.string()
			.min(PASSWORD_MIN_LENGTH, validationMessages.passwordTooShort)
			.max(PASSWORD_MAX_LENGTH, validationMessages.passwordTooLong),
	)

export const loginSchema = z.object({
	intent: z.literal('login'),
	email: email(),
	password: formSecret().pipe(
		z.string().min(1, validationMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, validationMessages.passwordTooLong),
	),
})

export const signupSchema = z.object({
	intent: z.literal('signup'),
	firstName: formText().pipe(
		z.string().min(1, validationMessages.nameRequired).max(100, validationMessages.nameTooLong),
	),
	lastName: formText().pipe(
		z.string().min(1, validationMessages.nameRequired).max(100, validationMessages.nameTooLong),
	),
	email: email(),
	password: newPassword(),
})

/** The « send the confirmation link again » button under a refused sign-in. */
export const resendConfirmationSchema = z.object({
	intent: z.literal('resend-confirmation'),
	email: email(),
})

/** « Mot de passe oublié ? »: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: email() })

/** « Nouveau mot de passe »: the link's token, the new password twice. */
export const resetPasswordSchema = z
	.object({
		// Checked by better-auth: an empty or unknown token is an invalid link.
		jeton: formText(),
		password: newPassword(),
		confirmation: formSecret(),
	})
	.refine((value) => value.password === value.confirmation, {
		path: ['confirmation'],
		message: validationMessages.passwordsDiffer,
	})
