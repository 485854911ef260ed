import { z } from 'zod'

/** The newsletter form's schema and messages, shared by the browser and the server. */
export const newsletterMessages = {
	invalidEmail: 'Veuillez entrer une adresse email valide',
	success: 'Merci ! Votre inscription à la newsletter est confirmée.',
	rateLimited: 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
	refused: 'Votre demande n’a pas pu être traitée. Veuillez réessayer.',
	error: "Une erreur s'est produite. Veuillez réessayer.",
}

/** The hidden field only robots fill in (honeypot). */
export const NEWSLETTER_HONEYPOT_FIELD = 'website'

export const newsletterEmailSchema = z.preprocess(
	(value) => (typeof value === 'string' ? value.trim() : ''),
	z
		.string()
		.max(255, newsletterMessages.invalidEmail)
		.pipe(z.email(newsletterMessages.invalidEmail))
		.transform((email) => email.toLowerCase()),
)

/** What the newsletter action answers, read by the box with or without JavaScript. */
export type NewsletterActionResult = { status: 'success'; message: string } | { status: 'invalid' | 'refused' | 'error'; message: string }
