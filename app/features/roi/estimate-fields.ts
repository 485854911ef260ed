/** The estimate form's fields, limits and wording, without the validation library. */
import { siteConfig } from '#app/config/site.ts'
import { frenchTypography } from '#app/lib/typography.ts'

export const estimateFieldLimits = {
	email: { max: 255 },
	company: { min: 2, max: 200 },
} as const

export { ESTIMATE_ID, ROI_FORM_ID } from './estimate-ids.ts'

/** The consent as the form shows it; stored with the estimate as proof (docs/decisions/077-roi-estimate.md). */
export function estimateConsentText(): string {
	return frenchTypography(
		`J’accepte que ${siteConfig.name} m’envoie cette estimation par e-mail et me recontacte à son sujet. Mes données ne sont jamais partagées avec des tiers.`,
	)
}

export const estimateCopy = {
	title: 'Recevoir mon estimation',
	intro: frenchTypography(
		'Recevez par e-mail un PDF de votre estimation : vos données, vos économies et la projection sur 24 mois.',
	),
	submit: 'Recevoir mon estimation',
	submitting: 'Envoi en cours...',
	thanksTitle: 'Votre estimation est en route !',
	thanksText: frenchTypography(
		'Elle arrive dans votre boîte de réception d’ici quelques minutes ; pensez à vérifier vos courriers indésirables.',
	),
	again: 'Envoyer une nouvelle estimation',
	noscript: frenchTypography(
		'Sans JavaScript, l’estimation reprend les montants saisis ci-contre et les autres valeurs par défaut.',
	),
} as const
