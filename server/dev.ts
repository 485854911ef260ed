import type { Server } from 'node:http'
import { createRequestHandler } from '@react-router/express'
import type express from 'express'
import type { ServerBuild } from 'react-router'

/**
 * `npm run dev`: Vite in middleware mode, its hot-reload websocket on our own HTTP
 * server (one port, so parallel dev servers never fight over Vite's default 24678),
 * and every request rendered by React Router from the live sources. The development
 * Content-Security-Policy comes from app/lib/security.server.ts.
 */
export async function useViteDevServer(app: express.Express, server: Server): Promise<void> {
	const vite = await import('vite')
	const devServer = await vite.createServer({ server: { middlewareMode: true, ws: { server } } })
	// The job worker (docs/decisions/035-job-queue.md) runs from the app's own modules.
	const entry = ((await devServer.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild).entry.module
	await (entry as { startJobWorker?: () => Promise<void> }).startJobWorker?.()
	app.use(devServer.middlewares)
	app.use(async (request, response, next) => {
		try {
			const build = (await devServer.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
			await createRequestHandler({ build, mode: 'development' })(request, response, next)
		} catch (error) {
			next(error)
		}
	})
}
