/**
 * Pages rendered per request whose answer cannot change within a deployment — a blog
 * search without JavaScript (/blog?q=…) and the 404 page — rendered once per normalised
 * URL and kept in a bounded LRU (docs/decisions/033-render-cache.md). Only anonymous GETs
 * (no cookie) are cached, and only answers without a cookie of their own.
 *
 * The fast path in front of Express (serveHit) answers only what the cache owns: a key
 * is admitted by the middleware, which Express reaches after everything the server
 * answers itself (the health checks), and only once React Router rendered it as an HTML
 * page; any other request goes through the application (docs/decisions/092-fast-paths-own-their-keys.md). A plain blog
 * search is rendered once per result set instead, its query and URL written into that
 * render (server/blog-search.ts, docs/decisions/050-search-answers-spliced.md).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { LRUCache } from 'lru-cache'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { ArticleSummary } from '../app/features/blog/public.ts'
import { referrerHostOf } from '../app/features/leads/public.ts'
import { contentSecurityPolicy, nonceOf, scriptHashes, securityHeaders } from '../app/lib/csp.ts'
import { manifestPathOf, notFoundRouteId, pagePathOfDataUrl } from '../app/lib/react-router-formats.ts'
import { blogArticles, blogSearchOf, blogSearchTemplate, type BlogSearch } from './blog-search.ts'
import { fillTemplate, fillTemplateGzip, type PageTemplate } from './page-template.ts'
import { chooseEncoding, leafRouteId, normalizePagePath, routeTree } from './static-pages.ts'

type CachedRender = {
	status: number
	headers: Record<string, string>
	body: Buffer
	br: Buffer
	gzip: Buffer
	size: number
}

/** A blog search page cut at its echoes, with the headers of the render it was cut from. */
type SearchTemplate = { template: PageTemplate; headers: Record<string, string> }

export type RenderCacheOptions = {
	/** Pages (URL paths) whose route has a loader: with a query string, they are rendered. */
	dynamicWithQuery: Set<string>
	maxEntries?: number
	maxBytes?: number
	/** Bound of the blog search templates (one per category and set of matching articles). */
	maxTemplates?: number
	maxTemplateBytes?: number
	/** Bound of the unknown paths the fast path answers with the one 404 render. */
	maxNotFoundPaths?: number
}

/** The headers a cached page is rendered with: none of the visitor's, so it is anyone's page. */
function neutralHeaders(request: IncomingMessage): Headers {
	const headers = new Headers()
	for (const name of ['x-request-id', 'x-nuvea-client-ip']) {
		const value = request.headers[name]
		if (typeof value === 'string') headers.set(name, value)
	}
	return headers
}

/** True when the Referer names another site than the one asked, as the lead attribution reads it. */
function fromAnotherSite(request: IncomingMessage): boolean {
	const host = referrerHostOf(request.headers.referer)
	const own = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
	return host !== null && host !== own
}

/** The cache key: the normalised path and the query's parameters in a stable order. */
export function renderCacheKey(url: string): string | null {
	const parsed = URL.parse(url, 'http://x')
	if (!parsed) return null
	const pagePath = normalizePagePath(parsed.pathname)
	// An encoded ? or # in the path would read as a query once decoded: not a key of ours.
	if (!pagePath || /[?#]/.test(pagePath)) return null
	parsed.searchParams.sort()
	const query = parsed.searchParams.toString()
	return query ? `${pagePath}?${query}` : pagePath
}

export async function cachedRenders(build: ServerBuild, options: RenderCacheOptions) {
	const {
		dynamicWithQuery,
		maxEntries = 500,
		maxBytes = 32 * 1024 * 1024,
		maxTemplates = 200,
		maxTemplateBytes = 24 * 1024 * 1024,
		maxNotFoundPaths = 10_000,
	} = options
	const tree = routeTree(build.routes)
	// React Router's route-discovery endpoint answers every path too: never the 404 page.
	const manifestPath = manifestPathOf(build)
	const handler = createRequestHandler(build, 'production')
	// Renders of pages with a query string, per normalised URL.
	const cache = new LRUCache<string, CachedRender>({
		max: maxEntries,
		maxSize: maxBytes,
		sizeCalculation: (entry) => entry.size,
	})
	// The one render of the 404 page, and the paths the application routed to it.
	let notFound: CachedRender | undefined
	const notFoundPaths = new LRUCache<string, true>({ max: maxNotFoundPaths })
	const articles: readonly ArticleSummary[] = await blogArticles(build)
	// false: that result set's page could not be cut (it is then cached per URL like the others).
	const templates = new LRUCache<string, SearchTemplate | false>({
		max: maxTemplates,
		maxSize: maxTemplateBytes,
		sizeCalculation: (entry) => (entry ? entry.template.size : 1),
	})
	const pendingTemplates = new Map<string, Promise<SearchTemplate | false>>()

	function cacheable(request: IncomingMessage): string | null {
		if (request.method !== 'GET' || request.headers.cookie || request.headers.authorization) return null
		const key = renderCacheKey(request.url ?? '/')
		if (!key) return null
		const [pagePath, query] = key.split('?', 2) as [string, string | undefined]
		if (pagePathOfDataUrl(pagePath) !== undefined) return null
		// A page with a loader may read the Referer (the landing pages attribute a visit from another
		// site to it): such an answer is that visitor's own. Blog searches never read it.
		if (query && dynamicWithQuery.has(pagePath)) return fromAnotherSite(request) && !searchOf(request) ? null : key
		// The not-found page does not echo its URL: one render answers every unknown path. React
		// Router's catch-all also matches its route-discovery endpoint: never the 404 page's. The
		// health checks never get here (Express answers them first) and so are never admitted
		// (docs/decisions/065-request-edge.md).
		const pathname = URL.parse(request.url ?? '/', 'http://x')?.pathname
		if (!pathname || pathname === manifestPath) return null
		// The 404 page's key is the path alone: its query string changes nothing.
		return leafRouteId(tree, { pathname }) === notFoundRouteId ? pagePath : null
	}

	/** True for a key the catch-all answers (a path alone; a page's render with a query string has one). */
	function isNotFoundKey(key: string): boolean {
		return !key.includes('?')
	}

	/** A fresh render by React Router, or its own response when it is not a page that can be reused. */
	async function renderPage(url: string, headers: Headers) {
		const response = await handler(new Request(new URL(url, 'http://localhost'), { headers }))
		const nonce = nonceOf(response.headers.get('content-security-policy') ?? '')
		const type = response.headers.get('content-type') ?? ''
		// An answer marked private or no-store is that request's own: never kept for others.
		const cacheControl = response.headers.get('cache-control') ?? ''
		if (
			![200, 404].includes(response.status) ||
			response.headers.has('set-cookie') ||
			/\b(private|no-store)\b/i.test(cacheControl) ||
			!nonce ||
			!type.startsWith('text/html')
		)
			return response
		const body = Buffer.from(await response.arrayBuffer())
		const responseHeaders: Record<string, string> = {
			'Content-Type': type,
			// Sent to many visitors, the nonce is no longer secret: the policy lists the hashes of
			// the scripts that carried it, which still refuses any other script.
			'Content-Security-Policy': contentSecurityPolicy({
				scriptHashes: await scriptHashes(body.toString('utf8'), { nonce }),
			}),
			'Cache-Control': cacheControl || 'no-cache',
			Vary: 'Accept-Encoding',
		}
		return { status: response.status, headers: responseHeaders, body, nonce }
	}

	async function render(request: IncomingMessage): Promise<CachedRender | Response> {
		const rendered = await renderPage(request.url ?? '/', neutralHeaders(request))
		if (rendered instanceof Response) return rendered
		const { body, headers: responseHeaders } = rendered
		const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
		const gzip = gzipSync(body, { level: 6 })
		return {
			status: rendered.status,
			headers: responseHeaders,
			body,
			br,
			gzip,
			size: body.length + br.length + gzip.length,
		}
	}

	function remember(key: string, entry: CachedRender) {
		if (!isNotFoundKey(key)) cache.set(key, entry)
		else if (entry.status === 404) {
			notFound ??= entry
			notFoundPaths.set(key, true)
		}
	}

	/** The cached answer the fast path owns for `key`, if any. */
	function known(key: string): CachedRender | undefined {
		return isNotFoundKey(key) ? (notFoundPaths.get(key) ? notFound : undefined) : cache.get(key)
	}

	/** The blog search a request asks for, when it may be answered from a template. */
	function searchOf(request: IncomingMessage): BlogSearch | undefined {
		if (request.method !== 'GET' || request.headers.cookie || request.headers.authorization) return
		return blogSearchOf(request.url ?? '/', articles)
	}

	/** Renders the search's page once per result set and cuts it (concurrent requests share the render). */
	function templateFor(request: IncomingMessage, search: BlogSearch): Promise<SearchTemplate | false> {
		const made = templates.get(search.templateKey)
		if (made !== undefined) return Promise.resolve(made)
		let pending = pendingTemplates.get(search.templateKey)
		if (!pending) {
			pending = (async () => {
				const rendered = await renderPage(request.url ?? '/', neutralHeaders(request))
				if (rendered instanceof Response || rendered.status !== 200) return false
				const template = blogSearchTemplate(rendered.body.toString('utf8'), search)
				return template ? { template, headers: rendered.headers } : false
			})().finally(() => pendingTemplates.delete(search.templateKey))
			pending.then((entry) => templates.set(search.templateKey, entry)).catch(() => undefined)
			pendingTemplates.set(search.templateKey, pending)
		}
		return pending
	}

	/** A filled template: gzip is assembled from precompressed pieces; brotli would cost a compression. */
	function sendSearch(
		request: IncomingMessage,
		response: ServerResponse,
		entry: SearchTemplate,
		search: BlogSearch,
		requestId?: string,
	) {
		const gzip = chooseEncoding(request.headers['accept-encoding'], ['gzip']) === 'gzip'
		const body = gzip ? fillTemplateGzip(entry.template, search.values) : fillTemplate(entry.template, search.values)
		response.writeHead(200, {
			...(requestId ? { 'X-Request-Id': requestId } : {}),
			...securityHeaders,
			...entry.headers,
			...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
			'Content-Length': String(body.length),
		})
		response.end(body)
	}

	function send(request: IncomingMessage, response: ServerResponse, entry: CachedRender, requestId?: string) {
		const encoding = chooseEncoding(request.headers['accept-encoding'])
		const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body
		response.writeHead(entry.status, {
			...(requestId ? { 'X-Request-Id': requestId } : {}),
			...securityHeaders,
			...entry.headers,
			...(encoding ? { 'Content-Encoding': encoding } : {}),
			'Content-Length': String(body.length),
		})
		response.end(body)
	}

	/** The cached answer of a cacheable request, rendered first if need be, or React Router's own response. */
	async function cachedAnswer(request: IncomingMessage, key: string): Promise<CachedRender | Response> {
		const cached = known(key)
		if (cached) return cached
		// The one 404 render answers every path the application routes to the catch-all.
		if (isNotFoundKey(key) && notFound) {
			remember(key, notFound)
			return notFound
		}
		const rendered = await render(request)
		if (!(rendered instanceof Response)) remember(key, rendered)
		return rendered
	}

	return {
		/** A fresh render of `url` by React Router with the headers of a template's render (tests compare). */
		renderPage: (url: string) => renderPage(url, new Headers()),
		/** The answer to a blog search from its template (rendered first if need be), or undefined. */
		async searchAnswer(url: string) {
			const request = { method: 'GET', url, headers: {} } as IncomingMessage
			const search = searchOf(request)
			const entry = search && (await templateFor(request, search))
			if (!search || !entry) return undefined
			return {
				templateKey: search.templateKey,
				headers: entry.headers,
				body: fillTemplate(entry.template, search.values),
				gzip: fillTemplateGzip(entry.template, search.values),
			}
		},
		/** The cached answer for a GET of `url` (rendered first if need be), or undefined if not cacheable. */
		async pageAnswer(url: string) {
			const request = { method: 'GET', url, headers: {} } as IncomingMessage
			const key = cacheable(request)
			const entry = key ? await cachedAnswer(request, key) : undefined
			return entry instanceof Response ? undefined : entry
		},
		/** Answers from the cache before Express, or returns false. */
		serveHit(request: IncomingMessage, response: ServerResponse, requestId: string): boolean {
			const search = searchOf(request)
			const template = search && templates.get(search.templateKey)
			if (search && template) {
				sendSearch(request, response, template, search, requestId)
				return true
			}
			if (request.method !== 'GET' || request.headers.cookie || request.headers.authorization) return false
			const key = renderCacheKey(request.url ?? '/')
			const entry = key ? (known(key) ?? known(key.split('?', 1)[0]!)) : undefined
			if (!key || !entry) return false
			// A visit from another site to a page with a loader is that visitor's own (see cacheable).
			if (!isNotFoundKey(key) && fromAnotherSite(request)) return false
			send(request, response, entry, requestId)
			return true
		},
		/** Express middleware: renders a cacheable page once and keeps it. */
		middleware: async (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
			const key = cacheable(request)
			if (!key) return next()
			try {
				const search = searchOf(request)
				const template = search && (await templateFor(request, search))
				if (search && template) return sendSearch(request, response, template, search)
				const entry = await cachedAnswer(request, key)
				if (entry instanceof Response) {
					response.status(entry.status)
					entry.headers.forEach((value, name) => name !== 'set-cookie' && response.setHeader(name, value))
					const cookies = entry.headers.getSetCookie()
					if (cookies.length) response.setHeader('Set-Cookie', cookies)
					response.end(Buffer.from(await entry.arrayBuffer()))
					return
				}
				send(request, response, entry)
			} catch (error) {
				next(error)
			}
		},
	}
}
