import { typeset } from '#app/lib/typography.ts'

/** The white-paper catalogue (spec §3). The PDFs are built from app/content/whitepapers/*.md. */
export type WhitepaperType = 'workspace-ia' | 'data-platform'

export type Whitepaper = {
	type: WhitepaperType
	title: string
	shortTitle: string
	description: string
	image: string
	pdfUrl: string
}

export const whitepaperTypes = ['workspace-ia', 'data-platform'] as const satisfies readonly WhitepaperType[]

export const whitepapers: Whitepaper[] = typeset([
	{
		type: 'workspace-ia',
		title: 'IA & Workspace : collaborer autrement avec Google Workspace et Gemini',
		shortTitle: 'IA & Workspace',
		description:
			'Cas d’usage par métier, gouvernance des données et plan de déploiement : comment l’IA générative de Google Workspace transforme le travail d’équipe.',
		image: '/images/whitepapers/workspace-ia.svg',
		pdfUrl: '/livre-blanc-workspace-ia.pdf',
	},
	{
		type: 'data-platform',
		title: 'Data Platforms scalables sur Google Cloud',
		shortTitle: 'Data Platform',
		description:
			'Architecture moderne, ingestion temps réel et batch, choix des bases de données, optimisation des coûts, sécurité et gouvernance.',
		image: '/images/whitepapers/data-platform.svg',
		pdfUrl: '/livre-blanc-data-platform-gcp.pdf',
	},
])

export function whitepaperByType(type: WhitepaperType): Whitepaper {
	const whitepaper = whitepapers.find((item) => item.type === type)
	if (!whitepaper) throw new Error(`Unknown white paper type: ${type}`)
	return whitepaper
}

/** Label of the admin table’s "Livre blanc" column (spec §2). */
export function whitepaperLabel(type: string | null | undefined): string {
	return type === 'workspace-ia' ? 'IA & Workspace' : 'Data Platform'
}
