import { typeset } from '#app/lib/typography.ts'
import type { ExpertisePage } from './types.ts'

export const dataPlatform: ExpertisePage = typeset<ExpertisePage>({
	slug: 'data-platform',
	title: 'Plateforme Data',
	eyebrow: 'Expertise Data Platform',
	subtitle:
		'Des données fiables, disponibles en temps réel et accessibles à tous vos métiers : nous bâtissons votre plateforme de données sur BigQuery et les services managés de Google Cloud.',
	// The whole Data Platform page books through the shared calendar (docs/decisions/018-booking-pages.md).
	calendar: 'shared',
	heroCta: 'Demander un audit gratuit',
	sections: [
		{
			kind: 'comparison',
			id: 'defis',
			eyebrow: 'Enjeux',
			title: 'Vos défis, nos solutions',
			intro:
				'Trois difficultés reviennent dans presque toutes les organisations que nous accompagnons. Chacune a sa réponse sur Google Cloud.',
			before: {
				title: 'Vos défis',
				items: [
					{
						title: 'Des données en silos',
						description:
							'ERP, CRM, fichiers et applications métier : chaque équipe a ses chiffres, et aucun ne concorde.',
					},
					{
						title: 'Des traitements lents et coûteux',
						description:
							'Les rapports tournent la nuit, l’infrastructure sature et chaque nouveau besoin demande des semaines.',
					},
					{
						title: 'Une qualité incertaine',
						description:
							'Sans catalogue ni contrôles, personne ne sait quelle donnée est fiable ni qui peut y accéder.',
					},
				],
			},
			after: {
				title: 'Nos solutions',
				items: [
					{
						title: 'Une plateforme unifiée',
						description:
							'Toutes vos sources ingérées dans BigQuery, en batch ou en temps réel, avec un référentiel commun.',
					},
					{
						title: 'Un moteur serverless',
						description:
							'BigQuery et Dataflow s’adaptent seuls au volume : des requêtes en secondes, facturées à l’usage.',
					},
					{
						title: 'Une gouvernance intégrée',
						description:
							'Catalogue, lignage, règles de qualité et contrôle d’accès fin avec Dataplex Universal Catalog et IAM.',
					},
				],
			},
		},
		{
			kind: 'steps',
			id: 'approche',
			eyebrow: 'Notre approche',
			title: 'Quatre étapes vers une plateforme data qui tient ses promesses',
			items: [
				{
					icon: 'target',
					title: 'Cadrage',
					description:
						'Ateliers avec vos métiers pour prioriser les cas d’usage, inventorier les sources et fixer les indicateurs de succès.',
				},
				{
					icon: 'layers',
					title: 'Architecture',
					description:
						'Conception de l’architecture cible : ingestion, stockage, transformation, sécurité et estimation des coûts.',
				},
				{
					icon: 'rocket',
					title: 'Déploiement',
					description:
						'Mise en place de l’infrastructure en code, des pipelines et des contrôles de qualité, par incréments livrés en production.',
				},
				{
					icon: 'bar-chart',
					title: 'Analyse',
					description:
						'Tableaux de bord Looker, modèles prédictifs et transfert de compétences pour que vos équipes restent autonomes.',
				},
			],
		},
		{
			kind: 'pillars',
			id: 'piliers',
			eyebrow: 'Deux piliers',
			title: 'Des bases solides, une analytique sans limite',
			items: [
				{
					icon: 'database',
					title: 'Des bases de données fiables',
					description:
						'Vos applications transactionnelles reposent sur des bases managées : haute disponibilité, sauvegardes et correctifs pris en charge par Google Cloud.',
					products: [
						{
							name: 'Cloud SQL',
							description: 'PostgreSQL, MySQL et SQL Server gérés, avec réplicas de lecture et bascule automatique.',
						},
						{
							name: 'Spanner',
							description:
								'Une base relationnelle distribuée mondialement, cohérente et disponible à 99,999 % en configuration multirégionale.',
						},
					],
				},
				{
					icon: 'chart-line',
					title: 'Une analytique à grande échelle',
					description:
						'Vos données analytiques sont centralisées, transformées et interrogées en quelques secondes, quel que soit leur volume.',
					products: [
						{
							name: 'BigQuery',
							description:
								'L’entrepôt de données serverless : SQL standard sur des pétaoctets, BigQuery ML et partage sécurisé.',
						},
						{
							name: 'Dataflow',
							description: 'Des pipelines Apache Beam en batch et en streaming, mis à l’échelle automatiquement.',
						},
					],
				},
			],
		},
		{
			kind: 'catalog',
			id: 'produits',
			eyebrow: 'Écosystème',
			title: 'Les produits data que nous déployons',
			intro: 'Huit services managés, assemblés selon vos besoins.',
			columns: 4,
			items: [
				{
					name: 'BigQuery',
					icon: 'database',
					tone: 'primary',
					description: 'Entrepôt de données serverless et analytique',
				},
				{ name: 'Dataflow', icon: 'workflow', tone: 'accent', description: 'Traitements batch et streaming' },
				{ name: 'Pub/Sub', icon: 'message-square', tone: 'success', description: 'Messagerie et ingestion temps réel' },
				{ name: 'Cloud SQL', icon: 'server', tone: 'primary', description: 'Bases relationnelles managées' },
				{ name: 'Spanner', icon: 'globe', tone: 'accent', description: 'Base distribuée mondialement' },
				{ name: 'Looker', icon: 'bar-chart', tone: 'success', description: 'Modèle sémantique et tableaux de bord' },
				{ name: 'Dataplex', icon: 'search', tone: 'primary', description: 'Catalogue, lignage et qualité des données' },
				{
					name: 'Cloud Composer',
					icon: 'git-branch',
					tone: 'accent',
					description: 'Orchestration des pipelines avec Apache Airflow',
				},
			],
		},
	],
	closingText:
		'Un audit gratuit de votre patrimoine de données : sources, architecture, coûts et gains rapides, restitués en une demi-journée.',
	seo: {
		title: 'Plateforme Data sur Google Cloud : BigQuery, Dataflow, Spanner',
		description:
			'Conception et déploiement de plateformes de données sur Google Cloud : BigQuery, Dataflow, Pub/Sub, Cloud SQL, Spanner et Looker. Demandez un audit gratuit de votre plateforme data.',
		keywords: [
			'plateforme data',
			'BigQuery',
			'Dataflow',
			'Spanner',
			'Cloud SQL',
			'Looker',
			'data engineering',
			'gouvernance des données',
			'Google Cloud',
		],
		serviceType: 'Conception de plateformes de données',
	},
})
