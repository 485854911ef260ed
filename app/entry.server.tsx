import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
	type EntryContext,
	type HandleErrorFunction,
	isRouteErrorResponse,
	type RouterContextProvider,
	ServerRouter,
} from 'react-router'
import { registerLifecycle } from '#app/db/lifecycle.server.ts'
import { logError } from '#app/lib/log.server.ts'
import { NonceProvider } from '#app/lib/nonce.tsx'
import { nonceContext } from '#app/lib/request-context.ts'

export const streamTimeout = 5_000

// server/index.ts starts and stops the app through these hooks (never during the build):
// the job worker starts once the database is there and stops before it closes.
registerLifecycle({ afterDatabase: startJobWorker, beforeStop: stopJobWorker })

/**
 * Errors thrown while handling a request. A visitor's mistake (404, 405 for a POST to
 * a page without a form, 400) is answered, not logged; a cancelled request is not an
 * error; anything else is one JSON line with the request id and no stack of the
 * framework's own making.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	logError('request failed', error, request)
}

/**
 * Delivers queued jobs in this process until shutdown (docs/decisions/035-job-queue.md).
 * Each feature's job module registers its handlers when imported.
 */
export async function startJobWorker(): Promise<void> {
	const jobs = await import('#app/infra/jobs/jobs.server.ts')
	await import('#app/features/leads/lead-jobs.server.ts')
	// The newsletter's handlers, its daily schedule and its first pass (announcements, retention).
	await (await import('#app/features/newsletter/newsletter-start.server.ts')).startNewsletter()
	await jobs.startJobWorker()
}

async function stopJobWorker(): Promise<void> {
	const jobs = await import('#app/infra/jobs/jobs.server.ts')
	await jobs.stopJobQueue()
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = loadContext.get(nonceContext)
	// Crawlers and the build's prerendering (a request without User-Agent) get the whole
	// document at once: React then writes every Suspense boundary in place, without the
	// inline scripts that move streamed parts into it on the visitor's main thread.
	// Browsers get per-request pages streamed.
	const userAgent = request.headers.get('user-agent')
	const waitForAll = !userAgent || isbot(userAgent) || routerContext.isSpaMode
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				[waitForAll ? 'onAllReady' : 'onShellReady']() {
					shellRendered = true
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) console.error(error)
				},
			},
		)
		setTimeout(abort, streamTimeout + 1_000)
	})
}
