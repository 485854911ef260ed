/**
 * The blog's six categories plus 'Tous'. Each has a URL slug for the
 * `?categorie=` query parameter, so a filtered list can be shared.
 */
export const blogCategories = [
	{ label: 'IA & Gen AI', slug: 'ia-gen-ai' },
	{ label: 'Applicatif', slug: 'applicatif' },
	{ label: 'Data Platform', slug: 'data-platform' },
	{ label: 'Move to Cloud', slug: 'move-to-cloud' },
	{ label: 'Workspace', slug: 'workspace' },
	{ label: 'Sécurité', slug: 'securite' },
] as const

export type BlogCategory = (typeof blogCategories)[number]['label']

/** The "no filter" choice. */
export const ALL_CATEGORIES = 'Tous'

export type CategoryFilter = BlogCategory | typeof ALL_CATEGORIES

export const categoryLabels = blogCategories.map((category) => category.label) as [BlogCategory, ...BlogCategory[]]

export function categorySlug(category: BlogCategory): string {
	return blogCategories.find((entry) => entry.label === category)!.slug
}
