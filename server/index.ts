/**
 * The production (and development) HTTP server: compression, security headers,
 * immutable caching of hashed assets, prerendered pages served as static files with
 * their own CSP, and React Router for everything else.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import type { ServerBuild } from 'react-router'
import { contentSecurityPolicy, securityHeaders } from '../app/lib/csp.ts'
import {
	chooseEncoding,
	hasQueryString,
	indexPrecompressed,
	indexPrerenderedPages,
	normalizePagePath,
	pathsWithLoader,
} from './static-pages.ts'

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

const staticCsp = contentSecurityPolicy([])

if (isDev) {
	const vite = await import('vite')
	const devServer = await vite.createServer({ server: { middlewareMode: true } })
	const devEntry = (await devServer.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
	await (devEntry.entry.module as { startJobWorker?: () => Promise<void> }).startJobWorker?.()
	app.use(devServer.middlewares)
	app.use(async (request, response, next) => {
		try {
			const build = (await devServer.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
			await createRequestHandler({ build, mode: 'development' })(request, response, next)
		} catch (error) {
			next(error)
		}
	})
} else {
	const build = (await import(path.join(root, 'build', 'server', 'index.js'))) as ServerBuild
	const pages = await indexPrerenderedPages(clientDir)
	const precompressed = await indexPrecompressed(clientDir)
	const dynamicWithQuery = pathsWithLoader(build.routes, pages.keys())
	/** Sends `file` (or its precompressed twin) with the given caching and CSP. */
	function sendStatic(
		request: express.Request,
		response: express.Response,
		next: express.NextFunction,
		file: string,
		cacheControl: string,
		csp: string,
	) {
		response.setHeader('Content-Security-Policy', csp)
		response.setHeader('Cache-Control', cacheControl)
		response.type(file.endsWith('.data') ? 'text/x-script' : path.extname(file))
		const encoding = precompressed.has(file) ? chooseEncoding(request.headers['accept-encoding']) : null
		if (precompressed.has(file)) response.setHeader('Vary', 'Accept-Encoding')
		if (encoding) response.setHeader('Content-Encoding', encoding)
		const sent = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file
		response.sendFile(sent, { headers: {}, cacheControl: false, lastModified: true }, (error) => error && next(error))
	}
	app.use((request, response, next) => {
		if (request.method !== 'GET' && request.method !== 'HEAD') return next()
		const pagePath = normalizePagePath(request.path)
		if (!pagePath) return next()
		// Prerendered pages: '/x' and '/x/' both answer 200 with the same file, no redirect.
		// With a query string, a page whose route has a loader is rendered per request
		// instead (its file cannot reflect /blog?q=…, e.g. a search without JavaScript).
		const page = pages.get(pagePath)
		if (page && hasQueryString(request.originalUrl) && dynamicWithQuery.has(pagePath)) return next()
		if (page) return sendStatic(request, response, next, page.file, 'public, max-age=0, must-revalidate', page.csp)
		const file = path.join(clientDir, pagePath)
		if (!precompressed.has(file)) return next()
		const immutable = pagePath.startsWith('/assets/')
		sendStatic(
			request,
			response,
			next,
			file,
			immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
			staticCsp,
		)
	})
	app.use(
		'/assets',
		express.static(path.join(clientDir, 'assets'), {
			immutable: true,
			maxAge: '1y',
			index: false,
			redirect: false,
			setHeaders: (response) => response.setHeader('Content-Security-Policy', staticCsp),
		}),
	)
	app.use(
		express.static(clientDir, {
			maxAge: '1h',
			index: false,
			redirect: false,
			setHeaders: (response, filePath) => {
				response.setHeader('Content-Security-Policy', staticCsp)
				// React Router's prerendered loader data.
				if (filePath.endsWith('.data')) response.setHeader('Content-Type', 'text/x-script')
			},
		}),
	)
	// Open the database and migrate before listening: the first visitor does not wait.
	await (build.entry.module as { warmUp?: () => Promise<void> }).warmUp?.()
	await (build.entry.module as { startJobWorker?: () => Promise<void> }).startJobWorker?.()
	app.use(createRequestHandler({ build, mode: 'production' }))
}

app.use((error: unknown, _request: express.Request, response: express.Response, _next: express.NextFunction) => {
	console.error(error)
	if (response.headersSent) return
	response.status(500).type('text/plain; charset=utf-8').send('Erreur interne du serveur')
})

const server = app.listen(port, host, () => {
	const shownHost = host === '0.0.0.0' ? 'localhost' : host
	console.log(`Nuvéa est en ligne sur http://${shownHost}:${port}`)
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
	await globalThis.__nuveaStopJobs?.()
	await globalThis.__nuveaShutdown?.()
	process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

declare global {
	// Set by the app (database) so the server can close it after the last request.
	var __nuveaShutdown: (() => Promise<void>) | undefined
	var __nuveaStopJobs: (() => Promise<void>) | undefined
}
