/**
 * French labels of the lead kinds, follow-up statuses and contact subjects, and the copy
 * of the contact form and its page. The values themselves live in identifiers.ts.
 */
import type { ContactSubject, LeadKind, LeadStatus } from './identifiers.ts'
import { typeset } from '#app/lib/typography.ts'

export const leadKindLabels: Record<LeadKind, string> = {
	whitepaper: 'Livre blanc',
	contact: 'Contact',
	'roi-estimate': 'Estimation ROI',
}

export const leadStatusLabels: Record<LeadStatus, string> = {
	nouveau: 'Nouveau',
	contacte: 'Contacté',
	qualifie: 'Qualifié',
	gagne: 'Gagné',
	perdu: 'Perdu',
}

export const contactSubjectLabels: Record<ContactSubject, string> = {
	migration: 'Projet de migration',
	'data-ia': 'Data & IA',
	workspace: 'Google Workspace',
	licences: 'Licences',
	securite: 'Sécurité',
	autre: 'Autre',
}

/** A stored value's label, or the value itself when it is not (or no longer) known. */
export function labelOf<Key extends string>(labels: Record<Key, string>, value: string | null | undefined): string {
	return value && Object.hasOwn(labels, value) ? labels[value as Key] : (value ?? '—')
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
