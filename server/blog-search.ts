/**
 * Blog searches (/blog?q=…) answered from one render per result set
 * (docs/decisions/050-search-answers-spliced.md). The page depends on the URL only
 * through the filter's outcome (the category and the matching articles) and one echo:
 * the query in the search box (`value` attribute). The page is a document with no client
 * router (docs/decisions/057-blog-filter-as-a-module.md): no form and no script carries
 * its URL. The first search with a given outcome is rendered by React Router and cut at
 * the query; every later one, whatever its words, is that page with its own query
 * written in, escaped as React escapes attribute values. The articles' JSON data block
 * holds every article whatever the query, so no script changes and the CSP hashes of the
 * first render hold for all.
 */
import type { ServerBuild } from 'react-router'
import type { ArticleSummary } from '../app/features/blog/public.ts'
import { filterArticles, parseBlogQuery } from '../app/features/blog/public.ts'
import { callLoader, escapeAsReact, FormatChanged, routeOfPath } from '../app/lib/react-router-formats.ts'
import { makeTemplate, type PageTemplate } from './page-template.ts'

export type BlogSearch = {
	/** What the answer depends on besides the echo: category and matching articles. */
	templateKey: string
	/** The echo, escaped: the query (search box). */
	values: [query: string]
}

const origin = 'http://localhost'

/**
 * The search a GET of `rawUrl` asks for, or undefined when the URL is not a plain
 * search of /blog (then the page is rendered as before). The URL is read as the render
 * reads it (server/render-cache.ts, then React Router's location): the search box shows
 * the first `q` cut to 100 characters (parseBlogQuery).
 */
export function blogSearchOf(rawUrl: string, articles: readonly ArticleSummary[]): BlogSearch | undefined {
	// A fragment, an `index` or `_routes` parameter are React Router's: rendered as before.
	if (rawUrl.includes('#')) return undefined
	const url = URL.parse(rawUrl, origin)
	if (!url || url.origin !== origin || url.pathname !== '/blog') return undefined
	const params = url.searchParams
	if (params.has('index') || params.has('_routes')) return undefined
	const search = params.toString()
	// Without parameters: the prerendered page.
	if (!search) return undefined
	const filter = parseBlogQuery(params)
	const matching = filterArticles(articles, filter).map((article) => article.slug)
	return {
		templateKey: `${filter.category}\n${matching.join('\n')}`,
		values: [escapeAsReact(filter.query)],
	}
}

/** Where the echo sits in the page: the search box's value. */
export function blogSearchMarkers(search: BlogSearch) {
	return [{ prefix: ' name="q" value="', text: search.values[0], suffix: '"' }]
}

/** Cuts a render of `search` into a template; undefined if the page is not as expected. */
export function blogSearchTemplate(html: string, search: BlogSearch): PageTemplate | undefined {
	return makeTemplate(html, blogSearchMarkers(search))
}

/**
 * The blog route's articles, from its loader (the same list the page filters). A build
 * whose blog loader answers otherwise is refused at start (FormatChanged), never served
 * without its searches.
 */
export async function blogArticles(build: ServerBuild): Promise<readonly ArticleSummary[]> {
	const route = routeOfPath(build, 'blog')
	if (!route) throw new FormatChanged('routes', 'pas de route blog')
	const data = (await callLoader(route, new URL(`${origin}/blog`))) as { articles?: unknown } | null
	const articles = data?.articles
	if (!Array.isArray(articles) || !articles.every((article) => typeof article?.slug === 'string'))
		throw new FormatChanged('appel des loaders', 'le loader du blog ne rend pas ses articles')
	return articles as ArticleSummary[]
}
