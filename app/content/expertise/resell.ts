import { typeset } from '#app/lib/typography.ts'
import type { ExpertisePage } from './types.ts'

export const resell: ExpertisePage = typeset<ExpertisePage>({
	slug: 'resell',
	title: 'Licences & Consommation',
	eyebrow: 'Revendeur Google Cloud',
	subtitle:
		'Achetez vos licences Google Workspace et votre consommation Google Cloud auprès d’un partenaire qui vous conseille : facturation en euros, support en français et optimisation continue de vos dépenses.',
	calendar: 'appointment',
	heroCta: 'Prendre rendez-vous',
	sections: [
		{
			kind: 'offers',
			id: 'services',
			eyebrow: 'Nos services',
			title: 'Deux services pour payer le juste prix',
			intro:
				'Que vous utilisiez Google Workspace, Google Cloud ou les deux, nous prenons en charge l’achat, la facturation et l’optimisation.',
			items: [
				{
					icon: 'users',
					title: 'Gestion des licences Google Workspace',
					description:
						'Nous gérons vos abonnements Google Workspace de bout en bout et ajustons les éditions à l’usage réel de chaque équipe.',
					features: [
						'Transfert de vos licences existantes sans interruption',
						'Choix de l’édition et de l’engagement le plus adapté',
						'Ajout et retrait de licences au fil de vos recrutements',
						'Revue annuelle des usages et des éditions',
					],
					cta: 'Planifier un échange',
				},
				{
					icon: 'gauge',
					title: 'Optimisation de la consommation Google Cloud',
					description:
						'Votre compte de facturation Google Cloud est rattaché à Nuvéa : vous gardez le contrôle de vos projets et gagnez un allié FinOps.',
					features: [
						'Tableaux de bord de coûts par projet, équipe et environnement',
						'Recommandations de redimensionnement et de remises sur engagement',
						'Budgets et alertes configurés pour chaque projet',
						'Revue trimestrielle de la facture avec un expert',
					],
					cta: 'Réserver un créneau',
				},
			],
		},
		{
			kind: 'cards',
			id: 'valeur',
			eyebrow: 'Pourquoi passer par Nuvéa',
			title: 'Ce que vous gagnez avec un partenaire Google Cloud',
			columns: 4,
			items: [
				{
					icon: 'receipt',
					title: 'Une facturation simplifiée',
					description:
						'Une facture mensuelle en euros, payable par virement, pour Google Workspace comme pour Google Cloud.',
				},
				{
					icon: 'message-square',
					title: 'Un support en français',
					description:
						'Nos experts certifiés répondent à vos questions et font le lien avec le support de Google si nécessaire.',
				},
				{
					icon: 'piggy-bank',
					title: 'Des dépenses optimisées',
					description:
						'Nous repérons les ressources inutilisées et les licences dormantes avant qu’elles ne vous coûtent.',
				},
				{
					icon: 'handshake',
					title: 'Un accès aux programmes Google',
					description:
						'Nous vous orientons vers les programmes de financement et d’accompagnement proposés aux clients de Google Cloud.',
				},
			],
		},
		{
			kind: 'steps',
			id: 'demarrage',
			eyebrow: 'Démarrage',
			title: 'Rejoindre Nuvéa en trois étapes',
			items: [
				{
					icon: 'search',
					title: 'Analyse de votre contrat actuel',
					description: 'Nous relevons vos éditions, vos engagements et votre consommation des derniers mois.',
				},
				{
					icon: 'clipboard-check',
					title: 'Proposition et transfert',
					description:
						'Une proposition claire, puis le transfert des abonnements, sans aucun impact pour vos utilisateurs.',
				},
				{
					icon: 'chart-line',
					title: 'Suivi et optimisation',
					description: 'Des tableaux de bord partagés et une revue régulière pour ajuster vos dépenses à vos usages.',
				},
			],
		},
	],
	closingText:
		'En 30 minutes, nous examinons vos licences et votre facture cloud et vous indiquons les économies possibles.',
	seo: {
		title: 'Licences Google Workspace et consommation Google Cloud',
		description:
			'Achat de licences Google Workspace et de consommation Google Cloud via un partenaire : facturation en euros, support en français, optimisation FinOps de vos dépenses.',
		keywords: [
			'licences Google Workspace',
			'revendeur Google Cloud',
			'facturation Google Cloud',
			'FinOps',
			'optimisation des coûts cloud',
			'partenaire Google Cloud',
		],
		serviceType: 'Revente de licences et de consommation cloud',
	},
})
