import { ALL_CATEGORIES, blogCategories, type CategoryFilter } from './categories.ts'
import type { ArticleSummary } from './article-schema.ts'

export type BlogFilter = { query: string; category: CategoryFilter }

export const emptyFilter: BlogFilter = { query: '', category: ALL_CATEGORIES }

/** The URL query parameters of the listing (`/blog?q=bigquery&categorie=data-platform`). */
export const QUERY_PARAM = 'q'
export const CATEGORY_PARAM = 'categorie'

/**
 * Text as compared by the search: lower case, accents and apostrophe styles ignored,
 * any run of spaces (non-breaking ones included) as one space. Ignoring accents is a
 * choice: "securite" finds "Sécurité", as visitors often type without accents.
 */
export function normalizeSearchText(value: string): string {
	return value
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[’‘`´]/g, "'")
		.replace(/\s+/g, ' ')
		.trim()
}

type Searchable = Pick<ArticleSummary, 'title' | 'excerpt' | 'tags' | 'category'>

/** What the listing's browser module filters (blog-listing.tsx writes it into the page as JSON). */
export type SearchableArticle = Pick<ArticleSummary, 'slug' | 'title' | 'excerpt' | 'tags' | 'category'>

/** Each list's articles with their searchable text normalised once (the list is filtered per keystroke or request). */
const searchTexts = new WeakMap<readonly Searchable[], string[][]>()

function normalizedTexts(articles: readonly Searchable[]): string[][] {
	let texts = searchTexts.get(articles)
	if (!texts) {
		texts = articles.map((article) => [article.title, article.excerpt, ...article.tags].map(normalizeSearchText))
		searchTexts.set(articles, texts)
	}
	return texts
}

/**
 * Case-insensitive match of the whole query on the title, the excerpt or any
 * tag, combined with the category ('Tous' keeps every category).
 */
export function filterArticles<T extends Searchable>(articles: readonly T[], filter: BlogFilter): T[] {
	const query = normalizeSearchText(filter.query)
	const texts = query ? normalizedTexts(articles) : []
	return articles.filter((article, index) => {
		if (filter.category !== ALL_CATEGORIES && article.category !== filter.category) return false
		if (!query) return true
		return texts[index]!.some((text) => text.includes(query))
	})
}

/** Reads the filter from the URL; an unknown category means 'Tous'. Accepts slug or label. */
export function parseBlogQuery(params: URLSearchParams): BlogFilter {
	const query = (params.get(QUERY_PARAM) ?? '').slice(0, 100)
	// The first value wins: the no-JS form sends the clicked category before the current one.
	const rawCategory = normalizeSearchText(params.get(CATEGORY_PARAM) ?? '')
	const match = blogCategories.find(
		(category) => category.slug === rawCategory || normalizeSearchText(category.label) === rawCategory,
	)
	return { query, category: match ? match.label : ALL_CATEGORIES }
}

/** The filter as URL query parameters; empty values are left out (`/blog` when unfiltered). */
export function blogQueryParams(filter: BlogFilter): URLSearchParams {
	const params = new URLSearchParams()
	if (filter.query.trim()) params.set(QUERY_PARAM, filter.query)
	const category = blogCategories.find((entry) => entry.label === filter.category)
	if (category) params.set(CATEGORY_PARAM, category.slug)
	return params
}

/** The listing's count, « 7 articles » or « 1 article sur 7 » (the server's and the module's). */
export function articleCountLabel(visible: number, total: number): string {
	return visible === total ? `${total} articles` : `${visible} article${visible > 1 ? 's' : ''} sur ${total}`
}

/**
 * Whether the visible card at `index` spans the first row: the newest article, when the
 * list is unfiltered and its length leaves it alone on a row of three (7 = 1 + 2 × 3).
 */
export function isFeatured(index: number, visible: number, total: number): boolean {
	return index === 0 && visible === total && visible % 3 === 1
}
