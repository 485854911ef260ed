/**
 * Health checks for load balancers and process managers: /healthz answers 200 while
 * the process serves requests; /readyz answers 200 only when the database answers
 * (503 otherwise, e.g. PostgreSQL restarting), so traffic can go to another instance.
 *
 * These paths belong to the server, not to React Router, whose route table sends them
 * to its catch-all (the 404 page): the fast paths in front of Express (the render
 * cache, the static site) must never answer them (docs/decisions/065-request-edge.md).
 */
import express from 'express'
import { appLifecycle } from '../app/lib/process-singleton.ts'

/** The exact paths the health router answers (case-sensitive, no trailing slash). */
export const healthCheckPaths: ReadonlySet<string> = new Set(['/healthz', '/readyz'])

export function healthChecks(): express.Router {
	// Strict and case-sensitive: the router owns exactly the paths above, which the fast paths skip.
	const router = express.Router({ strict: true, caseSensitive: true })
	router.get('/healthz', (_request, response) => {
		response.setHeader('Cache-Control', 'no-store')
		response.type('text/plain').send('ok')
	})
	router.get('/readyz', async (_request, response) => {
		response.setHeader('Cache-Control', 'no-store')
		const check =
			appLifecycle()
				.ready?.()
				.catch(() => false) ?? Promise.resolve(true)
		// A frozen database must not freeze the probe: no answer within 2 s is "not ready".
		let timer: NodeJS.Timeout | undefined
		const timeout = new Promise<boolean>((resolve) => {
			timer = setTimeout(() => resolve(false), 2_000)
		})
		const ready = await Promise.race([check, timeout])
		clearTimeout(timer)
		response
			.status(ready ? 200 : 503)
			.type('text/plain')
			.send(ready ? 'ok' : 'base de données indisponible')
	})
	return router
}
