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
		logEvent('info', 'database ready', { database: 'pglite' })
		return
	}
	startDatabase().then(
		() => logEvent('info', 'database ready', { database: 'postgres' }),
		(error: unknown) => logEvent('error', 'database start abandoned', describeError(error)),
	)
}

export function registerLifecycle(): void {
	const lifecycle = appLifecycle()
	lifecycle.start = start
	lifecycle.ready = databaseReachable
	lifecycle.stop = stopDatabase
}
