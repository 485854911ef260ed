import { typeset } from '#app/lib/typography.ts'
import type { ExpertisePage } from './types.ts'

export const applicatif: ExpertisePage = typeset<ExpertisePage>({
	slug: 'applicatif',
	title: 'Développement applicatif cloud-native',
	eyebrow: 'Expertise Applicatif',
	subtitle:
		'Nous concevons, modernisons et opérons vos applications sur Google Cloud : des architectures qui tiennent la charge, des mises en production sans stress et des coûts qui suivent l’usage.',
	calendar: 'appointment',
	heroCta: 'Parler de votre application',
	sections: [
		{
			kind: 'feature',
			id: 'cloud-native',
			eyebrow: 'Notre approche',
			title: 'L’excellence cloud-native, au service de vos équipes produit',
			paragraphs: [
				'Une application cloud-native ne se résume pas à des conteneurs : elle se déploie en quelques minutes, s’adapte seule à la charge, se relève d’une panne sans intervention et se surveille de bout en bout.',
				'Nos architectes certifiés Google Cloud choisissent pour chaque service le bon niveau d’abstraction – du serverless avec Cloud Run au contrôle fin de GKE – et outillent vos équipes pour livrer plus souvent, avec moins de risque.',
			],
			highlights: [
				{
					icon: 'zap',
					title: 'Mise à l’échelle automatique',
					description: 'De zéro à des milliers de requêtes par seconde, sans serveur à provisionner.',
				},
				{
					icon: 'shield',
					title: 'Sécurité intégrée',
					description: 'Identités de service, secrets gérés et images analysées avant chaque déploiement.',
				},
				{
					icon: 'activity',
					title: 'Observabilité native',
					description: 'Journaux, métriques et traces centralisés dans Cloud Monitoring et Cloud Logging.',
				},
				{
					icon: 'piggy-bank',
					title: 'Coûts maîtrisés',
					description: 'Vous payez à l’usage, et les environnements de test s’éteignent la nuit.',
				},
			],
		},
		{
			kind: 'catalog',
			id: 'technologies',
			eyebrow: 'Technologies',
			title: 'Les services Google Cloud que nous maîtrisons',
			intro:
				'Nous retenons pour chaque charge de travail le service le plus simple à opérer, sans compromis sur la performance.',
			columns: 3,
			visible: 6,
			items: [
				{
					name: 'GKE',
					icon: 'container',
					description:
						'Google Kubernetes Engine, en mode Autopilot ou Standard, pour orchestrer vos microservices à grande échelle.',
				},
				{
					name: 'Cloud Run',
					icon: 'rocket',
					description:
						'Des conteneurs serverless facturés à la requête, déployés en quelques secondes depuis votre dépôt.',
				},
				{
					name: 'App Engine',
					icon: 'app-window',
					description: 'Une plateforme applicative entièrement gérée pour les applications web et les API.',
				},
				{
					name: 'Compute Engine',
					icon: 'server',
					description:
						'Des machines virtuelles personnalisables pour les charges qui exigent un contrôle complet du système.',
				},
				{
					name: 'Cloud Functions',
					icon: 'zap',
					description:
						'Des fonctions déclenchées par les événements, désormais proposées sous le nom Cloud Run functions.',
				},
				{
					name: 'Cloud Build',
					icon: 'workflow',
					description:
						'L’intégration et le déploiement continus, du commit à la production, avec des builds reproductibles.',
				},
				{
					name: 'Artifact Registry',
					icon: 'package',
					description:
						'Le registre privé de vos images de conteneurs et de vos paquets, analysés pour les vulnérabilités.',
				},
				{
					name: 'Cloud SQL',
					icon: 'database',
					description:
						'Des bases PostgreSQL, MySQL et SQL Server gérées, avec haute disponibilité et sauvegardes automatiques.',
				},
			],
		},
		{
			kind: 'cards',
			id: 'methodologie',
			eyebrow: 'Méthodologie',
			title: 'Trois piliers pour des applications durables',
			columns: 3,
			items: [
				{
					icon: 'layers',
					title: 'Architecture cloud-native',
					description:
						'Des applications conçues pour le cloud dès la première ligne : sans état, résilientes et pilotées par les événements.',
					points: [
						'Architecture de référence documentée',
						'Haute disponibilité multizone',
						'Infrastructure décrite en code avec Terraform',
					],
				},
				{
					icon: 'container',
					title: 'Microservices et conteneurs',
					description:
						'Un découpage par domaine métier pour faire évoluer chaque service à son rythme, sans redéployer tout le système.',
					points: [
						'Conteneurisation de l’existant',
						'API documentées et versionnées',
						'Communication asynchrone avec Pub/Sub',
					],
				},
				{
					icon: 'git-branch',
					title: 'DevOps et CI/CD',
					description:
						'Des pipelines automatisés qui testent, analysent et déploient chaque modification en toute confiance.',
					points: [
						'Déploiements progressifs et retour arrière en un clic',
						'Tests et analyses de sécurité automatisés',
						'Environnements éphémères par branche',
					],
				},
			],
		},
		{
			kind: 'offers',
			id: 'services',
			eyebrow: 'Nos services',
			title: 'Moderniser l’existant ou construire du neuf',
			intro: 'Deux façons de démarrer, selon le point de départ de vos applications.',
			items: [
				{
					icon: 'settings',
					title: 'Modernisation d’applications existantes',
					description:
						'Vos applications monolithiques freinent vos équipes ? Nous les faisons évoluer par étapes, sans « big bang » ni interruption de service.',
					features: [
						'Audit du code, des dépendances et de l’architecture',
						'Conteneurisation et déploiement sur GKE ou Cloud Run',
						'Extraction progressive de microservices (motif du « figuier étrangleur »)',
						'Migration des bases vers Cloud SQL ou AlloyDB',
					],
					deliverable: 'Une feuille de route chiffrée dès la fin de l’audit.',
				},
				{
					icon: 'code',
					title: 'Développement cloud-native',
					description:
						'Un nouveau produit à lancer ? Nos équipes conçoivent et développent avec vous une application prête pour la production dès le premier jour.',
					features: [
						'Ateliers de conception et architecture cible',
						'Développement en itérations de deux semaines',
						'Chaîne CI/CD avec Cloud Build et Artifact Registry',
						'Supervision, alertes et procédures d’exploitation livrées avec l’application',
					],
					deliverable: 'Un premier incrément en production en six semaines en moyenne.',
				},
			],
		},
		{
			kind: 'case-study',
			id: 'etude-de-cas',
			eyebrow: 'Étude de cas',
			title: 'Une fintech passe à l’échelle sur GKE',
			study: {
				sector: 'Fintech',
				client: 'Start-up de paiement en forte croissance, 80 collaborateurs',
				challenge:
					'Une application monolithique hébergée sur des serveurs dédiés, saturée à chaque pic de transactions, et des mises en production mensuelles qui mobilisaient toute l’équipe un week-end.',
				solution:
					'Découpage en microservices déployés sur GKE Autopilot, API publiques sur Cloud Run, base de données migrée vers Cloud SQL pour PostgreSQL et chaîne CI/CD complète avec Cloud Build et Artifact Registry.',
				results: [
					{ metric: '99,9 %', description: 'de disponibilité' },
					{ metric: '10x', description: 'de performance en pic de charge' },
					{ metric: '-50 %', description: 'de délai de mise sur le marché' },
				],
				highlights: [
					'0 % d’interruption de service pendant la bascule',
					'Délai de mise sur le marché divisé par 3 pour les évolutions courantes',
				],
				duration: '5 mois',
				technologies: ['GKE', 'Cloud Run', 'Cloud SQL', 'Cloud Build', 'Artifact Registry'],
			},
		},
	],
	closingText:
		'Parlons de vos applications : un premier échange de 30 minutes, sans engagement, pour identifier les gains rapides et la trajectoire cible.',
	seo: {
		title: 'Développement applicatif cloud-native sur Google Cloud',
		description:
			'Modernisation et développement d’applications cloud-native sur Google Cloud : GKE, Cloud Run, App Engine, microservices et CI/CD. Étude de cas fintech : 99,9 % de disponibilité.',
		keywords: [
			'développement cloud-native',
			'modernisation applicative',
			'GKE',
			'Cloud Run',
			'App Engine',
			'microservices',
			'DevOps',
			'CI/CD',
			'Google Cloud',
		],
		serviceType: 'Développement et modernisation d’applications cloud',
	},
})
