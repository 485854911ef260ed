import { z } from 'zod'
import { formSecret, formText } from '#app/infra/forms/text.ts'
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'

/** The account forms, checked by the browser and the server alike. */

const email = () =>
	formText().pipe(
		z
			.string()
			.max(255, authMessages.invalidEmail)
			.pipe(z.email(authMessages.invalidEmail))
			.transform((value) => value.toLowerCase()),
	)

/** A new password: the 12-character rule (docs/decisions/013-passwords-12-characters.md). */
const newPassword = () =>
	formSecret().pipe(
		z
			.string()
			.min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
			.max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
	)

export const loginSchema = z.object({
	intent: z.literal('login'),
	email: email(),
	password: formSecret().pipe(
		z.string().min(1, authMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
	),
})

export const signupSchema = z.object({
	intent: z.literal('signup'),
	firstName: formText().pipe(z.string().min(1, authMessages.nameRequired).max(100, authMessages.nameTooLong)),
	lastName: formText().pipe(z.string().min(1, authMessages.nameRequired).max(100, authMessages.nameTooLong)),
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
		message: authMessages.passwordsDiffer,
	})
