/**
 * The one seam with React Router's and React's output formats
 * (docs/decisions/090-one-seam-with-react-router.md). Everything this site assumes about
 * what those libraries write or answer — the prerender's file layout, the `.data` URLs,
 * the route ids, the route-discovery endpoint, React's attribute escaping, how a loader is
 * called, the module id of a route's browser module — is written here and nowhere else.
 *
 * Each assumption is checked against the production build: at start, by
 * `checkBuildFormats` (server/index.ts stops with a French message naming the format that
 * changed), and in `npm test` by tests/server/react-router-formats.test.ts. The build
 * checks the browser-module id itself (scripts/document-routes.ts). Plain functions, no
 * Node import: the app, the server and the build tooling all read them.
 */
import type { ServerBuild } from 'react-router'
import { nonceOf, scriptHashes } from './csp.ts'

/** Thrown when the build does not match an assumption of this module. */
export class FormatChanged extends Error {
	constructor(format: string, detail: string) {
		super(`Format de React Router changé (${format}) : ${detail}`)
		this.name = 'FormatChanged'
	}
}

// ---------------------------------------------------------------------------------------
// Build: the module id React Router's Vite plugin gives a route's browser module.

/** The suffix of a route module's id in the client build (scripts/document-routes.ts empties reading pages'). */
export const clientRouteModuleQuery = '?__react-router-build-client-route'

// ---------------------------------------------------------------------------------------
// Routes: ids are the route file's path under app/, without its extension.

/** The id of the catch-all route (app/routes/not-found.tsx), which answers every unknown path. */
export const notFoundRouteId = 'routes/not-found'

/** The route-discovery endpoint of the build (lazy discovery), which answers any path. */
export function manifestPathOf(build: Pick<ServerBuild, 'routeDiscovery'>): string {
	return (build.routeDiscovery?.mode === 'lazy' && build.routeDiscovery.manifestPath) || '/__manifest'
}

// ---------------------------------------------------------------------------------------
// Data requests: a page's loader data at `<path>.data`, the home page's at `/_.data`, a
// path with a trailing slash at `<path>/_.data` (react-router/lib/server-runtime/urls).

/** The page path a data request is for ('/_.data' → '/', '/blog.data' → '/blog'), or undefined. */
export function pagePathOfDataUrl(pathname: string): string | undefined {
	if (!pathname.endsWith('.data')) return undefined
	const page = pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.slice(0, -'.data'.length)
	return page.length > 1 ? page.replace(/\/$/, '') : '/'
}

/** The URL of a page's loader data, as the browser asks for it and the prerender writes it. */
export function dataUrlOf(pagePath: string): string {
	return pagePath === '/' ? '/_.data' : `${pagePath.replace(/\/$/, '')}.data`
}

// ---------------------------------------------------------------------------------------
// Prerender: `<path>/index.html` for a page, `<path>` for a resource route (sitemap.xml),
// and the loader data beside it (`<path>.data`, `_.data` for '/'); paths relative to build/client.

/** The files the prerender may write for `urlPath`: the page, or the resource, and the data. */
export function prerenderedFilesOf(urlPath: string): { page: string; resource: string; data: string } {
	const relative = urlPath.replace(/^\/|\/$/g, '')
	return {
		page: relative ? `${relative}/index.html` : 'index.html',
		resource: relative,
		data: dataUrlOf(urlPath).slice(1),
	}
}

/** The URL path of a prerendered page file ('blog/index.html' → '/blog'), or undefined for another file. */
export function pagePathOfPrerenderedFile(relative: string): string | undefined {
	if (relative === 'index.html') return '/'
	return relative.endsWith('/index.html') ? `/${relative.slice(0, -'/index.html'.length)}` : undefined
}

/** A prerendered loader-data file (served as React Router's `text/x-script`). */
export function isDataFile(relative: string): boolean {
	return relative.endsWith('.data')
}

/** The content type React Router answers loader data with. */
export const dataContentType = 'text/x-script'

// ---------------------------------------------------------------------------------------
// React DOM: how it writes an attribute value (escapeTextForBrowser).

const htmlEscapes: Record<string, string> = {
	'"': '&quot;',
	'&': '&amp;',
	"'": '&#x27;',
	'<': '&lt;',
	'>': '&gt;',
}

/** React DOM's escaping of text and attribute values, character for character. */
export function escapeAsReact(text: string): string {
	return text.replace(/["&'<>]/g, (character) => htmlEscapes[character]!)
}

// ---------------------------------------------------------------------------------------
// Loaders: what React Router passes a route's loader for a GET.

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

/** Calls `route`'s loader as React Router does for a GET of `url` with no parameters (no context). */
export async function callLoader(route: BuildRoute, url: URL): Promise<unknown> {
	const loader = route.module.loader
	if (!loader) throw new FormatChanged('loader', `la route ${route.id} n’a pas de loader`)
	const args = { request: new Request(url), url, params: {}, pattern: url.pathname, context: undefined }
	return loader(args as unknown as Parameters<typeof loader>[0])
}

/** The build's route for `path` (as written in app/routes.ts, without its leading slash). */
export function routeOfPath(build: Pick<ServerBuild, 'routes'>, path: string): BuildRoute | undefined {
	return Object.values(build.routes).find((route) => route?.path === path)
}

// ---------------------------------------------------------------------------------------
// The checks, run at start against the build and by the contract test.

/** A prerendered page that hydrates (its scripts carry the nonce when rendered per request). */
const appPageCheckPath = '/expertise/roi-calculator'

export type FormatCheckInput = {
	build: ServerBuild
	/** Every file of build/client, relative, with '/' separators. */
	clientFiles: ReadonlySet<string>
	/** The paths the build prerendered (react-router.config.ts). */
	prerendered: readonly string[]
	/** A GET through React Router's request handler for this build. */
	fetch: (url: string) => Promise<Response>
}

/**
 * Checks every assumption of this module against a production build; throws FormatChanged
 * naming the first one that no longer holds. Cheap: a handful of renders.
 */
export async function checkBuildFormats({ build, clientFiles, prerendered, fetch }: FormatCheckInput): Promise<void> {
	// Route ids and the catch-all.
	const notFound = build.routes[notFoundRouteId]
	if (!notFound || notFound.path !== '*')
		throw new FormatChanged('identifiants de route', `pas de route « ${notFoundRouteId} » sur le chemin *`)
	// The prerender's file layout.
	for (const urlPath of prerendered) {
		const files = prerenderedFilesOf(urlPath)
		if (!clientFiles.has(files.page) && !clientFiles.has(files.resource))
			throw new FormatChanged('fichiers du prérendu', `ni ${files.page} ni ${files.resource} pour ${urlPath}`)
	}
	if (!clientFiles.has(prerenderedFilesOf('/').data))
		throw new FormatChanged('fichiers du prérendu', `pas de ${prerenderedFilesOf('/').data} pour la page d’accueil`)
	// Data requests: the home page's and a page's, answered as loader data.
	for (const pagePath of ['/', '/blog']) {
		const url = dataUrlOf(pagePath)
		const response = await fetch(url)
		const type = response.headers.get('content-type') ?? ''
		await response.body?.cancel()
		if (response.status !== 200 || !type.startsWith(dataContentType) || pagePathOfDataUrl(url) !== pagePath)
			throw new FormatChanged('URL des données', `${url} répond ${response.status} ${type}`)
	}
	// The route-discovery endpoint.
	const manifest = await fetch(
		`${manifestPathOf(build)}?paths=${encodeURIComponent('/blog')}&version=${build.assets.version}`,
	)
	const manifestType = manifest.headers.get('content-type') ?? ''
	await manifest.body?.cancel()
	if (manifest.status !== 200 || !manifestType.startsWith('application/json'))
		throw new FormatChanged(
			'découverte des routes',
			`${manifestPathOf(build)} répond ${manifest.status} ${manifestType}`,
		)
	// The blog loader, called as React Router calls it.
	const blog = routeOfPath(build, 'blog')
	const data = blog && ((await callLoader(blog, new URL('http://localhost/blog'))) as { articles?: unknown } | null)
	if (!Array.isArray(data?.articles) || data.articles.length === 0)
		throw new FormatChanged('appel des loaders', 'le loader du blog ne rend pas ses articles')
	// The nonce: the app's policy names it, and React writes it on every inline script of a
	// page that hydrates (its hydration data included), so a cached render can list them by hash.
	const appPage = await fetch(appPageCheckPath)
	const nonce = nonceOf(appPage.headers.get('content-security-policy') ?? '')
	const appHtml = await appPage.text()
	const nonced = nonce ? await scriptHashes(appHtml, { nonce }) : []
	if (!nonce || nonced.length === 0 || nonced.length !== (await scriptHashes(appHtml)).length)
		throw new FormatChanged('nonce des scripts', `les scripts de ${appPageCheckPath} ne portent pas tous le nonce`)
	// The catch-all answers an unknown path with the 404 page.
	const missing = await fetch('/__verification-du-format-404')
	await missing.body?.cancel()
	if (missing.status !== 404 || !(missing.headers.get('content-type') ?? '').startsWith('text/html'))
		throw new FormatChanged('page introuvable', `un chemin inconnu répond ${missing.status}`)
	// React's attribute escaping, as the blog search box echoes its query.
	const query = `"<'&>`
	const search = await fetch(`/blog?q=${encodeURIComponent(query)}`)
	const html = await search.text()
	if (!html.includes(` name="q" value="${escapeAsReact(query)}"`))
		throw new FormatChanged('échappement des attributs', 'la recherche du blog n’écrit pas sa requête comme prévu')
}
