/**
 * The newsletter form's messages, field names and answer type. Apart from the zod
 * schema (newsletter-schema.ts) so the blog page loads zod only when a visitor submits.
 */
export const newsletterMessages = {
	invalidEmail: 'Veuillez entrer une adresse email valide',
	// The same answer whether the address was new, pending or already confirmed: it reveals nothing.
	success:
		'Merci\u00a0! Consultez votre boîte de réception\u00a0: si votre inscription n’était pas encore confirmée, un e-mail vous y attend avec le lien pour la confirmer.',
	rateLimited: 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
	refused: 'Votre demande n’a pas pu être traitée. Veuillez réessayer.',
	error: "Une erreur s'est produite. Veuillez réessayer.",
}

/** The hidden field only robots fill in (honeypot). */
export const NEWSLETTER_HONEYPOT_FIELD = 'website'

/** What the newsletter action answers, read by the box with or without JavaScript. */
export type NewsletterActionResult =
	{ status: 'success'; message: string } | { status: 'invalid' | 'refused' | 'error'; message: string }

/**
 * The promise shown next to the box, word for word. The server records this very text
 * as the subscriber's consent (docs/decisions/040-newsletter-double-opt-in.md): change
 * it here and new consents carry the new wording.
 */
export const NEWSLETTER_CONSENT_TEXT =
	'Un e-mail à chaque nouvelle publication\u00a0: IA générative, data, migration, Workspace et sécurité Google Cloud, sans publicité. Votre adresse ne sert qu’à l’envoi de la newsletter.'

/** The first sentence of the consent, shown as the box's lead paragraph. */
export const NEWSLETTER_PROMISE = NEWSLETTER_CONSENT_TEXT.slice(0, NEWSLETTER_CONSENT_TEXT.indexOf(' Votre adresse'))
