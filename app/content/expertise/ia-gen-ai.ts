import { typeset } from '#app/lib/typography.ts'
import type { ExpertisePage } from './types.ts'

export const iaGenAi: ExpertisePage = typeset<ExpertisePage>({
	slug: 'ia-gen-ai',
	title: 'IA & IA Générative',
	eyebrow: 'Expertise IA & Gen AI',
	subtitle:
		'De l’atelier de cadrage à la production : nous transformons vos cas d’usage d’IA en solutions mesurables avec Vertex AI et les modèles Gemini, dans un cadre sécurisé et maîtrisé.',
	calendar: 'appointment',
	heroCta: 'Planifier un [workshop]{lang=en} IA',
	sections: [
		{
			kind: 'cards',
			id: 'benefices',
			eyebrow: 'Pourquoi l’IA maintenant',
			title: 'Ce que l’IA change concrètement pour vos équipes',
			columns: 3,
			items: [
				{
					icon: 'zap',
					title: 'Automatiser les tâches à faible valeur',
					description:
						'Extraction de documents, tri des demandes, rédaction de premiers jets : vos équipes se concentrent sur ce qui demande leur expertise.',
				},
				{
					icon: 'lightbulb',
					title: 'Mieux décider, plus tôt',
					description:
						'Des prévisions et des scores calculés sur vos propres données, intégrés dans les outils que vos équipes utilisent déjà.',
				},
				{
					icon: 'users',
					title: 'Enrichir l’expérience client',
					description:
						'Des assistants qui répondent à partir de vos contenus, 24 h sur 24, et passent la main à un conseiller quand il le faut.',
				},
			],
		},
		{
			kind: 'pillars',
			id: 'solutions',
			eyebrow: 'Nos solutions',
			title: 'Deux familles de solutions, une même exigence de résultat',
			items: [
				{
					icon: 'chart-line',
					title: 'Machine learning prédictif',
					description: 'Des modèles entraînés sur vos données historiques pour anticiper, détecter et recommander.',
					useCasesTitle: 'Cas d’usage',
					useCases: [
						'Prévision de la demande et des stocks',
						'Détection de fraude et d’anomalies',
						'Maintenance prédictive des équipements',
						'Prédiction de l’attrition client',
					],
					technologies: ['Vertex AI', 'BigQuery ML', 'Vertex AI Pipelines', 'Vertex AI Feature Store'],
				},
				{
					icon: 'sparkles',
					title: 'IA générative',
					description:
						'Des applications fondées sur les modèles Gemini, ancrées dans vos documents et vos données pour des réponses fiables et sourcées.',
					useCasesTitle: 'Cas d’usage',
					useCases: [
						'Assistant interne sur votre base documentaire',
						'Synthèse et analyse de contrats',
						'Génération de contenus marketing',
						'Agents qui automatisent des processus métier',
					],
					technologies: ['Gemini', 'Vertex AI Agent Builder', 'Vertex AI Search', 'Document AI'],
				},
			],
		},
		{
			kind: 'steps',
			id: 'approche',
			eyebrow: 'Notre approche',
			title: 'De l’idée à la production en quatre étapes',
			items: [
				{
					icon: 'lightbulb',
					title: '[Workshop]{lang=en} & Cadrage',
					description:
						'Un atelier d’une journée pour identifier les cas d’usage à fort retour, évaluer vos données et définir les critères de succès.',
				},
				{
					icon: 'rocket',
					title: 'Preuve de Concept',
					description:
						'Un prototype fonctionnel en quatre à six semaines, testé sur vos données réelles et mesuré face aux critères fixés.',
				},
				{
					icon: 'settings',
					title: 'Industrialisation',
					description:
						'Mise en production avec MLOps, sécurité, contrôle des coûts et intégration à vos applications existantes.',
				},
				{
					icon: 'gauge',
					title: 'Pilotage & Amélioration',
					description:
						'Suivi de la qualité des réponses et de la dérive des modèles, réentraînement et nouvelles fonctionnalités.',
				},
			],
		},
		{
			kind: 'feature',
			id: 'confiance',
			eyebrow: 'IA responsable',
			title: 'Une IA de confiance, sur vos données',
			paragraphs: [
				'Sur Vertex AI, vos données ne servent pas à entraîner les modèles de Google, et vous choisissez la région où elles sont traitées, en Europe comme ailleurs.',
				'Nous mettons en place dès la preuve de concept les garde-fous dont vous aurez besoin en production : évaluation systématique des réponses, filtres de sécurité, traçabilité et maîtrise du budget.',
			],
			highlights: [
				{
					icon: 'lock',
					title: 'Données protégées',
					description: 'Chiffrement, contrôle d’accès IAM et périmètres VPC Service Controls.',
				},
				{
					icon: 'globe',
					title: 'Résidence des données',
					description: 'Traitements localisés dans les régions européennes de Google Cloud.',
				},
				{
					icon: 'clipboard-check',
					title: 'Évaluation continue',
					description: 'Jeux de tests métier et métriques de qualité suivis à chaque version.',
				},
				{
					icon: 'piggy-bank',
					title: 'Coûts sous contrôle',
					description: 'Choix du bon modèle pour chaque tâche et alertes budgétaires.',
				},
			],
		},
	],
	closingText:
		'Un atelier IA pour repartir avec une liste de cas d’usage priorisés, une première estimation de la valeur et une feuille de route.',
	seo: {
		title: 'IA et IA générative avec Vertex AI et Gemini',
		description:
			'Cas d’usage d’IA prédictive et générative sur Google Cloud : atelier de cadrage, preuve de concept, industrialisation avec Vertex AI et Gemini, pilotage en production.',
		keywords: [
			'IA générative',
			'intelligence artificielle',
			'Vertex AI',
			'Gemini',
			'machine learning',
			'MLOps',
			'BigQuery ML',
			'Google Cloud',
		],
		serviceType: 'Conseil et intégration en intelligence artificielle',
	},
})
