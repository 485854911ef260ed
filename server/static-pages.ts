import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
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
