/**
 * The prerendered site, served from memory (docs/decisions/031-static-serving-from-memory.md).
 *
 * At start every file of build/client is read once; in the text files the build's
 * placeholder origin becomes SITE_URL (docs/decisions/030-runtime-site-url.md); each
 * page gets the CSP that allows exactly its inline scripts (by sha256, computed after
 * the replacement); every compressible file is compressed (brotli 11 and gzip 9) once,
 * with the result cached by content hash under DATA_DIR so a restart costs nothing (the
 * first start serves quick compressions while the best ones are made, at low priority). A
 * request is then a map lookup and one write of precomputed headers and bytes, before
 * Express sees it.
 */
import { createHash } from 'node:crypto'
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import { contentSecurityPolicy, scriptHashes, securityHeaders, subresourceHeaders } from '../app/lib/csp.ts'
import { logEvent } from '../app/lib/log.server.ts'
import { dataContentType, isDataFile, pagePathOfPrerenderedFile } from '../app/lib/react-router-formats.ts'
import { idleCompressor } from './idle-compression.ts'
import { chooseEncoding, hasQueryString, normalizePagePath } from './static-pages.ts'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/** One URL's answer: the bytes in each encoding and their headers, all computed at start. */
export type StaticEntry = {
	/** Kind of file, for the bench's per-kind figures. */
	kind: 'page' | 'data' | 'asset' | 'file'
	body: Buffer
	headers: Record<string, string>
	encoded: Partial<Record<Encoding, { body: Buffer; headers: Record<string, string> }>>
	etag: string
}

export type StaticSite = {
	entries: Map<string, StaticEntry>
	/** Pages answered by React Router when the URL has a query string (/blog?q=…). */
	dynamicWithQuery: Set<string>
	/**
	 * Replaces the quick compressions made at start by the best ones (cached for the next
	 * start), one file at a time; call once the server listens.
	 */
	finishCompression: () => Promise<void>
}

const compressible = /\.(js|css|html|svg|xml|txt|md|json|webmanifest|data|map)$/
const contentTypes: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.xml': 'application/xml; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	// The Markdown versions of pages (docs/decisions/061-text-for-machines.md).
	'.md': 'text/markdown; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	// React Router's prerendered loader data.
	'.data': dataContentType,
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.ico': 'image/x-icon',
	'.gif': 'image/gif',
	'.woff2': 'font/woff2',
	'.woff': 'font/woff',
	'.pdf': 'application/pdf',
}

/** The placeholder origin as it appears in the build: plain and URL-encoded (share links). */
export function replaceOrigin(text: string, from: string, to: string): string {
	return text.replaceAll(from, to).replaceAll(encodeURIComponent(from), encodeURIComponent(to))
}

type LoadOptions = {
	clientDir: string
	/** The build's placeholder origin and the runtime SITE_URL that replaces it. */
	buildOrigin: string
	siteUrl: string
	/** Where compressed bytes are kept between starts (DATA_DIR/static-cache); none = no cache. */
	cacheDir?: string
	/** URL paths whose page route has a loader (see pathsWithLoader). */
	dynamicWithQuery: Set<string>
	/** Files (relative to clientDir) rendered again at start, served instead of the build's (server/site-rerender.ts). */
	replacements?: Map<string, Buffer>
}

/** Reads, rewrites, hashes and compresses build/client; see the module comment. */
export async function loadStaticSite(options: LoadOptions): Promise<StaticSite> {
	const { clientDir, buildOrigin, siteUrl, cacheDir } = options
	if (cacheDir) {
		await mkdir(cacheDir, { recursive: true, mode: 0o700 })
		await chmod(cacheDir, 0o700)
	}
	const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
		.filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
		.map((entry) => path.join(entry.parentPath, entry.name))
		// Build metadata (.vite/manifest.json) is not part of the site.
		.filter(
			(file) =>
				!path
					.relative(clientDir, file)
					.split(path.sep)
					.some((part) => part.startsWith('.')),
		)
	const entries = new Map<string, StaticEntry>()
	const leftovers: string[] = []
	const upgrades: ((compressor: ReturnType<typeof idleCompressor>) => Promise<void>)[] = []
	const limit = pLimit(4)
	await Promise.all(files.map((file) => limit(() => loadFile(file))))
	async function loadFile(file: string) {
		const relative = path.relative(clientDir, file).split(path.sep).join('/')
		const extension = path.extname(file).toLowerCase()
		const replacement = options.replacements?.get(relative)
		let body = replacement ?? (await readFile(file))
		let rewritten = replacement !== undefined
		if (compressible.test(file) && body.includes(buildOrigin.slice('https://'.length))) {
			rewritten = true
			const text = replaceOrigin(body.toString('utf8'), buildOrigin, siteUrl)
			if (text.includes(buildOrigin.slice('https://'.length))) leftovers.push(relative)
			body = Buffer.from(text, 'utf8')
		}
		const pagePath = pagePathOfPrerenderedFile(relative)
		const isPage = pagePath !== undefined
		const kind: StaticEntry['kind'] = isPage
			? 'page'
			: isDataFile(relative)
				? 'data'
				: relative.startsWith('assets/')
					? 'asset'
					: 'file'
		const cacheControl =
			kind === 'asset'
				? 'public, max-age=31536000, immutable'
				: kind === 'page' || kind === 'data'
					? 'public, max-age=0, must-revalidate'
					: 'public, max-age=3600'
		const hash = createHash('sha256').update(body).digest('base64url')
		const etag = `W/"${hash.slice(0, 22)}"`
		// Hashed assets are compressed from a few hundred bytes (the bundler's small runtime and
		// entry chunks load on every app page); other files from 1 KB.
		const shouldCompress = compressible.test(file) && body.length >= (kind === 'asset' ? 256 : 1024)
		const common: Record<string, string> = {
			// A page's scripts and data carry only the headers that apply to them; pages and the
			// files a visitor may open on their own (PDF, SVG, feeds) carry the document policies.
			...(isSubresource(kind)
				? subresourceHeaders
				: {
						...securityHeaders,
						'Content-Security-Policy': contentSecurityPolicy({
							scriptHashes: isPage ? await scriptHashes(body.toString('utf8')) : [],
						}),
					}),
			'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
			// A page's Markdown version (<page>.md) names the page as the canonical address.
			...(extension === '.md' ? { Link: `<${siteUrl}/${relative.slice(0, -'.md'.length)}>; rel="canonical"` } : {}),
			'Cache-Control': cacheControl,
			// An immutable asset is never revalidated: no validator to send.
			...(kind === 'asset' ? {} : { ETag: etag }),
			...(shouldCompress ? { Vary: 'Accept-Encoding' } : {}),
		}
		const entry: StaticEntry = {
			kind,
			body,
			headers: { ...common, 'Content-Length': String(body.length) },
			encoded: {},
			etag,
		}
		if (shouldCompress) {
			const setEncoded = (encoding: Encoding, encoded: Buffer) => {
				entry.encoded[encoding] = {
					body: encoded,
					headers: { ...common, 'Content-Encoding': encoding, 'Content-Length': String(encoded.length) },
				}
			}
			for (const encoding of ['br', 'gzip'] as const) {
				// Unchanged files reuse the build's precompressed twins (scripts/precompress.ts);
				// rewritten ones the cache, else a quick compression now and the best one later.
				const known = await precompressed(hash, encoding, cacheDir, rewritten ? undefined : file)
				if (known) setEncoded(encoding, known)
				else {
					setEncoded(encoding, await compressQuick(body, encoding))
					upgrades.push(async (compressor) => {
						const best = await compressor.compress(body, encoding)
						if (cacheDir) await writeFile(cacheFile(cacheDir, hash, encoding), best, { mode: 0o600 })
						setEncoded(encoding, best)
					})
				}
			}
		}
		if (pagePath !== undefined) {
			entries.set(pagePath, entry)
			if (pagePath !== '/') entries.set(`${pagePath}/`, entry)
		} else {
			entries.set(`/${relative}`, entry)
		}
	}
	if (leftovers.length) logEvent('warn', 'build placeholder origin left in files', { files: leftovers.join(', ') })
	return {
		entries,
		dynamicWithQuery: options.dynamicWithQuery,
		finishCompression: async () => {
			if (upgrades.length === 0) return
			const compressor = idleCompressor()
			try {
				for (const upgrade of upgrades) await upgrade(compressor)
			} finally {
				await compressor.close()
			}
		},
	}
}

/** Serves `body` at `urlPath` instead of the build's file (a PDF made at start): same headers, new validator. */
export function replaceBody(site: StaticSite, urlPath: string, body: Buffer): void {
	const entry = site.entries.get(urlPath)
	if (!entry) return
	const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
	const headers = { ...entry.headers, ETag: etag, 'Content-Length': String(body.length) }
	site.entries.set(urlPath, { ...entry, body, etag, headers, encoded: {} })
}

function cacheFile(cacheDir: string, hash: string, encoding: Encoding): string {
	return path.join(cacheDir, `${hash}.${encoding === 'br' ? 'br' : 'gz'}`)
}

/** The build's precompressed twin of an unchanged file, or this content's cached compression. */
async function precompressed(
	hash: string,
	encoding: Encoding,
	cacheDir?: string,
	buildFile?: string,
): Promise<Buffer | undefined> {
	const candidates = [
		...(buildFile ? [`${buildFile}.${encoding === 'br' ? 'br' : 'gz'}`] : []),
		...(cacheDir ? [cacheFile(cacheDir, hash, encoding)] : []),
	]
	for (const candidate of candidates) {
		try {
			return await readFile(candidate)
		} catch {
			// Not there.
		}
	}
	return undefined
}

/**
 * Brotli 5 / gzip 6 to start serving at once; brotli 11 / gzip 9 once the server
 * listens, on a low-priority thread (server/idle-compression.ts).
 */
function compressQuick(body: Buffer, encoding: Encoding): Promise<Buffer> {
	return encoding === 'br'
		? brotliAsync(body, {
				params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
			})
		: gzipAsync(body, { level: 6 })
}

// Browsers send a handful of values; a client may send any.
const encodingChoices = new LRUCache<string, { choice: Encoding | null }>({ max: 256 })

/** chooseEncoding, remembered per header value (browsers send a handful of values). */
function encodingFor(acceptEncoding: string | undefined): Encoding | null {
	const key = acceptEncoding ?? ''
	let known = encodingChoices.get(key)
	if (known === undefined) {
		known = { choice: chooseEncoding(acceptEncoding) }
		encodingChoices.set(key, known)
	}
	return known.choice
}

/** The StaticEntry a GET/HEAD for `url` answers with, or undefined (React Router then answers). */
export function lookup(site: StaticSite, url: string): StaticEntry | undefined {
	const queryAt = url.indexOf('?')
	const rawPath = queryAt === -1 ? url : url.slice(0, queryAt)
	let pagePath: string | null = rawPath
	let entry = site.entries.get(rawPath)
	if (!entry) {
		pagePath = normalizePagePath(rawPath)
		entry = pagePath ? site.entries.get(pagePath) : undefined
	}
	if (!entry) return undefined
	// A page whose route has a loader may depend on its query string (a search without
	// JavaScript): React Router renders it.
	if (queryAt !== -1 && hasQueryString(url) && entry.kind === 'page') {
		const page = pagePath!.length > 1 ? pagePath!.replace(/\/$/, '') : pagePath!
		if (site.dynamicWithQuery.has(page)) return undefined
	}
	return entry
}

/** A page's scripts, styles and loader data: fetched by the page, never opened on their own. */
function isSubresource(kind: StaticEntry['kind']): boolean {
	return kind === 'asset' || kind === 'data'
}

/** The request id goes back with pages and files, not with a page's scripts and data (the access log has it). */
function requestIdHeader(entry: StaticEntry, requestId: string): Record<string, string> {
	return isSubresource(entry.kind) ? {} : { 'X-Request-Id': requestId }
}

/**
 * Answers a GET or HEAD from memory and returns true, or returns false and leaves the
 * request untouched for Express.
 */
export function serveStatic(
	site: StaticSite,
	request: IncomingMessage,
	response: ServerResponse,
	requestId: string,
): boolean {
	if (request.method !== 'GET' && request.method !== 'HEAD') return false
	const entry = lookup(site, request.url ?? '/')
	if (!entry) return false
	const encoding = encodingFor(request.headers['accept-encoding'])
	const variant = (encoding && entry.encoded[encoding]) || entry
	if (request.headers['if-none-match'] === entry.etag) {
		const { 'Content-Length': _length, 'Content-Encoding': _encoding, ...headers } = variant.headers
		response.writeHead(304, { ...requestIdHeader(entry, requestId), ...headers })
		response.end()
		return true
	}
	response.writeHead(200, { ...requestIdHeader(entry, requestId), ...variant.headers })
	response.end(request.method === 'HEAD' ? undefined : variant.body)
	return true
}
