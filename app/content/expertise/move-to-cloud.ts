import { typeset } from '#app/lib/typography.ts'
import type { ExpertisePage } from './types.ts'

export const moveToCloud: ExpertisePage = typeset<ExpertisePage>({
	slug: 'move-to-cloud',
	title: 'Move to Cloud',
	eyebrow: 'Expertise migration',
	subtitle:
		'Migrer vos serveurs, vos applications et vos bases de données vers Google Cloud selon une méthode éprouvée : un plan chiffré, des vagues maîtrisées et aucune interruption pour vos utilisateurs.',
	calendar: 'appointment',
	heroCta: 'Lancer votre diagnostic cloud',
	sections: [
		{
			kind: 'cards',
			id: 'benefices',
			eyebrow: 'Pourquoi migrer',
			title: 'Ce que la migration vers Google Cloud vous apporte',
			columns: 4,
			items: [
				{
					icon: 'piggy-bank',
					title: 'Des coûts optimisés',
					description:
						'Fini le surdimensionnement : vous payez ce que vous consommez, avec des remises automatiques et des engagements d’utilisation.',
				},
				{
					icon: 'trending-up',
					title: 'Une capacité à la demande',
					description:
						'Vos ressources suivent l’activité, des pics saisonniers aux nouveaux marchés, en quelques minutes.',
				},
				{
					icon: 'shield',
					title: 'Une sécurité renforcée',
					description: 'Chiffrement par défaut, infrastructure durcie par Google et régions européennes, dont Paris.',
				},
				{
					icon: 'sparkles',
					title: 'L’innovation à portée de main',
					description: 'Une fois dans le cloud, BigQuery, Vertex AI et Gemini s’appuient directement sur vos données.',
				},
			],
		},
		{
			kind: 'steps',
			id: 'methode',
			eyebrow: 'Notre méthode',
			title: '[Assess, Plan, Migrate, Optimize]{lang=en}',
			intro: 'Quatre phases, issues du cadre de migration de Google Cloud, que nous appliquons projet après projet.',
			items: [
				{
					icon: 'search',
					title: '[Assess]{lang=en}',
					description:
						'Inventaire automatisé de votre parc avec Migration Center, analyse des dépendances et estimation du coût total de possession.',
				},
				{
					icon: 'clipboard-check',
					title: '[Plan]{lang=en}',
					description:
						'Socle cloud sécurisé, stratégie par application (réhébergement, replateforme ou refonte) et planning de migration par vagues.',
				},
				{
					icon: 'cloud-upload',
					title: '[Migrate]{lang=en}',
					description:
						'Migration outillée et testée, bascule planifiée avec vos équipes et plan de retour arrière pour chaque vague.',
				},
				{
					icon: 'gauge',
					title: '[Optimize]{lang=en}',
					description:
						'Redimensionnement, remises sur engagement, automatisation et suivi FinOps pour réduire la facture dans la durée.',
				},
			],
			tools: {
				title: 'Outils de migration Google Cloud',
				items: [
					'Migration Center',
					'Migrate to Virtual Machines',
					'Database Migration Service',
					'Migrate to Containers',
				],
			},
		},
		{
			kind: 'offers',
			id: 'offres',
			eyebrow: 'Nos offres',
			title: 'Trois offres de migration, selon vos priorités',
			items: [
				{
					icon: 'server',
					title: 'Migration de serveurs et de VM',
					description:
						'Un déplacement rapide de vos machines virtuelles vers Compute Engine, pour sortir d’un datacenter ou d’un contrat d’hébergement.',
					features: [
						'Réplication continue avec Migrate to Virtual Machines',
						'Tests de bascule sans impact sur la production',
						'Option Google Cloud VMware Engine pour les parcs VMware',
					],
					deliverable: 'Idéal pour un calendrier de sortie contraint.',
				},
				{
					icon: 'container',
					title: 'Modernisation applicative',
					description:
						'Vos applications migrent et gagnent en agilité : conteneurisation, services managés et déploiements automatisés.',
					features: [
						'Conteneurisation vers GKE ou Cloud Run',
						'Remplacement des middlewares par des services managés',
						'Pipelines CI/CD et infrastructure en code',
					],
					deliverable: 'Idéal pour réduire la dette technique en migrant.',
				},
				{
					icon: 'database',
					title: 'Migration de bases de données',
					description:
						'Vos bases Oracle, SQL Server, PostgreSQL ou MySQL rejoignent des services managés, avec un temps d’arrêt minimal.',
					features: [
						'Réplication continue avec Database Migration Service',
						'Cibles Cloud SQL, AlloyDB pour PostgreSQL ou Spanner',
						'Conversion des schémas et validation des données',
					],
					deliverable: 'Idéal pour réduire les coûts de licences.',
				},
			],
		},
	],
	closingText:
		'Un diagnostic cloud de votre parc : inventaire, scénarios de migration et estimation du coût cible, pour décider sur des chiffres.',
	seo: {
		title: 'Migration vers Google Cloud : méthode Move to Cloud',
		description:
			'Migration de serveurs, d’applications et de bases de données vers Google Cloud : méthode Assess, Plan, Migrate, Optimize, sans interruption de service. Lancez votre diagnostic cloud.',
		keywords: [
			'migration cloud',
			'Move to Cloud',
			'migration Google Cloud',
			'Compute Engine',
			'Database Migration Service',
			'Migration Center',
			'modernisation',
			'FinOps',
		],
		serviceType: 'Migration vers le cloud',
	},
})
