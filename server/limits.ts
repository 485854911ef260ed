/**
 * Guards against hostile requests before any route code runs
 * (docs/decisions/026-hostile-input.md):
 * - a request body limit: a declared Content-Length over the limit is answered 413
 *   without reading the body; a chunked body is counted as it arrives and cut (413,
 *   connection closed) once past the limit;
 * - methods: the site answers GET, HEAD and POST; anything else (TRACE, PUT, OPTIONS…)
 *   gets 405 with `Allow`, as does React Router's 405 for a POST to a page without a form.
 */
import type express from 'express'

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
