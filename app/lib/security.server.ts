import type { MiddlewareFunction } from 'react-router'
import { contentSecurityPolicy } from '#app/lib/csp.ts'
import { carriesLinkToken, isPrivateRoute, privateAnswerHeaders } from '#app/lib/private-answers.ts'
import { nonceContext } from '#app/lib/request-context.ts'
import { retryAfterOf } from '#app/lib/retry-after.server.ts'

/**
 * Gives each server-rendered request a fresh nonce (read by entry.server for the
 * inline scripts) and the matching Content-Security-Policy on its response; the answers
 * of private routes (the admin area, the newsletter's token pages…) their no-store and
 * referrer headers (app/lib/private-answers.ts).
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ context, request, pattern }, next) => {
	const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
	context.set(nonceContext, nonce)
	const response = await next()
	// A response with a policy of its own keeps it (the admin's e-mail preview, docs/decisions/086-announcement-preview.md).
	if (!response.headers.has('Content-Security-Policy'))
		response.headers.set(
			'Content-Security-Policy',
			// `npm run dev` only: Vite's hot reload needs a looser policy (the production build folds this to `false`).
			contentSecurityPolicy({ nonce, development: import.meta.env.DEV }),
		)
	if (isPrivateRoute(pattern) || carriesLinkToken(new URL(request.url)))
		for (const [name, value] of Object.entries(privateAnswerHeaders)) response.headers.set(name, value)
	const retryAfter = retryAfterOf(request)
	if (retryAfter && !response.headers.has('Retry-After')) response.headers.set('Retry-After', String(retryAfter))
	return response
}
