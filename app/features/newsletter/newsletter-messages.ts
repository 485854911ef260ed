/**
 * The newsletter form's messages. Apart from the zod schema (newsletter-schema.ts) so
 * the blog page loads zod only when a visitor starts filling the form in.
 */
export const newsletterMessages = {
	invalidEmail: 'Veuillez entrer une adresse email valide',
	success: 'Merci ! Votre inscription à la newsletter est confirmée.',
}
