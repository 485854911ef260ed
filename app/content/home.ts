/** Editorial content of the home page, section by section. */
import { typeset } from '#app/lib/typography.ts'

export type Stat = { value: string; label: string }

export const hero = typeset({
	eyebrow: 'Partenaire officiel Google Cloud',
	title: 'Accélérez votre transformation avec le cloud',
	lead: 'Nuvéa conçoit, migre et opère vos plateformes sur Google Cloud. Data, IA, applications, collaboration : plus de 10 ans d’expertise cloud au service de vos projets.',
	cta: 'Discutons de votre projet',
	secondaryCta: 'Découvrir nos expertises',
	stats: [
		{ value: '100 %', label: 'Taux de satisfaction' },
		{ value: '20+', label: 'Certifications Google' },
		{ value: '45+', label: 'Projets réussis' },
	] satisfies Stat[],
})

export type CaseStudyResult = {
	icon: 'trending-up' | 'clock' | 'euro' | 'users' | 'target'
	text: string
	color: 'primary' | 'accent' | 'success'
}

export type CaseStudy = {
	id: string
	sector: string
	title: string
	client: string
	problem: string
	solution: string
	results: CaseStudyResult[]
	duration: string
	technologies: string[]
}

export const caseStudies: CaseStudy[] = typeset([
	{
		id: 'industrie-migration',
		sector: 'Industrie',
		title: 'Migration de plus de 200 serveurs vers Google Cloud',
		client: 'Groupe industriel européen, 3 500 collaborateurs',
		problem:
			'Un datacenter vieillissant, des mises en production manuelles de plusieurs jours et des coûts d’infrastructure en hausse chaque année.',
		solution:
			'Migration par vagues de plus de 200 serveurs vers Compute Engine et GKE, socle cloud sécurisé, pipelines CI/CD et supervision centralisée.',
		results: [
			{ icon: 'trending-up', text: '+40 % de performance', color: 'primary' },
			{ icon: 'clock', text: '-60 % de temps de déploiement', color: 'accent' },
			{ icon: 'euro', text: '-35 % de coûts IT', color: 'success' },
		],
		duration: '3 mois',
		technologies: ['Compute Engine', 'GKE', 'Cloud Build', 'Cloud Monitoring'],
	},
	{
		id: 'retail-data',
		sector: 'Retail',
		title: 'Une plateforme data temps réel pour 300 magasins',
		client: 'Enseigne de distribution spécialisée',
		problem:
			'Des ventes consolidées à J+2, des stocks mal répartis et des décisions prises sur des données incomplètes.',
		solution:
			'Ingestion temps réel avec Pub/Sub et Dataflow, entrepôt BigQuery, prévisions de la demande avec Vertex AI et tableaux de bord Looker.',
		results: [
			{ icon: 'trending-up', text: '+25 % de chiffre d’affaires magasin', color: 'primary' },
			{ icon: 'target', text: 'ROI de 300 % en 6 mois', color: 'success' },
		],
		duration: '4 mois',
		technologies: ['BigQuery', 'Pub/Sub', 'Dataflow', 'Vertex AI', 'Looker'],
	},
	{
		id: 'services-workspace',
		sector: 'Services',
		title: 'Transformation de l’environnement de travail avec Google Workspace',
		client: 'Cabinet de conseil, 450 collaborateurs',
		problem:
			'Des outils dispersés, des documents envoyés en pièces jointes et des réunions trop nombreuses pour des équipes réparties sur quatre sites.',
		solution:
			'Migration de la messagerie et des fichiers vers Google Workspace, Gemini pour les équipes, programme d’ambassadeurs et formations par métier.',
		results: [
			{ icon: 'users', text: '+30 % de productivité', color: 'primary' },
			{ icon: 'clock', text: '-50 % de temps en réunion', color: 'accent' },
		],
		duration: '2 mois',
		technologies: ['Google Workspace', 'Gemini', 'Google Meet', 'AppSheet'],
	},
])

export const about = typeset({
	title: 'Nuvéa en quelques mots',
	paragraphs: [
		'Nuvéa est un cabinet de conseil et un revendeur pure player Google Cloud. Depuis plus de 10 ans, nos consultants certifiés accompagnent les ETI, les grands comptes et les entreprises en forte croissance dans leurs projets cloud, de la stratégie à l’exploitation.',
		'Nous intervenons de bout en bout : audit, architecture, migration, data, IA, collaboration et licences. Une seule équipe, un seul interlocuteur, des engagements mesurables.',
	],
	stats: [
		{ value: '20+', label: 'Certifications' },
		{ value: '2', label: 'Agences en France' },
		{ value: '40+', label: 'Clients' },
		{ value: '100 %', label: 'Satisfaction' },
	] satisfies Stat[],
})

export const story = typeset({
	title: 'Notre histoire',
	intro: 'Une équipe née dans le cloud, qui a grandi avec ses clients.',
	milestones: [
		{
			year: '2014',
			title: 'Les premiers projets cloud',
			text: 'Nos fondateurs accompagnent leurs premiers clients vers Google Apps et App Engine.',
		},
		{
			year: '2018',
			title: 'Partenaire Google Cloud',
			text: 'Le partenariat officiel avec Google Cloud structure notre offre de conseil et de revente.',
		},
		{
			year: '2021',
			title: 'L’agence de Toulouse',
			text: 'Une deuxième agence ouvre pour accompagner les clients du Sud-Ouest au plus près.',
		},
		{
			year: '2024',
			title: 'Data et IA générative',
			text: 'Nos équipes Data et IA industrialisent les premiers projets Vertex AI et Gemini.',
		},
	],
})

export const values = typeset({
	title: 'Le triple E',
	intro: 'Trois valeurs guident chacun de nos projets et chacune de nos décisions.',
	items: [
		{
			title: 'Expertise',
			subtitle: 'Notre boussole',
			description:
				'Des consultants certifiés qui se forment en continu et recommandent ce qui sert vraiment votre projet.',
		},
		{
			title: 'Entraide',
			subtitle: 'Notre moteur',
			description: 'Une équipe soudée qui partage ses savoirs, avec vous comme entre nous.',
		},
		{
			title: 'Excellence',
			subtitle: 'Notre signature',
			description: 'Des livrables soignés, des engagements tenus et des résultats mesurés.',
		},
	],
})

export const careersTeaser = typeset({
	title: 'Rejoignez l’aventure Nuvéa',
	intro: 'Nous recrutons des consultants, architectes et ingénieurs passionnés par le cloud.',
	touchHint: 'Touchez pour découvrir',
	panels: [
		{
			id: 'excellence',
			title: 'L’EXCELLENCE TECHNIQUE',
			text: 'Certifications Google Cloud financées, projets d’envergure, veille partagée et mentorat : progressez aux côtés d’experts.',
			image: '/images/careers/excellence-technique.svg',
		},
		{
			id: 'aventure',
			title: 'L’AVENTURE HUMAINE',
			text: 'Une équipe à taille humaine, du télétravail jusqu’à 3 jours par semaine et des séminaires aux quatre coins du monde.',
			image: '/images/careers/aventure-humaine.svg',
		},
	],
	cta: 'Pourquoi nous rejoindre',
})

export const whitepaperSection = typeset({
	eyebrow: 'Ressources',
	title: 'Nos livres blancs',
	intro: 'Des guides pratiques rédigés par nos experts, à télécharger gratuitement.',
	cta: 'Télécharger le livre blanc',
})

export const contactSection = typeset({
	title: 'Parlons de votre projet',
	intro:
		'Un audit, une migration, un projet data ou IA ? Réservez un créneau de 30 minutes avec un expert, sans engagement.',
	cta: 'Prendre rendez-vous',
})
