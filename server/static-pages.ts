import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'

/** URL paths of the prerendered pages of build/client ('/', '/blog'…). */
export async function prerenderedPagePaths(clientDir: string): Promise<string[]> {
	const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
	return entries
		.filter((entry) => entry.isFile() && entry.name === 'index.html')
		.map((entry) => {
			const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join('/')
			return relative ? `/${relative}` : '/'
		})
}

/** '/blog/' and '/blog' name the same page; anything odd yields null. */
export function normalizePagePath(rawPath: string): string | null {
	let decoded: string
	try {
		decoded = decodeURIComponent(rawPath)
	} catch {
		return null
	}
	if (decoded.includes('\0')) return null
	const normalized = path.posix.normalize(decoded)
	if (normalized !== decoded && normalized !== decoded.replace(/\/+$/, '')) return null
	return normalized.length > 1 ? normalized.replace(/\/+$/, '') : '/'
}

/**
 * The best variant the client accepts among `offered` (brotli, then gzip, by default),
 * or null for none. `*` stands for gzip, never for brotli.
 */
export function chooseEncoding(
	acceptEncoding: string | undefined,
	offered: readonly ('br' | 'gzip')[] = ['br', 'gzip'],
): 'br' | 'gzip' | null {
	const accepted = (acceptEncoding ?? '')
		.split(',')
		.map((part) => part.trim().split(';'))
		.filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
		.map(([name]) => name!.toLowerCase())
	if (offered.includes('br') && accepted.includes('br')) return 'br'
	if (offered.includes('gzip') && (accepted.includes('gzip') || accepted.includes('*'))) return 'gzip'
	return null
}

type RouteLike = {
	id: string
	parentId?: string
	path?: string
	index?: boolean
	caseSensitive?: boolean
	module: { loader?: unknown }
}

/**
 * URL paths (of `paths`) whose page route — the deepest matching route — has a
 * loader. Such a page may depend on its query string (/blog?q=…), which its
 * prerendered file cannot reflect: a GET with a query string goes to React Router.
 */
export function pathsWithLoader(routes: Record<string, RouteLike | undefined>, paths: Iterable<string>): Set<string> {
	const tree = routeTree(routes)
	const result = new Set<string>()
	for (const urlPath of paths) {
		const leaf = matchRoutes(tree, urlPath)?.at(-1)
		if (leaf && routes[leaf.route.id as string]?.module.loader) result.add(urlPath)
	}
	return result
}

/**
 * The id of the deepest route matching `location` ('routes/not-found' for an unknown
 * page). Give a request's pathname as `{ pathname }`, still percent-encoded, as React
 * Router matches it: a string is parsed again (a decoded `?` would start a query).
 */
export function leafRouteId(tree: RouteObject[], location: string | { pathname: string }): string | undefined {
	return matchRoutes(tree, location)?.at(-1)?.route.id
}

/** The server build's flat route list as the nested tree matchRoutes expects. */
export function routeTree(routes: Record<string, RouteLike | undefined>): RouteObject[] {
	type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] }
	const nodes = new Map<string, Node>()
	for (const route of Object.values(routes)) {
		if (route)
			nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive })
	}
	const tree: Node[] = []
	for (const route of Object.values(routes)) {
		if (!route) continue
		const node = nodes.get(route.id)!
		const parent = route.parentId ? nodes.get(route.parentId) : undefined
		if (parent) (parent.children ??= []).push(node)
		else tree.push(node)
	}
	return tree as RouteObject[]
}

/** True when the request URL carries a non-empty query string. */
export function hasQueryString(url: string): boolean {
	const index = url.indexOf('?')
	return index !== -1 && index < url.length - 1
}
