import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { authSecret, serverEnv } from '#app/config/env.server.ts'
import { describeError, logEvent } from '#app/lib/log.server.ts'
import { appLifecycle } from '#app/lib/process-singleton.ts'
import { databaseReachable, restrictToOwner, startDatabase, stopDatabase } from './db.server.ts'

/**
 * The server start sequence on the app side (called by server/index.ts through
 * appLifecycle): owner-only DATA_DIR, a usable auth secret, then the database — the
 * embedded one opened before the first request (a failure stops the start), PostgreSQL
 * connected in the background with retries while prerendered pages are already served.
 */
/** What the app runs once the database is there (the job worker), and before it closes. */
export type LifecycleHooks = { afterDatabase?: () => Promise<void>; beforeStop?: () => Promise<void> }

let hooks: LifecycleHooks = {}

/** True once the after-database hook has settled: the job queue is there for the forms that write jobs. */
let started = false

function databaseReady(database: string): void {
	logEvent('info', 'database ready', { database })
	Promise.resolve(hooks.afterDatabase?.())
		.catch((error: unknown) => logEvent('error', 'after-database hook failed', describeError(error)))
		.finally(() => {
			started = true
		})
}

/**
 * Readiness (/readyz): the start sequence is done (the job queue the forms write to is
 * there) and the database answers now. A form posted before would wait for the queue or
 * answer 503: a load balancer spares the visitors that (docs/decisions/067-fail-fast-database.md).
 */
async function ready(): Promise<boolean> {
	return started && (await databaseReachable())
}

async function start(): Promise<void> {
	const env = serverEnv()
	// Files created from now on (PGlite's, the outbox, the secret) are owner-only.
	process.umask(0o077)
	const dataDir = path.resolve(env.DATA_DIR)
	mkdirSync(dataDir, { recursive: true, mode: 0o700 })
	restrictToOwner(dataDir)
	authSecret()
	if (!env.DATABASE_URL) {
		await startDatabase()
		databaseReady('pglite')
		return
	}
	startDatabase().then(
		() => databaseReady('postgres'),
		(error: unknown) => logEvent('error', 'database start abandoned', describeError(error)),
	)
}

export function registerLifecycle(appHooks: LifecycleHooks = {}): void {
	hooks = appHooks
	const lifecycle = appLifecycle()
	lifecycle.start = start
	lifecycle.ready = ready
	lifecycle.stop = async () => {
		try {
			await hooks.beforeStop?.()
		} finally {
			await stopDatabase()
		}
	}
}
