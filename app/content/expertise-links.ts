import type { ExpertiseSlug } from '#app/content/identifiers.ts'

/**
 * The seven expertise pages as the header and the footer link to them: names and
 * addresses only, so that every page's code carries no more (their descriptions are in
 * expertise-areas.ts, for the home cards).
 */
export type ExpertiseLink = {
	slug: ExpertiseSlug
	/** Card title on home, also the key used to find the page. */
	title: string
	/** Label in menus. */
	navLabel: string
	path: string
}

export const expertiseLinks: ExpertiseLink[] = [
	{ slug: 'applicatif', title: 'Applicatif', navLabel: 'Applicatif', path: '/expertise/applicatif' },
	{ slug: 'data-platform', title: 'Data Platform', navLabel: 'Data Platform', path: '/expertise/data-platform' },
	{ slug: 'ia-gen-ai', title: 'IA & Gen AI', navLabel: 'IA & Gen AI', path: '/expertise/ia-gen-ai' },
	{ slug: 'move-to-cloud', title: 'Move to Cloud', navLabel: 'Move to Cloud', path: '/expertise/move-to-cloud' },
	{ slug: 'workspace', title: 'Workspace', navLabel: 'Workspace', path: '/expertise/workspace' },
	{ slug: 'resell', title: 'Licences & Consommation', navLabel: 'Licences & Consommation', path: '/expertise/resell' },
	{ slug: 'security', title: 'Sécurité', navLabel: 'Sécurité', path: '/expertise/security' },
]
