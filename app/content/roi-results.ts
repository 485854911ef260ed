/**
 * Editorial content of the ROI calculator's results (and of the estimate sent by e-mail):
 * apart from the page's own copy (roi-calculator.ts), so that it loads with the lazy
 * results rather than with the page (docs/decisions/047-first-load-budget.md).
 */
import type { SavingsGroupId, SavingsKey } from '#app/features/roi/calculate-roi.ts'
import { typeset } from '#app/lib/typography.ts'

export const roiResultsCopy = typeset({
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
	recurringCostSavings: 'Économies sur les coûts récurrents de la plateforme',
	downtimeSavings: 'Interruptions de service évitées',
	maintenanceTimeSavings: 'Maintenance automatisée',
	pipelineProductivitySavings: 'Création de pipelines accélérée',
	reportAutomationSavings: 'Automatisation des rapports',
	dataQualityImprovementValue: 'Qualité des données améliorée',
	fasterDecisionValue: 'Décisions plus rapides',
	projectAccelerationValue: 'Projets accélérés',
})
