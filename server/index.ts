/**
 * The production (and development) HTTP server: compression, security headers,
 * immutable caching of hashed assets, prerendered pages served as static files with
 * their own CSP, and React Router for everything else.
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import type { ServerBuild } from 'react-router'
import { securityHeaders } from '../app/lib/csp.ts'
import { buildOrigin, runtimeSiteUrl } from '../app/config/site.ts'
import { cachedRenders } from './render-cache.ts'
import { prerenderedPagePaths, pathsWithLoader } from './static-pages.ts'
import { loadStaticSite, serveStatic, type StaticSite } from './static-site.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'build', 'client')
const isDev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const app = express()
app.disable('x-powered-by')
// Behind a reverse proxy, set TRUST_PROXY (e.g. "loopback" or a hop count) so client IPs are right.
if (process.env.TRUST_PROXY)
	app.set(
		'trust proxy',
		/^\d+$/.test(process.env.TRUST_PROXY) ? Number(process.env.TRUST_PROXY) : process.env.TRUST_PROXY,
	)
app.use(compression())
app.use((request, response, next) => {
	for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value)
	// The app reads the client address from this header (rate limits): always ours, never the client's.
	request.headers['x-nuvea-client-ip'] = request.ip ?? request.socket.remoteAddress ?? 'unknown'
	next()
})

let staticSite: StaticSite | undefined
let renderCache: ReturnType<typeof cachedRenders> | undefined

// Files of the build (and cached renders) are answered before Express
// (docs/decisions/031-static-serving-from-memory.md).
const server = createServer((request, response) => {
	if (staticSite && serveStatic(staticSite, request, response)) return
	if (renderCache?.serveHit(request, response)) return
	app(request, response)
})

if (isDev) {
	await (await import('./dev.ts')).useViteDevServer(app, server)
} else {
	const build = (await import(path.join(root, 'build', 'server', 'index.js'))) as ServerBuild
	// Prerendered pages and assets, rewritten for SITE_URL and compressed, answered from memory.
	const dynamicWithQuery = pathsWithLoader(build.routes, await prerenderedPagePaths(clientDir))
	staticSite = await loadStaticSite({
		clientDir,
		buildOrigin,
		siteUrl: runtimeSiteUrl(),
		cacheDir: path.join(process.env.DATA_DIR || './data', 'static-cache'),
		dynamicWithQuery,
	})
	// Blog searches and the 404 page: rendered once per URL, then from memory.
	renderCache = cachedRenders(build, { dynamicWithQuery })
	app.use(renderCache.middleware)
	// Open the database and migrate before listening: the first visitor does not wait.
	await (build.entry.module as { warmUp?: () => Promise<void> }).warmUp?.()
	app.use(createRequestHandler({ build, mode: 'production' }))
}

app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
	console.error(error)
	if (response.headersSent) return
	response.status(500).type('text/plain; charset=utf-8').send('Erreur interne du serveur')
})

server.listen(port, host, () => {
	const shownHost = host === '0.0.0.0' ? 'localhost' : host
	console.log(`Nuvéa est en ligne sur http://${shownHost}:${port}`)
	staticSite?.finishCompression().catch((error: unknown) => console.error(error))
})

let closing = false
async function shutdown(signal: string) {
	if (closing) return
	closing = true
	console.log(`${signal} reçu : arrêt du serveur…`)
	server.close()
	server.closeIdleConnections()
	const forceExit = setTimeout(() => process.exit(0), 5_000)
	forceExit.unref()
	await new Promise<void>((resolve) => server.on('close', () => resolve()))
	await globalThis.__nuveaShutdown?.()
	process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

declare global {
	// Set by the app (database) so the server can close it after the last request.
	var __nuveaShutdown: (() => Promise<void>) | undefined
}
