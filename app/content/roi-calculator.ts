/** Editorial content of the ROI calculator page. */
import type { SavingsGroupId, SavingsKey } from '#app/features/roi/calculate-roi.ts'
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
	resultsTitle: 'Vos résultats',
	resultsIntro: 'Les résultats se mettent à jour à chaque modification de vos données.',
	roiLabel: 'Retour sur investissement la première année',
	paybackLabel: 'Délai de rentabilisation',
	yearlySavingsLabel: 'Économies annuelles',
	investmentLabel: 'Investissement total',
	netGainLabel: 'Gain net sur 24 mois',
	netGainHint: '2 années d’économies moins l’investissement',
	chartTitle: 'Projection sur 24 mois',
	breakdownTitle: 'Détail des économies annuelles',
	investmentTitle: 'Détail de l’investissement',
	migrationLabel: 'Migration',
	trainingLabel: 'Formation des équipes',
	newPlatformLabel: 'Coût annuel de la nouvelle plateforme',
	methodologyTitle: 'Méthodologie',
	methodologyIntro:
		'Ces estimations appliquent des taux d’amélioration prudents, issus de plus de 100 projets de migration de plateformes data (nos missions et des études de référence du marché) :',
	methodology: [
		'Infrastructure : 50 % d’économies sur vos coûts actuels, et une nouvelle plateforme 25 % moins chère à exploiter.',
		'Productivité : 70 à 85 % de temps gagné sur la maintenance, la création de pipelines et la production des rapports.',
		'Impact business : de 15 à 80 % de gains selon le levier (interruptions de service, qualité des données, rapidité des décisions, projets accélérés).',
		'Investissement : une migration d’au moins 50 000 €, selon vos sources, votre volume de données et votre équipe, et une formation de 5 000 € par personne.',
	],
	methodologyNote:
		'Les montants sont annuels ; la projection sur 24 mois cumule deux années d’économies. Une estimation indicative, que seul un audit de votre environnement peut confirmer.',
	ctaTitle: 'Passez de l’estimation au plan d’action',
	ctaText:
		'Nos architectes data vérifient ces hypothèses sur votre environnement et chiffrent votre migration, gratuitement et sans engagement.',
	cta: 'Obtenir un audit gratuit',
})

export const savingsGroupTitles: Record<SavingsGroupId, string> = typeset({
	operations: 'Infrastructure et opérations',
	productivity: 'Gains de productivité',
	business: 'Impact business',
})

export const savingsItemLabels: Record<SavingsKey, string> = typeset({
	infrastructureSavings: 'Réduction des coûts d’infrastructure',
	recurringCostSavings: 'Coûts récurrents de la nouvelle plateforme',
	downtimeSavings: 'Interruptions de service évitées',
	maintenanceTimeSavings: 'Maintenance automatisée',
	pipelineProductivitySavings: 'Création de pipelines accélérée',
	reportAutomationSavings: 'Automatisation des rapports',
	dataQualityImprovementValue: 'Qualité des données améliorée',
	fasterDecisionValue: 'Décisions plus rapides',
	projectAccelerationValue: 'Projets accélérés',
})
