/**
 * The newsletter form's messages. Apart from the zod schema (newsletter-schema.ts) so
 * the blog page loads zod only when a visitor starts filling the form in.
 */
export const newsletterMessages = {
	invalidEmail: 'Veuillez entrer une adresse email valide',
	// The same answer whether the address was new, pending or already confirmed: it reveals nothing.
	success:
		'Merci\u00a0! Consultez votre boîte de réception\u00a0: si votre inscription n’était pas encore confirmée, un e-mail vous y attend avec le lien pour la confirmer.',
}

/**
 * The promise shown next to the box, word for word. The server records this very text
 * as the subscriber's consent (docs/decisions/040-newsletter-double-opt-in.md): change
 * it here and new consents carry the new wording.
 */
export const NEWSLETTER_CONSENT_TEXT =
	'Un e-mail à chaque nouvelle publication\u00a0: IA générative, data, migration, Workspace et sécurité Google Cloud, sans publicité. Votre adresse ne sert qu’à l’envoi de la newsletter.'

/** The first sentence of the consent, shown as the box's lead paragraph. */
export const NEWSLETTER_PROMISE = NEWSLETTER_CONSENT_TEXT.slice(0, NEWSLETTER_CONSENT_TEXT.indexOf(' Votre adresse'))
