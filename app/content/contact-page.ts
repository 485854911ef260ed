/** Copy of the /contact page (its route alone reads it; the form's copy is in contact.ts). */
import { typeset } from '#app/lib/typography.ts'

export const contactPage = typeset({
	path: '/contact',
	title: 'Contactez-nous',
	seoTitle: 'Contact',
	description:
		'Contactez Nuvéa, cabinet de conseil pure player Google Cloud : écrivez-nous au sujet de votre projet de migration, data, IA, Workspace ou sécurité, ou réservez un créneau avec un expert.',
	eyebrow: 'Contact',
	subtitle:
		'Un projet de migration, une plateforme data, l’IA générative, Google Workspace ou la sécurité de votre cloud ? Écrivez-nous, ou réservez directement un échange de 30 minutes avec un expert.',
	bookingTitle: 'Vous préférez en parler de vive voix ?',
	bookingText: 'Choisissez un créneau de 30 minutes avec un expert, sans engagement.',
	bookingCta: 'Prendre rendez-vous',
	detailsTitle: 'Nos coordonnées',
})
