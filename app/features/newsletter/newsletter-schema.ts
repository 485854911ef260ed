import { z } from 'zod'
import { newsletterMessages } from './newsletter-messages.ts'

/** The newsletter form's schema, shared by the browser and the server. */
export {
	NEWSLETTER_CONSENT_TEXT,
	NEWSLETTER_HONEYPOT_FIELD,
	type NewsletterActionResult,
	newsletterMessages,
} from './newsletter-messages.ts'

export const newsletterEmailSchema = z.preprocess(
	(value) => (typeof value === 'string' ? value.trim() : ''),
	z
		.string()
		.max(255, newsletterMessages.invalidEmail)
		.pipe(z.email(newsletterMessages.invalidEmail))
		.transform((email) => email.toLowerCase()),
)
