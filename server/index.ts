/**
 * The production (and development) HTTP server: compression, security headers,
 * immutable caching of hashed assets, prerendered pages served as static files with
 * their own CSP, and React Router for everything else.
 */
import { createServer, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import type { ServerBuild } from 'react-router'
import { buildOrigin, runtimeSiteUrl } from '../app/config/site.ts'
import { contentSecurityPolicy, securityHeaders } from '../app/lib/csp.ts'
import { describeError, logEvent, routeConsoleToLog } from '../app/lib/log.server.ts'
import { healthChecks } from './health.ts'
import { hostileInputGuards, refuseMalformedRequest } from './limits.ts'
import { errorHandler, routesForLogs, trackRequest } from './logging.ts'
import { checkFormats, handleCrashes, handleSignals, startApp } from './process-life.ts'
import { trustProxyFromEnv } from './proxy.ts'
import { cachedRenders } from './render-cache.ts'
import { pathsWithLoader, prerenderedPagePaths } from './static-pages.ts'
import { rerenderedForIdentity } from './site-rerender.ts'
import { refreshWhitepapers } from './whitepapers-at-start.ts'
import { loadStaticSite, serveStatic, type StaticSite } from './static-site.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'build', 'client')
const isDev = process.argv.includes('--dev')
const dataDir = process.env.DATA_DIR || './data'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

// Every line the production server writes is JSON, libraries' console output included
// (docs/decisions/027-json-logs.md); Vite's development output stays as it is.
if (!isDev) {
	routeConsoleToLog()
	handleCrashes()
}

/**
 * The security headers (app/lib/csp.ts) and the strictest policy (no inline script), on an
 * answer that has none of its own when its headers go out. The app sets its own CSP, with
 * its nonce, on the pages it renders (not on one made without the root middleware: a path
 * React Router cannot match, such as one holding U+2028), and its own Referrer-Policy on
 * private answers (app/lib/private-answers.ts): a header set beforehand would be sent as
 * a second one, and browsers enforce both CSPs.
 */
const defaultHeaders: Record<string, string> = {
	...securityHeaders,
	'Content-Security-Policy': contentSecurityPolicy(),
}

function withDefaultHeaders(response: ServerResponse): void {
	const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse
	response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
		const given = args.find((arg) => typeof arg === 'object' && arg !== null) as Record<string, unknown> | undefined
		const givenNames = new Set(Object.keys(given ?? {}).map((name) => name.toLowerCase()))
		for (const [name, value] of Object.entries(defaultHeaders))
			if (!this.hasHeader(name) && !givenNames.has(name.toLowerCase())) this.setHeader(name, value)
		return writeHead.apply(this, args)
	} as ServerResponse['writeHead']
}

const app = express()
app.disable('x-powered-by')
// Behind a reverse proxy, TRUST_PROXY (a hop count or the proxies' addresses) makes client IPs right.
app.set('trust proxy', trustProxyFromEnv())
app.use(compression())
app.use((request, response, next) => {
	withDefaultHeaders(response)
	// The app reads the client address from this header (rate limits): always ours, never the client's.
	request.headers['x-nuvea-client-ip'] = request.ip ?? request.socket.remoteAddress ?? 'unknown'
	next()
})
app.use(hostileInputGuards())
app.use(healthChecks())

let staticSite: StaticSite | undefined
let renderCache: Awaited<ReturnType<typeof cachedRenders>> | undefined

// Files of the build (and cached renders) are answered before Express
// (docs/decisions/031-static-serving-from-memory.md), after the checks no route should
// have to make: a usable Host, a decodable path (docs/decisions/065-request-edge.md).
// Slow clients get 10 s to send their headers and 30 s for the whole request, checked
// every second (Node's defaults: 60 s, 300 s, every 30 s); see the same record.
const server = createServer(
	{ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
	(request, response) => {
		const requestId = trackRequest(request, response)
		if (refuseMalformedRequest(request, response, requestId)) return
		if (staticSite && serveStatic(staticSite, request, response, requestId)) return
		if (renderCache?.serveHit(request, response, requestId)) return
		response.setHeader('X-Request-Id', requestId)
		app(request, response)
	},
)

if (isDev) {
	await (await import('./dev.ts')).useViteDevServer(app, server)
} else {
	const build = (await import(path.join(root, 'build', 'server', 'index.js'))) as ServerBuild
	// What the fast paths assume of React Router's and React's formats, checked on this build:
	// a changed format stops the start with its name (docs/decisions/090-one-seam-with-react-router.md).
	await checkFormats(build, clientDir)
	// Prerendered pages and assets, rewritten for SITE_URL and compressed, answered from memory.
	const dynamicWithQuery = pathsWithLoader(build.routes, await prerenderedPagePaths(clientDir))
	staticSite = await loadStaticSite({
		clientDir,
		// Rendered again when the identity settings (SITE_NAME, SITE_PHONE…) differ from the build's.
		replacements: await rerenderedForIdentity({ build, clientDir, serverDir: path.join(root, 'build', 'server') }),
		buildOrigin,
		siteUrl: runtimeSiteUrl(),
		cacheDir: path.join(dataDir, 'static-cache'),
		dynamicWithQuery,
	})
	// Blog searches and the 404 page: rendered once per URL, then from memory.
	renderCache = await cachedRenders(build, { dynamicWithQuery })
	app.use(renderCache.middleware)
	routesForLogs(build.routes)
	// Owner-only DATA_DIR, auth secret check, database (PGlite opened, PostgreSQL connecting).
	await startApp()
	app.use(createRequestHandler({ build, mode: 'production' }))
}

app.use(errorHandler())

server.listen(port, host, () => {
	const shownHost = host === '0.0.0.0' ? 'localhost' : host
	logEvent('info', 'listening', { url: `http://${shownHost}:${port}` })
	if (staticSite) {
		const site = staticSite
		// White papers made again for the settings read at start, when they differ from the build's.
		void refreshWhitepapers({ clientDir, dataDir, site }).then(() =>
			site.finishCompression().catch((error: unknown) => logEvent('error', 'compression failed', describeError(error))),
		)
	}
})

handleSignals(server)
