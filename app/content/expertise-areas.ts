import type { ExpertiseSlug } from '#app/content/identifiers.ts'
import { typeset } from '#app/lib/typography.ts'
import { type ExpertiseLink, expertiseLinks } from './expertise-links.ts'

/** The seven expertise areas as the home cards show them: their link, a description and three benefits. */
export type ExpertiseArea = ExpertiseLink & {
	description: string
	benefits: [string, string, string]
}

const details: Record<ExpertiseSlug, Pick<ExpertiseArea, 'description' | 'benefits'>> = typeset({
	applicatif: {
		description:
			'Concevoir, moderniser et opérer des applications cloud-native sur GKE, Cloud Run et App Engine, avec une chaîne CI/CD industrialisée.',
		benefits: ['Architecture cloud-native', 'Microservices et conteneurs', 'DevOps et CI/CD'],
	},
	'data-platform': {
		description:
			'Bâtir une plateforme de données fiable et scalable autour de BigQuery, de Dataflow et des bases managées de Google Cloud.',
		benefits: ['Entrepôt de données BigQuery', 'Pipelines temps réel et batch', 'Gouvernance des données'],
	},
	'ia-gen-ai': {
		description:
			'Passer de l’idée à la production avec Vertex AI et Gemini : cas d’usage cadrés, preuves de concept rapides, modèles industrialisés.',
		benefits: ['Machine learning prédictif', 'IA générative avec Gemini', 'MLOps et gouvernance'],
	},
	'move-to-cloud': {
		description:
			'Migrer serveurs, applications et bases de données vers Google Cloud selon une méthode éprouvée, sans interruption de service.',
		benefits: ['Audit et plan de migration', 'Migration sans interruption', 'Optimisation des coûts'],
	},
	workspace: {
		description:
			'Déployer Google Workspace et Gemini pour collaborer en temps réel, en toute sécurité, avec un accompagnement au changement.',
		benefits: ['Migration de messagerie', 'Collaboration en temps réel', 'Formation et adoption'],
	},
	resell: {
		description:
			'Acheter vos licences Google Workspace et votre consommation Google Cloud au bon prix, avec une facturation en euros et un suivi FinOps.',
		benefits: ['Gestion des licences', 'Optimisation de la consommation', 'Facturation simplifiée'],
	},
	security: {
		description:
			'Protéger vos données et vos applications : IAM, réseau, chiffrement, détection des menaces et conformité RGPD et HDS.',
		benefits: ['Audit et conformité', 'Protection des identités', 'Surveillance continue'],
	},
})

export const expertiseAreas: ExpertiseArea[] = expertiseLinks.map((link) => ({ ...link, ...details[link.slug] }))

/** Home cards link to their page by title; an unknown title falls back to home rather than to a 404. */
export function expertisePathByTitle(title: string): string {
	return expertiseAreas.find((area) => area.title === title)?.path ?? '/'
}
