/** Editorial content of the ROI calculator page: what it shows before the first calculation (the results' copy is app/content/roi-results.ts). */
import { typeset } from '#app/lib/typography.ts'

export const roiPage = typeset({
	path: '/expertise/roi-calculator',
	seoTitle: 'Calculateur de ROI de votre plateforme data',
	description:
		'Estimez les économies et le retour sur investissement de la migration de votre plateforme data vers Google Cloud : délai de rentabilisation, gains annuels et projection sur 24 mois.',
	keywords: [
		'calculateur ROI',
		'ROI migration data',
		'plateforme data Google Cloud',
		'BigQuery',
		'coût infrastructure data',
		'retour sur investissement cloud',
	],
	eyebrow: 'Plateforme data sur Google Cloud',
	title: 'Calculateur de ROI',
	subtitle:
		'Estimez en deux minutes ce que la migration de votre plateforme data vers Google Cloud vous ferait économiser, et en combien de temps elle serait rentabilisée.',
	formTitle: 'Votre situation actuelle',
	formIntro: 'Ajustez les valeurs à votre contexte : les montants s’entendent par an, hors taxes.',
	calculate: 'Calculer mon ROI',
	placeholderTitle: 'Votre ROI en un clic',
	placeholderText:
		'Décrivez votre plateforme data actuelle, puis cliquez sur « Calculer mon ROI » : vos économies, votre délai de rentabilisation et une projection sur 24 mois s’afficheront ici.',
	noscript: 'Le calcul s’effectue dans votre navigateur : activez JavaScript pour obtenir vos propres résultats.',
})
