/**
 * The newsletter form's messages, field names and answer type. Apart from the zod
 * schema (newsletter-schema.ts) so the blog page loads zod only when a visitor submits.
 */
export const newsletterMessages = {
	invalidEmail: 'Veuillez entrer une adresse email valide',
	success: 'Merci ! Votre inscription à la newsletter est confirmée.',
	rateLimited: 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
	refused: 'Votre demande n’a pas pu être traitée. Veuillez réessayer.',
	error: "Une erreur s'est produite. Veuillez réessayer.",
}

/** The hidden field only robots fill in (honeypot). */
export const NEWSLETTER_HONEYPOT_FIELD = 'website'

/** What the newsletter action answers, read by the box with or without JavaScript. */
export type NewsletterActionResult =
	{ status: 'success'; message: string } | { status: 'invalid' | 'refused' | 'error'; message: string }
