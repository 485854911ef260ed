import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { NonceProvider } from '#app/lib/nonce.tsx'
import { nonceContext } from '#app/lib/request-context.ts'

export const streamTimeout = 5_000

/**
 * Called by server/index.ts once the server starts: opens the database and applies
 * pending migrations before the first visitor needs them (never during the build).
 */
export async function warmUp(): Promise<void> {
	const { getDatabase } = await import('#app/db/db.server.ts')
	const handle = await getDatabase()
	console.log(`Base de données prête (${handle.kind === 'pglite' ? 'PGlite embarqué' : 'PostgreSQL'}).`)
	await (await import('#app/features/newsletter/newsletter-start.server.ts')).startNewsletter()
}

/**
 * Called by server/index.ts at start: delivers queued jobs in this process until
 * shutdown (docs/decisions/035-job-queue.md). Each feature's job module registers its
 * handlers when imported.
 */
export async function startJobWorker(): Promise<void> {
	const jobs = await import('#app/features/jobs/jobs.server.ts')
	await import('#app/features/leads/lead-jobs.server.ts')
	await jobs.startJobWorker()
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = loadContext.get(nonceContext)
	// Crawlers get the whole document at once; browsers get it streamed.
	const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
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
