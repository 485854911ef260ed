import { z } from 'zod'
import { formSecret, formText } from '#app/infra/forms/text.ts'
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'

/** The /auth page's two forms, checked by the browser and the server alike. */
export const loginSchema = z.object({
	intent: z.literal('login'),
	email: formText().pipe(z.string().max(255, authMessages.invalidEmail).pipe(z.email(authMessages.invalidEmail))),
	password: formSecret().pipe(
		z.string().min(1, authMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
	),
})

export const signupSchema = z.object({
	intent: z.literal('signup'),
	firstName: formText().pipe(z.string().min(1, authMessages.nameRequired).max(100, authMessages.nameTooLong)),
	lastName: formText().pipe(z.string().min(1, authMessages.nameRequired).max(100, authMessages.nameTooLong)),
	email: formText().pipe(
		z
			.string()
			.max(255, authMessages.invalidEmail)
			.pipe(z.email(authMessages.invalidEmail))
			.transform((email) => email.toLowerCase()),
	),
	password: formSecret().pipe(
		z
			.string()
			.min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
			.max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
	),
})
