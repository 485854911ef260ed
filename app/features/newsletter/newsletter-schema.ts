import { z } from 'zod'
import { formText } from '#app/infra/forms/text.ts'
import { newsletterMessages } from './newsletter-messages.ts'

/** The newsletter form's schema, shared by the browser and the server. */
export const newsletterEmailSchema = formText().pipe(
	z
		.string()
		.max(255, newsletterMessages.invalidEmail)
		.pipe(z.email(newsletterMessages.invalidEmail))
		.transform((email) => email.toLowerCase()),
)

export const newsletterFormSchema = z.object({ email: newsletterEmailSchema })
