import type { MiddlewareFunction } from 'react-router'
import { contentSecurityPolicy } from '#app/lib/csp.ts'
import { nonceContext } from '#app/lib/request-context.ts'

/**
 * Gives each server-rendered request a fresh nonce (read by entry.server for the
 * inline scripts) and the matching Content-Security-Policy on its response.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
	const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
	context.set(nonceContext, nonce)
	const response = await next()
	response.headers.set('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`]))
	return response
}
