import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { matchRoutes, type RouteObject } from 'react-router'
import { contentSecurityPolicy, inlineScriptHashes } from '../app/lib/csp.ts'

export type StaticPage = { file: string; csp: string }

/**
 * Indexes the prerendered pages of build/client: URL path → file and the CSP that
 * allows exactly the inline scripts of that file (by sha256; a static file cannot
 * carry a per-request nonce).
 */
export async function indexPrerenderedPages(clientDir: string): Promise<Map<string, StaticPage>> {
	const pages = new Map<string, StaticPage>()
	const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
	for (const entry of entries) {
		if (!entry.isFile() || entry.name !== 'index.html') continue
		const file = path.join(entry.parentPath, entry.name)
		const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
		const urlPath = relative ? `/${relative}` : '/'
		const hashes = await inlineScriptHashes(await readFile(file, 'utf8'))
		pages.set(urlPath, { file, csp: contentSecurityPolicy(hashes) })
	}
	return pages
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

/** Files of build/client that have a precompressed .br / .gz sibling. */
export async function indexPrecompressed(clientDir: string): Promise<Set<string>> {
	const files = new Set<string>()
	for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
		if (entry.isFile() && entry.name.endsWith('.br')) files.add(path.join(entry.parentPath, entry.name.slice(0, -3)))
	}
	return files
}

/** The best precompressed variant the client accepts: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
	const accepted = (acceptEncoding ?? '')
		.split(',')
		.map((part) => part.trim().split(';'))
		.filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
		.map(([name]) => name!.toLowerCase())
	if (accepted.includes('br')) return 'br'
	if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip'
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
	const result = new Set<string>()
	for (const urlPath of paths) {
		const leaf = matchRoutes(tree as RouteObject[], urlPath)?.at(-1)
		if (leaf && routes[leaf.route.id as string]?.module.loader) result.add(urlPath)
	}
	return result
}

/** True when the request URL carries a non-empty query string. */
export function hasQueryString(url: string): boolean {
	const index = url.indexOf('?')
	return index !== -1 && index < url.length - 1
}
