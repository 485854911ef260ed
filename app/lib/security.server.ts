import type { MiddlewareFunction } from 'react-router'
import { contentSecurityPolicy, developmentContentSecurityPolicy } from '#app/lib/csp.ts'
import { nonceContext } from '#app/lib/request-context.ts'

/**
 * Gives each server-rendered request a fresh nonce (read by entry.server for the
 * inline scripts) and the matching Content-Security-Policy on its response.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
	const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
	context.set(nonceContext, nonce)
	const response = await next()
	// `npm run dev` only: Vite's hot reload needs a looser policy (the production build folds this to `false`).
	const policy = import.meta.env.DEV ? developmentContentSecurityPolicy : contentSecurityPolicy
	response.headers.set('Content-Security-Policy', policy([`'nonce-${nonce}'`]))
	return response
}
