import { type WhitepaperType, whitepaperFileNames, whitepaperTypes } from '#app/content/identifiers.ts'
import { typeset } from '#app/lib/typography.ts'

export { type WhitepaperType, whitepaperTypes }

/** The white-paper catalogue. The PDFs are built from app/content/whitepapers/*.md. */

export type Whitepaper = {
	type: WhitepaperType
	title: string
	shortTitle: string
	description: string
	image: string
	/** The PDF's URL, and the name it downloads under. */
	pdfUrl: string
	fileName: string
}

export const whitepapers: Whitepaper[] = typeset([
	{
		type: 'workspace-ia',
		title: 'IA & Workspace : collaborer autrement avec Google Workspace et Gemini',
		shortTitle: 'IA & Workspace',
		description:
			'Cas d’usage par métier, gouvernance des données et plan de déploiement : comment l’IA générative de Google Workspace transforme le travail d’équipe.',
		image: '/images/whitepapers/workspace-ia.svg',
		pdfUrl: `/${whitepaperFileNames['workspace-ia']}`,
		fileName: whitepaperFileNames['workspace-ia'],
	},
	{
		type: 'data-platform',
		title: 'Data Platforms scalables sur Google Cloud',
		shortTitle: 'Data Platform',
		description:
			'Architecture moderne, ingestion temps réel et batch, choix des bases de données, optimisation des coûts, sécurité et gouvernance.',
		image: '/images/whitepapers/data-platform.svg',
		pdfUrl: `/${whitepaperFileNames['data-platform']}`,
		fileName: whitepaperFileNames['data-platform'],
	},
])

export function whitepaperByType(type: WhitepaperType): Whitepaper {
	const whitepaper = whitepapers.find((item) => item.type === type)
	if (!whitepaper) throw new Error(`Unknown white paper type: ${type}`)
	return whitepaper
}

/**
 * Label of the admin table’s « Livre blanc » column: the white paper’s short title. A
 * value outside the catalogue (the database refuses one, but an old row or a bad
 * import could hold it) is shown as it is, never as another white paper.
 */
export function whitepaperLabel(type: string | null | undefined): string {
	return whitepapers.find((item) => item.type === type)?.shortTitle ?? (type || '—')
}
