/**
 * Identifiers that several layers share: the URL slugs of the expertise pages and the
 * white papers' types and PDF file names. This module imports nothing, so the route
 * table (read by the build in plain Node) and the database schema (read by drizzle-kit)
 * can import it too. Everything else derives from these lists.
 */

/** The seven expertise pages, /expertise/<slug>, in menu order. */
export const expertiseSlugs = [
	'applicatif',
	'data-platform',
	'ia-gen-ai',
	'move-to-cloud',
	'workspace',
	'resell',
	'security',
] as const

export type ExpertiseSlug = (typeof expertiseSlugs)[number]

/** The two white papers: the value stored in `whitepaper_leads.whitepaper_type`. */
export const whitepaperTypes = ['workspace-ia', 'data-platform'] as const

export type WhitepaperType = (typeof whitepaperTypes)[number]

/** Each white paper's PDF, built into public/ by scripts/build-whitepapers.ts and downloaded under this name. */
export const whitepaperFileNames = {
	'workspace-ia': 'livre-blanc-workspace-ia.pdf',
	'data-platform': 'livre-blanc-data-platform-gcp.pdf',
} as const satisfies Record<WhitepaperType, string>
