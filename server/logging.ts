/**
 * One JSON line per request and per error (docs/decisions/027-json-logs.md): request
 * id, method, route pattern (never the raw URL: a query string can carry an e-mail),
 * status and duration. The id is also sent back as X-Request-Id and handed to the app
 * in the request headers, so its own error lines carry it.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type express from 'express'
import { LRUCache } from 'lru-cache'
import { matchRoutes, type RouteObject } from 'react-router'
import { describeError, logEvent, writeInfoLine } from '../app/lib/log.server.ts'
import { dataUrlOf, pagePathOfDataUrl } from '../app/lib/react-router-formats.ts'
import { healthCheckPaths } from './health.ts'

type RouteManifestEntry = { id: string; parentId?: string; path?: string; index?: boolean }

let routeTree: RouteObject[] | undefined

/** Lets the logs name React Router's route patterns ('/blog/:slug'), from the server build. */
export function routesForLogs(manifest: Record<string, RouteManifestEntry | undefined>): void {
	const entries = Object.values(manifest).filter((entry): entry is RouteManifestEntry => Boolean(entry))
	const childrenOf = (parentId: string | undefined): RouteObject[] =>
		entries
			.filter((entry) => entry.parentId === parentId)
			.map((entry) =>
				entry.index
					? { id: entry.id, index: true }
					: { id: entry.id, path: entry.path, children: childrenOf(entry.id) },
			)
	routeTree = childrenOf(undefined)
	knownPatterns.clear()
}

function joinPattern(parts: (string | undefined)[]): string {
	const joined = parts
		.filter((part): part is string => Boolean(part))
		.join('/')
		.replace(/\/+/g, '/')
	return `/${joined.replace(/^\//, '')}`
}

// Matching ranks every route: remembered per path (bounded: visitors choose the paths).
const knownPatterns = new LRUCache<string, string>({ max: 1000 })

/** The route pattern of a path, for logs: '/blog/:slug', '/assets/*', '/blog.data', '/_.data'. */
export function routePattern(pathname: string): string {
	let pattern = knownPatterns.get(pathname)
	if (pattern === undefined) {
		pattern = matchPattern(pathname)
		if (routeTree) knownPatterns.set(pathname, pattern)
	}
	return pattern
}

function matchPattern(pathname: string): string {
	if (pathname.startsWith('/assets/')) return '/assets/*'
	if (healthCheckPaths.has(pathname)) return pathname
	const dataOf = pagePathOfDataUrl(pathname)
	const isData = dataOf !== undefined
	const pagePath = dataOf ?? pathname
	if (!routeTree) return 'unknown'
	// A path React Router cannot decode is refused before routing (server/limits.ts); matching it
	// would only print React Router's warning, which quotes the path.
	try {
		decodeURIComponent(pagePath)
	} catch {
		return 'invalid'
	}
	const matches = matchRoutes(routeTree, pagePath)
	const leaf = matches?.at(-1)
	if (!leaf) return 'unmatched'
	let pattern = joinPattern(matches!.map((match) => match.route.path))
	// A file of public/ (favicon, PDF) reaches only the catch-all route's pattern.
	if (pattern === '/*' && /\.[a-z0-9]+$/i.test(pagePath)) pattern = 'static'
	return isData ? dataUrlOf(pattern) : pattern
}

/**
 * Assigns the request id and writes the access line when the response is done. Called
 * by the HTTP server for every request, before the static files answered from memory
 * and before Express, so every answer gets its line. Returns the id, which the caller
 * sends as X-Request-Id: in the headers of its one writeHead for an answer from memory
 * (a header set beforehand would send Node's writeHead down its slower merging path),
 * with setHeader before Express.
 */
export function trackRequest(request: IncomingMessage, response: ServerResponse): string {
	const id = randomUUID()
	const started = performance.now()
	// Always ours: a client's X-Request-Id is replaced, so logs cannot be forged.
	request.headers['x-request-id'] = id
	const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/'
	if (healthCheckPaths.has(pathname)) return id
	// 'close' follows 'finish', and comes alone when the connection drops first.
	response.once('close', () => {
		// logEvent's line, field for field, written without building an object per request.
		const durationMs = Math.round((performance.now() - started) * 10) / 10
		writeInfoLine(
			`{"time":"${new Date().toISOString()}","level":"info","msg":"request","requestId":"${id}","method":${JSON.stringify(request.method)},"route":${JSON.stringify(routePattern(pathname))},"status":${response.statusCode},"durationMs":${durationMs}${response.writableFinished ? '' : ',"aborted":true'}}`,
		)
	})
	return id
}

/** The last error handler: one JSON line with the request id, then a French 500. */
export function errorHandler(): express.ErrorRequestHandler {
	return (error: unknown, request, response, _next) => {
		const status = (error as { status?: unknown; statusCode?: unknown }).status
		// Errors of a visitor's making raised by Express or body parsing (4xx): answered, not logged.
		if (typeof status === 'number' && status >= 400 && status < 500) {
			if (!response.headersSent) response.status(status).type('text/plain; charset=utf-8').send('Requête invalide')
			return
		}
		if (response.headersSent || response.locals.answered) return
		logEvent('error', 'request failed', {
			requestId: request.headers['x-request-id'] as string,
			...describeError(error),
		})
		response.status(500).type('text/plain; charset=utf-8').send('Erreur interne du serveur')
	}
}
