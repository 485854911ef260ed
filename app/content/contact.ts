/** Copy of the contact form (home and /contact); the page's own copy is in contact-page.ts. */
import { typeset } from '#app/lib/typography.ts'
import type { ContactSubject } from './identifiers.ts'

/** The subjects' labels (the values live in identifiers.ts). */
export const contactSubjectLabels: Record<ContactSubject, string> = {
	migration: 'Projet de migration',
	'data-ia': 'Data & IA',
	workspace: 'Google Workspace',
	licences: 'Licences',
	securite: 'Sécurité',
	autre: 'Autre',
}

export const contactForm = typeset({
	title: 'Écrivez-nous',
	intro: 'Décrivez votre projet ou votre question : un expert vous répond sous un jour ouvré.',
	submit: 'Envoyer mon message',
	submitting: 'Envoi en cours...',
	consent:
		'Vos informations servent uniquement à répondre à votre demande ; elles ne sont jamais partagées avec des tiers. Voir notre ',
	consentLink: 'politique de confidentialité',
	thanksTitle: 'Merci, votre message est bien arrivé !',
	thanksText:
		'Un expert vous répond sous un jour ouvré. Un e-mail de confirmation vous a été envoyé ; pensez à vérifier vos courriers indésirables.',
	again: 'Écrire un autre message',
})
