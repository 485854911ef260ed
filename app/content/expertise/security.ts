import { typeset } from '#app/lib/typography.ts'
import type { ExpertisePage } from './types.ts'

export const security: ExpertisePage = typeset<ExpertisePage>({
	slug: 'security',
	title: 'Sécurité GCP',
	eyebrow: 'Expertise Sécurité',
	subtitle:
		'Protégez vos données, vos identités et vos applications sur Google Cloud : audit de posture, durcissement, détection des menaces et conformité RGPD et HDS.',
	calendar: 'appointment',
	heroCta: 'Demander un audit de sécurité',
	sections: [
		{
			kind: 'feature',
			id: 'introduction',
			eyebrow: 'Notre conviction',
			title: 'La sécurité se conçoit dès le premier projet',
			paragraphs: [
				'Google Cloud offre un socle d’une grande robustesse : infrastructure conçue par Google, chiffrement systématique et outils de détection de premier plan. Encore faut-il les configurer pour votre contexte.',
				'Nos experts appliquent le modèle de responsabilité partagée à votre organisation : ce que Google sécurise, ce qui vous revient, et comment le vérifier en continu.',
			],
			highlights: [
				{
					icon: 'fingerprint',
					title: 'Zero Trust',
					description: 'Chaque accès est vérifié selon l’identité et le contexte, jamais sur la seule position réseau.',
				},
				{
					icon: 'lock',
					title: 'Chiffrement de bout en bout',
					description: 'Au repos et en transit, avec vos propres clés si vous le souhaitez.',
				},
				{
					icon: 'badge-check',
					title: 'Conformité RGPD et HDS',
					description: 'Des architectures alignées sur vos obligations réglementaires et documentées.',
				},
				{
					icon: 'eye',
					title: 'Surveillance continue',
					description: 'Détection des erreurs de configuration et des menaces, avec alertes priorisées.',
				},
			],
		},
		{
			kind: 'catalog',
			id: 'services',
			eyebrow: 'Services de sécurité',
			title: 'Les services Google Cloud que nous déployons',
			columns: 3,
			visible: 6,
			items: [
				{
					name: 'Identity and Access Management',
					category: 'Identités et accès',
					icon: 'key',
					description:
						'Des rôles au plus juste privilège, des comptes de service maîtrisés et des accès revus régulièrement.',
				},
				{
					name: 'Security Command Center',
					category: 'Posture et détection',
					icon: 'shield-alert',
					description: 'La vue centrale des vulnérabilités, erreurs de configuration et menaces de votre organisation.',
				},
				{
					name: 'Cloud Armor',
					category: 'Protection réseau',
					icon: 'shield',
					description: 'Protection contre les attaques DDoS et pare-feu applicatif (WAF) devant vos services exposés.',
				},
				{
					name: 'VPC Service Controls',
					category: 'Protection des données',
					icon: 'network',
					description:
						'Des périmètres de sécurité qui empêchent l’exfiltration de données depuis vos services managés.',
				},
				{
					name: 'Cloud Key Management Service',
					category: 'Chiffrement',
					icon: 'lock',
					description:
						'Vos clés de chiffrement gérées par vos soins (CMEK), avec rotation et journalisation des usages.',
				},
				{
					name: 'Secret Manager',
					category: 'Gestion des secrets',
					icon: 'fingerprint',
					description: 'Mots de passe, clés d’API et certificats stockés, versionnés et audités hors du code.',
				},
				{
					name: 'Google Security Operations',
					category: 'SIEM et SOAR',
					icon: 'activity',
					description: 'Collecte, corrélation et réponse automatisée aux incidents de sécurité.',
				},
				{
					name: 'Sensitive Data Protection',
					category: 'Données sensibles',
					icon: 'file-search',
					description: 'Découverte, classification et masquage des données personnelles.',
				},
			],
		},
		{
			kind: 'cards',
			id: 'approche',
			eyebrow: 'Notre approche',
			title: 'Prévenir, détecter, prouver',
			columns: 3,
			items: [
				{
					icon: 'shield',
					title: 'Sécurité dès la conception',
					description: 'Socle cloud, politiques d’organisation et réseau pensés avant le premier déploiement.',
					points: [
						'Moins de failles à corriger après coup',
						'Des règles communes à tous les projets',
						'Une infrastructure décrite en code et auditable',
					],
				},
				{
					icon: 'eye',
					title: 'Défense en profondeur',
					description: 'Plusieurs couches de protection indépendantes : identités, réseau, données et applications.',
					points: [
						'Une faille isolée ne compromet pas l’ensemble',
						'Des accès limités au strict nécessaire',
						'Des alertes corrélées et priorisées',
					],
				},
				{
					icon: 'clipboard-check',
					title: 'Conformité continue',
					description: 'Des contrôles automatisés qui vérifient en permanence l’écart avec vos référentiels.',
					points: [
						'Des preuves prêtes pour vos audits',
						'Une dérive de configuration détectée en heures, pas en mois',
						'Des rapports lisibles par la direction',
					],
				},
			],
		},
		{
			kind: 'offers',
			id: 'offres',
			eyebrow: 'Nos offres',
			title: 'Deux offres complémentaires',
			items: [
				{
					icon: 'clipboard-check',
					title: 'Audit & conformité',
					description:
						'Un état des lieux complet de votre posture de sécurité sur Google Cloud, et un plan d’action priorisé.',
					features: [
						'Revue des identités, des rôles IAM et des comptes de service',
						'Analyse de l’architecture réseau et des données exposées',
						'Écarts avec le CIS Google Cloud Benchmark, le RGPD et la certification HDS',
						'Plan de remédiation chiffré et priorisé',
					],
					deliverable: 'Restitution en trois semaines.',
				},
				{
					icon: 'shield-alert',
					title: 'Protection & monitoring',
					description:
						'La mise en place et le suivi des protections et de la détection, pour que la sécurité tienne dans la durée.',
					features: [
						'Déploiement de Cloud Armor, VPC Service Controls et Cloud KMS',
						'Activation et réglage de Security Command Center',
						'Alertes, tableaux de bord et procédures de réponse aux incidents',
						'Revue mensuelle de la posture avec nos experts',
					],
					deliverable: 'Un service récurrent, sans engagement de durée.',
				},
			],
		},
		{
			kind: 'case-study',
			id: 'etude-de-cas',
			eyebrow: 'Étude de cas',
			title: 'Un acteur de santé sécurise ses données patients',
			study: {
				sector: 'Santé',
				client: 'Groupe de cliniques privées, 12 établissements',
				challenge:
					'Héberger un dossier patient partagé sur Google Cloud tout en respectant la certification HDS et le RGPD, avec des équipes informatiques réduites et des accès venant de nombreux sites.',
				solution:
					'Socle cloud dédié aux données de santé, chiffrement avec des clés gérées dans Cloud KMS, périmètres VPC Service Controls, accès Zero Trust avec Identity-Aware Proxy et supervision dans Security Command Center.',
				results: [
					{ metric: '100 %', description: 'de conformité RGPD/HDS' },
					{ metric: '0', description: 'incident de sécurité' },
					{ metric: '99,99 %', description: 'de disponibilité' },
				],
				duration: '4 mois',
				technologies: ['Cloud KMS', 'VPC Service Controls', 'Identity-Aware Proxy', 'Security Command Center'],
			},
		},
	],
	closingText:
		'Un premier échange avec un expert sécurité pour situer votre posture et identifier les risques prioritaires.',
	seo: {
		title: 'Sécurité Google Cloud : audit, protection et conformité',
		description:
			'Sécurité GCP : audit de posture, IAM, Cloud Armor, VPC Service Controls, chiffrement et Security Command Center. Conformité RGPD et HDS pour vos données sensibles.',
		keywords: [
			'sécurité Google Cloud',
			'sécurité GCP',
			'audit de sécurité',
			'IAM',
			'Cloud Armor',
			'Security Command Center',
			'RGPD',
			'HDS',
			'Zero Trust',
		],
		serviceType: 'Conseil en sécurité cloud',
	},
})
