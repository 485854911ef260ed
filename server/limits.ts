/**
 * Guards against hostile requests before any route code runs
 * (docs/decisions/026-hostile-input.md, docs/decisions/065-request-edge.md):
 * - a request without a usable Host (missing, empty, not a host name), or whose path
 *   cannot be percent-decoded, is answered 400 before anything builds a URL from it or
 *   matches it against the routes (see `refuseMalformedRequest`);
 * - a request body limit: a declared Content-Length over the limit is answered 413
 *   without reading the body; a chunked body is counted as it arrives and cut (413,
 *   connection closed) once past the limit;
 * - methods: the site answers GET, HEAD and POST; anything else (TRACE, PUT, OPTIONS…)
 *   gets 405 with `Allow`, as does React Router's 405 for a POST to a page without a form.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type express from 'express'
import { contentSecurityPolicy, securityHeaders } from '../app/lib/csp.ts'
import { healthCheckPaths } from './health.ts'

/** A form post is a few hundred bytes; 32 KB leaves room for every form, and no more. */
export const MAX_BODY_BYTES = 32 * 1024

const allowedMethods = new Set(['GET', 'HEAD', 'POST'])

function refuse(response: express.Response, status: number, text: string) {
	response.locals.answered = true
	response.status(status).setHeader('Connection', 'close')
	response.type('text/plain; charset=utf-8').send(text)
}

export function hostileInputGuards(maxBodyBytes = MAX_BODY_BYTES): express.RequestHandler {
	return (request, response, next) => {
		// Any 405, ours or React Router's, names the methods the site accepts.
		const writeHead = response.writeHead
		response.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
			if (this.statusCode === 405 || args[0] === 405) {
				if (!this.getHeader('Allow'))
					this.setHeader('Allow', allowedMethods.has(request.method) ? 'GET, HEAD' : 'GET, HEAD, POST')
			}
			return writeHead.apply(this, args)
		} as typeof writeHead

		if (!allowedMethods.has(request.method)) {
			request.resume()
			return refuse(response, 405, 'Méthode non autorisée')
		}
		const declared = request.headers['content-length']
		if (declared !== undefined && Number(declared) > maxBodyBytes) {
			// Not read: the connection is closed after the answer.
			return refuse(response, 413, 'Requête trop volumineuse')
		}
		if (request.headers['transfer-encoding'] !== undefined) {
			let received = 0
			const push = request.push.bind(request)
			request.push = (chunk: unknown, encoding?: BufferEncoding) => {
				if (chunk !== null && chunk !== undefined) {
					received += (chunk as Buffer).length
					if (received > maxBodyBytes) {
						if (!response.headersSent) {
							refuse(response, 413, 'Requête trop volumineuse')
							response.on('finish', () => request.destroy())
						} else request.destroy()
						return false
					}
				}
				return push(chunk, encoding)
			}
		}
		next()
	}
}

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const hostPattern = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?)(?::\d{1,5})?$/i

/** True for a Host (or X-Forwarded-Host entry) a URL can be built from. */
export function isValidHost(value: string | undefined): boolean {
	return value !== undefined && value.length <= 255 && hostPattern.test(value) && URL.canParse(`http://${value}/`)
}

/** What is wrong with a request's target, or undefined when nothing is. */
export function malformedRequest(request: IncomingMessage): 'host' | 'path' | undefined {
	const url = request.url ?? '/'
	const queryAt = url.indexOf('?')
	const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
	// The health checks build no URL: a load balancer's HTTP/1.0 probe without Host still gets its answer.
	if (healthCheckPaths.has(pathname)) return undefined
	if (!isValidHost(request.headers.host)) return 'host'
	// Express picks the first entry of X-Forwarded-Host when the proxy is trusted: every entry must be usable.
	const forwarded = request.headers['x-forwarded-host']
	const entries = forwarded === undefined ? [] : String(forwarded).split(',')
	if (!entries.every((entry) => isValidHost(entry.trim()))) return 'host'
	try {
		// React Router decodes the path to match it: one it cannot decode is not a page.
		decodeURIComponent(pathname)
	} catch {
		return 'path'
	}
	return undefined
}

const refusalHeaders = {
	...securityHeaders,
	'Content-Security-Policy': contentSecurityPolicy(),
	'Content-Type': 'text/plain; charset=utf-8',
	'Cache-Control': 'no-store',
	Connection: 'close',
}

/**
 * Answers 400 « Requête invalide » to a request without a usable Host or with a path
 * that cannot be decoded, and returns true; returns false for any other request. Called
 * by the HTTP server before the fast paths and Express: nothing else sees such a request,
 * and its access line (server/logging.ts) is the only one written, without its path.
 */
export function refuseMalformedRequest(request: IncomingMessage, response: ServerResponse, requestId: string): boolean {
	if (!malformedRequest(request)) return false
	request.resume()
	const body = 'Requête invalide'
	response.writeHead(400, {
		...refusalHeaders,
		'X-Request-Id': requestId,
		'Content-Length': Buffer.byteLength(body),
	})
	response.end(request.method === 'HEAD' ? undefined : body)
	return true
}
