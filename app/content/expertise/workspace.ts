import { typeset } from '#app/lib/typography.ts'
import type { ExpertisePage } from './types.ts'

export const workspace: ExpertisePage = typeset<ExpertisePage>({
	slug: 'workspace',
	title: 'Google Workspace',
	eyebrow: 'Expertise Workspace',
	subtitle:
		'Messagerie, agenda, documents, visioconférence et IA réunis dans une seule suite sécurisée. Nous migrons vos équipes vers Google Workspace et les accompagnons jusqu’à l’adoption complète.',
	calendar: 'appointment',
	heroCta: 'Échanger avec un expert Workspace',
	sections: [
		{
			kind: 'tools',
			id: 'outils',
			eyebrow: 'Les applications',
			title: 'Tous vos outils de travail, dans une seule suite',
			intro:
				'Chaque application fonctionne seule et prend toute sa valeur avec les autres : un document partagé dans Chat s’ouvre dans Docs, une réunion d’Agenda se lance dans Meet.',
			items: [
				{
					name: 'Gmail',
					icon: 'mail',
					tone: 'danger',
					description:
						'Une messagerie professionnelle à votre nom de domaine, qui bloque plus de 99,9 % du spam et de l’hameçonnage.',
					features: ['Adresse à votre nom de domaine', 'Recherche instantanée', 'Rédaction et résumés avec Gemini'],
				},
				{
					name: 'Agenda',
					icon: 'calendar',
					tone: 'primary',
					description:
						'Google Agenda (Calendar) affiche les disponibilités de chacun, réserve les salles et ajoute le lien Meet automatiquement.',
					features: ['Agendas partagés', 'Pages de prise de rendez-vous', 'Réservation de salles'],
				},
				{
					name: 'Drive',
					icon: 'hard-drive',
					tone: 'success',
					description:
						'Tous vos fichiers dans un espace sécurisé, accessibles depuis n’importe quel appareil et partagés en un clic.',
					features: ['Drives partagés par équipe', 'Historique des versions', 'Contrôle fin du partage'],
				},
				{
					name: 'Docs, Sheets et Slides',
					icon: 'file-text',
					tone: 'primary',
					isGrouped: true,
					description:
						'Traitement de texte, tableur et présentations coédités en temps réel : tout le monde travaille sur la même version, avec commentaires, suggestions et historique.',
					features: [
						'Coédition en temps réel',
						'Compatibilité avec les fichiers Microsoft Office',
						'Gemini pour rédiger, analyser et illustrer',
						'Commentaires et attributions de tâches',
					],
				},
				{
					name: 'Meet',
					icon: 'video',
					tone: 'accent',
					description:
						'Des visioconférences sécurisées jusqu’à 500 participants, avec sous-titres, traduction et prise de notes par Gemini.',
					features: ['Enregistrement des réunions', 'Sous-titres en direct', 'Prise de notes automatique'],
				},
				{
					name: 'Chat',
					icon: 'message-square',
					tone: 'success',
					description:
						'Des conversations et des espaces par projet, avec fichiers, tâches et applications au même endroit.',
					features: ['Espaces par projet', 'Intégration des documents', 'Résumés des conversations'],
				},
				{
					name: 'AppSheet',
					icon: 'app-window',
					tone: 'ink',
					description:
						'Créez sans code des applications métier à partir de vos feuilles Sheets : inspections, demandes, inventaires.',
					features: ['Applications mobiles sans code', 'Automatisation des processus', 'Connexion à vos données'],
				},
			],
		},
		{
			kind: 'feature',
			id: 'assistant-ia',
			eyebrow: 'Gemini pour Google Workspace',
			title: 'Un assistant IA dans chacune de vos applications',
			paragraphs: [
				'Gemini est intégré à Gmail, Docs, Sheets, Slides, Meet et Drive : il rédige un premier jet, résume un long fil de messages, prépare une présentation ou prend les notes de votre réunion.',
				'Vos données restent les vôtres : les contenus de votre organisation ne servent pas à entraîner les modèles, et les contrôles d’accès de Google Workspace s’appliquent à l’IA comme aux utilisateurs.',
			],
			highlights: [
				{ icon: 'mail', title: 'Dans Gmail', description: 'Rédaction de réponses et résumé des fils de discussion.' },
				{
					icon: 'file-text',
					title: 'Dans Docs et Slides',
					description: 'Premiers jets, reformulations et visuels générés.',
				},
				{ icon: 'video', title: 'Dans Meet', description: 'Prise de notes et compte rendu envoyés après la réunion.' },
				{
					icon: 'bot',
					title: 'Avec l’application Gemini',
					description: 'Des recherches et des analyses sur vos propres fichiers.',
				},
			],
			image: {
				src: '/images/workspace-ecosystem.svg',
				alt: 'Écosystème Google Workspace : Gemini au centre, relié à Gmail, Agenda, Drive, Docs, Sheets, Slides, Meet, Chat et AppSheet',
				width: 960,
				height: 540,
			},
		},
		{
			kind: 'figures',
			id: 'chiffres',
			eyebrow: 'En chiffres',
			title: 'Google Workspace en quelques chiffres',
			items: [
				{ value: '2,6\u00a0Md+', label: 'utilisateurs actifs' },
				{ value: '25 %', label: 'de gain de productivité moyen' },
				{ value: '99,9 %', label: 'de disponibilité garantie (SLA)' },
				{ prefix: 'jusqu’à', value: '5 h', label: 'gagnées par semaine avec l’assistant IA' },
				{ prefix: 'jusqu’à', value: '500', label: 'participants dans Meet' },
				{ value: '30 Go+', label: 'de stockage Gmail par utilisateur' },
			],
			source:
				'Sources : Google (utilisateurs, SLA, limites des offres) et moyennes observées sur nos projets (productivité, temps gagné).',
		},
		{
			kind: 'impact',
			id: 'transformation',
			eyebrow: 'Transformation',
			title: 'Ce qui change pour votre organisation',
			intro: 'Quatre dimensions de la transformation, mesurées chez nos clients.',
			items: [
				{
					icon: 'users',
					category: 'Collaboration',
					improvements: [
						'Coédition en temps réel au lieu des pièces jointes',
						'Espaces Chat par projet',
						'Réunions préparées et résumées',
					],
					impact: '+40 % de productivité des équipes',
				},
				{
					icon: 'sparkles',
					category: 'Expérience collaborateur',
					improvements: [
						'Accès depuis tous les appareils',
						'Recherche unifiée dans Gmail et Drive',
						'Des outils simples, adoptés sans effort',
					],
					impact: '+35 % de satisfaction des utilisateurs',
				},
				{
					icon: 'shield',
					category: 'Sécurité et conformité',
					improvements: [
						'Validation en deux étapes et gestion des appareils',
						'Règles de protection contre la perte de données',
						'Console d’administration et journaux d’audit',
					],
					impact: '100 % de conformité RGPD',
				},
				{
					icon: 'zap',
					category: 'Automatisation et IA',
					improvements: [
						'Gemini pour rédiger, résumer et analyser',
						'Applications sans code avec AppSheet',
						'Circuits de validation automatisés',
					],
					impact: '-50 % de tâches répétitives',
				},
			],
		},
		{
			kind: 'steps',
			id: 'migration',
			eyebrow: 'Migration',
			title: 'Une migration en quatre étapes, sans perte de données',
			intro:
				'Depuis Microsoft 365, Exchange ou tout serveur IMAP : messages, agendas, contacts et fichiers migrent pendant que vos équipes continuent de travailler.',
			items: [
				{
					title: 'Audit & Planning',
					duration: '1-2 semaines',
					description: 'Inventaire de l’existant et plan de migration validé avec vous.',
					activities: [
						'Inventaire des boîtes, fichiers et applications',
						'Choix de l’édition et des licences',
						'Planning et communication',
					],
				},
				{
					title: 'Configuration',
					duration: '1-2 semaines',
					description: 'Un environnement Google Workspace sécurisé, prêt à accueillir vos utilisateurs.',
					activities: [
						'Domaine, DNS et comptes',
						'Politiques de sécurité et de partage',
						'Synchronisation de l’annuaire',
					],
				},
				{
					title: 'Migration des Données',
					duration: '2-4 semaines',
					description: 'Messages, agendas, contacts et fichiers transférés par vagues, sans interruption.',
					activities: ['Migration par vagues d’utilisateurs', 'Contrôle de complétude', 'Bascule de la messagerie'],
				},
				{
					title: 'Formation & Adoption',
					duration: '2-4 semaines',
					description:
						'Des formations par métier et un réseau d’ambassadeurs pour que chacun adopte les nouveaux usages.',
					activities: ['Formations par métier', 'Programme d’ambassadeurs', 'Support renforcé après bascule'],
				},
			],
			note: 'Les durées sont indicatives : elles dépendent du nombre d’utilisateurs, du volume de données et de l’organisation de vos équipes.',
			tools: {
				title: 'Outils de migration utilisés',
				items: ['Google Workspace Migrate', 'Service de migration des données', 'Google Cloud Directory Sync'],
			},
		},
		{
			kind: 'pricing',
			id: 'tarifs',
			eyebrow: 'Tarifs',
			title: 'Des offres pour chaque taille d’équipe',
			intro: 'Prix par utilisateur et par mois. Nous vous aidons à choisir l’édition adaptée à chaque profil.',
			plans: [
				{
					name: 'Business Starter',
					price: 6.8,
					description: 'L’essentiel pour démarrer avec une messagerie professionnelle.',
					features: [
						'30 Go de stockage par utilisateur',
						'Visioconférences jusqu’à 100 participants',
						'Adresse e-mail à votre nom de domaine',
						'Application Gemini incluse',
					],
					cta: 'Choisir cette offre',
				},
				{
					name: 'Business Standard',
					price: 13.6,
					popular: true,
					description: 'Pour les équipes qui collaborent et se réunissent au quotidien.',
					features: [
						'2 To de stockage par utilisateur',
						'Visioconférences jusqu’à 150 participants',
						'Enregistrement des réunions',
						'Tableau blanc collaboratif',
						'Gemini dans Gmail, Docs et Meet',
					],
					cta: 'Choisir cette offre',
				},
				{
					name: 'Business Plus',
					price: 21.1,
					description: 'Pour les organisations qui ont des exigences de sécurité et de conformité.',
					features: [
						'5 To de stockage par utilisateur',
						'Visioconférences jusqu’à 500 participants',
						'Sécurité et conformité avancées',
						'eDiscovery et archivage avec Google Vault',
					],
					cta: 'Choisir cette offre',
				},
			],
			onQuote: {
				names: ['Enterprise Standard', 'Enterprise Plus'],
				description:
					'Pour les grandes organisations : stockage extensible, contrôles de sécurité avancés, régions de données et support renforcé.',
				cta: 'Demander un devis',
			},
			note: 'Prix publics hors taxes, par utilisateur et par mois, avec engagement annuel. Le stockage est mutualisé à l’échelle de votre organisation.',
		},
		{
			kind: 'case-study',
			id: 'etude-de-cas',
			eyebrow: 'Étude de cas',
			title: '200 avocats passent à Google Workspace',
			study: {
				sector: 'Juridique',
				client: 'Cabinet d’avocats d’affaires, 200 avocats, 3 bureaux',
				challenge:
					'Des dossiers échangés par pièces jointes, des versions contradictoires, un serveur de messagerie vieillissant et des exigences strictes de confidentialité.',
				solution:
					'Migration de la messagerie et des fichiers vers Google Workspace Business Plus, Drives partagés par dossier, règles de partage et de protection des données, Google Vault pour l’archivage et formations par pôle d’expertise.',
				results: [
					{ metric: '+45 %', description: 'de productivité' },
					{ metric: '-60 %', description: 'de temps de collaboration sur les dossiers' },
					{ metric: '-30 %', description: 'de coûts IT' },
					{ metric: '95 %', description: 'de satisfaction des utilisateurs' },
				],
				duration: '2 mois',
				technologies: ['Gmail', 'Drive', 'Docs', 'Meet', 'Google Vault'],
			},
		},
	],
	closingText:
		'Un premier échange pour cadrer votre migration : nombre d’utilisateurs, outils actuels, éditions et calendrier.',
	seo: {
		title: 'Google Workspace : migration, Gemini et accompagnement',
		description:
			'Migration vers Google Workspace, Gemini et conduite du changement : Gmail, Drive, Docs, Meet, Chat et AppSheet. Tarifs dès 6,80 € par utilisateur et par mois.',
		keywords: [
			'Google Workspace',
			'migration Google Workspace',
			'Gemini',
			'Gmail',
			'Google Drive',
			'Google Meet',
			'AppSheet',
			'tarifs Google Workspace',
			'conduite du changement',
		],
		serviceType: 'Déploiement et migration Google Workspace',
	},
})
