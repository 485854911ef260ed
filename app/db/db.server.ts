import { AsyncLocalStorage } from 'node:async_hooks'
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { serverEnv } from '#app/config/env.server.ts'
import { describeError, logEvent } from '#app/lib/log.server.ts'
import { processSingleton } from '#app/lib/process-singleton.ts'
import * as schema from './schema.ts'

/**
 * Both drivers expose the same Drizzle query API; the app is typed against the
 * node-postgres flavour and PGlite's database is used through the same interface.
 */
export type Database = NodePgDatabase<typeof schema>

export type DatabaseHandle = {
	db: Database
	/**
	 * The job handlers' database (getJobDb): on PostgreSQL a small pool of its own with
	 * patient timeouts, on PGlite `db` itself (docs/decisions/102-patient-pool-for-jobs.md).
	 */
	jobDb: Database
	kind: 'pglite' | 'postgres'
	close: () => Promise<void>
	/**
	 * PostgreSQL only: the small pool of background work (migrations, the job queue's own
	 * statements), with patient timeouts; `db` keeps the requests' fail-fast ones
	 * (docs/decisions/067-fail-fast-database.md).
	 */
	backgroundPool?: pg.Pool
}

/** The database cannot be reached now (down, restarting, frozen): answer 503, retry later. */
export class DatabaseUnavailableError extends Error {
	override name = 'DatabaseUnavailableError'
	constructor(cause?: unknown) {
		super('Base de données indisponible', { cause })
	}
}

// SQLSTATE classes of an unreachable or overloaded server: connection exception (08),
// operator intervention (57: shutdown, statement timeout), insufficient resources (53),
// system error (58). Errors without a SQLSTATE come from the network or the driver.
const unavailableClasses = new Set(['08', '57', '53', '58'])

function sqlState(error: unknown): string | undefined {
	let current = error
	for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
		const code = (current as { code?: unknown }).code
		if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
		current = (current as { cause?: unknown }).cause
	}
	return undefined
}

const networkCodes = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'EPIPE',
	'EHOSTUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
])
// The driver's own words for a lost, refused or timed-out connection (pg, pg-pool, PGlite).
const driverMessages =
	/connection terminated|connection error|query read timeout|timeout exceeded|not queryable|is closed|econnrefused/i

/** True when `error` means "the database is away", not "this query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
	if (error instanceof DatabaseUnavailableError) return true
	const code = sqlState(error)
	if (code) return unavailableClasses.has(code.slice(0, 2))
	let current = error
	for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
		if (current instanceof DatabaseUnavailableError) return true
		const errno = (current as { code?: unknown }).code
		if (typeof errno === 'string' && networkCodes.has(errno)) return true
		if (current instanceof Error && driverMessages.test(current.message)) return true
		if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true
		current = (current as { cause?: unknown }).cause
	}
	return false
}

/**
 * The HTTP status a failed database write deserves: 503 when the database is away,
 * 400 when it refused the submitted value (data exception 22, integrity 23: the
 * visitor's input, never a server fault), 500 otherwise.
 */
export function databaseErrorStatus(error: unknown): 400 | 500 | 503 {
	if (isDatabaseUnavailable(error)) return 503
	const code = sqlState(error) ?? ''
	return code.startsWith('22') || code.startsWith('23') ? 400 : 500
}

/** PGlite has no cross-process locking: one process at a time may open a data directory. */
export function lockFile(dataDir: string): string {
	return path.join(dataDir, 'nuvea.pid')
}

/** A process's start time in clock ticks since boot (Linux), to tell a reused pid apart. */
export function processStartTime(pid: number): string | undefined {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		// Field 22; the command name (field 2) may contain spaces, so count after its ')'.
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
	} catch {
		return undefined
	}
}

/**
 * The pid of the live process holding the data directory, if any. The lock records
 * the holder's pid and start time: a dead holder, or a pid since reused by another
 * process (another start time), leaves a stale lock that does not count.
 */
export function dataDirOwner(dataDir: string): number | undefined {
	let content: string
	try {
		content = readFileSync(lockFile(dataDir), 'utf8').trim()
	} catch {
		return undefined
	}
	const [pidText, startTime] = content.split(' ')
	const pid = Number(pidText)
	if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined
	try {
		process.kill(pid, 0)
	} catch (error) {
		// EPERM: alive but someone else's.
		if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined
	}
	const current = processStartTime(pid)
	if (startTime && current && current !== startTime) return undefined
	return pid
}

function claimDataDir(dataDir: string) {
	const owner = dataDirOwner(dataDir)
	if (owner) throw new Error(`La base embarquée ${dataDir} est déjà ouverte par le processus ${owner}.`)
	const startTime = processStartTime(process.pid)
	writeFileSync(lockFile(dataDir), startTime ? `${process.pid} ${startTime}` : String(process.pid), { mode: 0o600 })
}

/**
 * Makes everything under `dir` owner-only (directories 0700, files 0600): PGlite's
 * files, the outbox and the auth secret hold password hashes and leads. The server
 * also sets umask 077 at start so that new files are created so.
 */
export function restrictToOwner(dir: string): void {
	let entries: string[]
	try {
		chmodSync(dir, 0o700)
		entries = readdirSync(dir)
	} catch {
		return
	}
	for (const entry of entries) {
		const full = path.join(dir, entry)
		const stat = lstatSync(full, { throwIfNoEntry: false })
		if (!stat || stat.isSymbolicLink()) continue
		if (stat.isDirectory()) restrictToOwner(full)
		else if ((stat.mode & 0o077) !== 0) chmodSync(full, stat.mode & 0o700)
	}
}

export type DatabaseTimeouts = { connectTimeoutMs: number; statementTimeoutMs: number }

/**
 * How long the client waits for an answer past the server's own statement timeout: a
 * statement that runs too long is cancelled by the server; no answer at all (a frozen
 * server, a silent network) is given up this much later.
 */
const READ_GRACE_MS = 250

/** Patient settings of the background pool: a migration or a queue sweep may take a while. */
const backgroundTimeouts = { connectTimeoutMs: 10_000, statementTimeoutMs: 300_000 }

/**
 * Patient settings of the job handlers' pool (docs/decisions/102-patient-pool-for-jobs.md):
 * a job may wait its turn; its slowest statement (the retention pass) takes seconds, and an
 * attempt is abandoned after 2 minutes anyway.
 */
const jobTimeouts: DatabaseTimeouts = { connectTimeoutMs: 10_000, statementTimeoutMs: 30_000 }

/** The read timeout of the statements made inside withStatementTimeout (undefined elsewhere). */
const shortStatements = new AsyncLocalStorage<number>()

/**
 * Runs `work` with each PostgreSQL statement it makes given up after `timeoutMs` without
 * an answer, and each wait for a connection after as long, instead of the pool's
 * timeouts (docs/decisions/067-fail-fast-database.md). For work made of small statements
 * only (a form's rate limit and insert): a frozen database is then told from a slow query
 * in about `timeoutMs`, while the admin's and the jobs' larger reads keep the pool's.
 */
export function withStatementTimeout<T>(timeoutMs: number, work: () => PromiseLike<T>): Promise<T> {
	// Awaited inside: a Drizzle query is a lazy thenable, started by its `then`.
	return shortStatements.run(timeoutMs, async () => await work())
}

/**
 * Runs `start` outside any withStatementTimeout: what it starts and keeps running (the job
 * queue's polling and maintenance, the database's opening loop) must not inherit the short
 * timeout of the request that happened to start it.
 */
export function outsideStatementTimeout<T>(start: () => T): T {
	return shortStatements.exit(start)
}

type ConnectCallback = (
	error: Error | undefined,
	client?: pg.PoolClient,
	done?: (release?: Error | boolean) => void,
) => void

/**
 * A pool whose connections are given up as soon as they stop answering
 * (docs/decisions/067-fail-fast-database.md):
 * - an idle connection killed by a PostgreSQL restart emits 'error' on the pool, and one
 *   checked out between two statements on itself: each gets a listener (without one
 *   Node would exit); the pool replaces it on next use;
 * - a statement without an answer within its read timeout destroys its connection, so the
 *   statements queued behind it on that connection (Drizzle's `rollback` after a failed
 *   statement) fail at once instead of waiting out their own timeout;
 * - a connection that ends while checked out goes back to the pool, even if its holder
 *   never releases it: Drizzle does not when its `begin` fails, which would shrink the
 *   pool by one each time.
 */
function failFastPool(config: pg.PoolConfig, { connectTimeoutMs, statementTimeoutMs }: DatabaseTimeouts): pg.Pool {
	const readTimeoutMs = statementTimeoutMs + READ_GRACE_MS
	const pool = new pg.Pool({
		...config,
		connectionTimeoutMillis: connectTimeoutMs,
		statement_timeout: statementTimeoutMs,
		query_timeout: readTimeoutMs,
		// A transaction left open by a client that stopped talking does not hold its locks for long.
		idle_in_transaction_session_timeout: Math.max(statementTimeoutMs * 2, 5_000),
		keepAlive: true,
	})
	/** When the database last answered a statement on this pool: a busy pool is not a frozen database. */
	let lastAnswerAt = Number.NEGATIVE_INFINITY
	const answered = () => {
		lastAnswerAt = performance.now()
	}
	const lost = (error: Error) => logEvent('warn', 'database connection lost', describeError(error))
	pool.on('error', lost)
	pool.on('connect', (client) => {
		client.on('error', lost)
		const query = client.query.bind(client) as (...args: unknown[]) => unknown
		const dropIfUnanswered = (error: unknown) => {
			if (error instanceof Error && error.message === 'Query read timeout')
				(client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy()
		}
		client.query = ((...args: unknown[]) => {
			const short = shortStatements.getStore()
			const [first] = args
			if (short !== undefined && short < readTimeoutMs) {
				const timeout = { query_timeout: short }
				if (typeof first === 'string') args[0] = { text: first, ...timeout }
				else if (first && typeof first === 'object' && typeof (first as { submit?: unknown }).submit !== 'function')
					args[0] = { ...first, ...timeout }
			}
			const callback = args.at(-1)
			if (typeof callback === 'function') {
				args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
					if (error) dropIfUnanswered(error)
					else answered()
					return (callback as (...values: unknown[]) => unknown)(error, ...rest)
				}
				return query(...args)
			}
			const result = query(...args)
			if (result instanceof Promise) result.then(answered, dropIfUnanswered)
			return result
		}) as typeof client.query
	})
	const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>
	/** The checked-out connection, released to the pool (once) if it ends before its holder releases it. */
	const releasedWhenEnded = (client: pg.PoolClient) => {
		const release = client.release.bind(client)
		let released = false
		const releaseOnce = (error?: Error | boolean) => {
			if (released) return
			released = true
			client.removeListener('end', onEnd)
			release(error)
		}
		const onEnd = () => releaseOnce(new Error('connection ended while checked out'))
		client.once('end', onEnd)
		client.release = releaseOnce
		return client
	}
	/**
	 * Waits for a connection until the database has not answered any statement of this pool
	 * for `timeoutMs` (a frozen database), or for the pool's read timeout at most (a pool
	 * busy with a burst of forms whose statements keep answering waits its turn). A
	 * connection that comes later goes back to the pool.
	 */
	const acquireWithin = (timeoutMs: number) =>
		new Promise<pg.PoolClient>((resolve, reject) => {
			const started = performance.now()
			let late = false
			const giveUpUnlessAnswering = () => {
				const now = performance.now()
				const deadline = Math.min(Math.max(started, lastAnswerAt) + timeoutMs, started + readTimeoutMs)
				if (now < deadline) {
					timer = setTimeout(giveUpUnlessAnswering, deadline - now)
					return
				}
				late = true
				reject(new DatabaseUnavailableError())
			}
			let timer = setTimeout(giveUpUnlessAnswering, timeoutMs)
			void (async () => {
				try {
					const client = releasedWhenEnded(await connect())
					if (late) client.release()
					else resolve(client)
				} catch (error) {
					if (!late) reject(error)
				} finally {
					clearTimeout(timer)
				}
			})()
		})
	pool.connect = ((callback?: ConnectCallback) => {
		// Inside withStatementTimeout, waiting for a connection is held to the same short limit.
		const short = shortStatements.getStore()
		const acquired =
			short !== undefined && short < connectTimeoutMs ? acquireWithin(short) : connect().then(releasedWhenEnded)
		if (!callback) return acquired
		// pg-pool's own query() asks in the callback form.
		void (async () => {
			let client: pg.PoolClient
			try {
				client = await acquired
			} catch (error) {
				callback(error as Error, undefined, () => undefined)
				return
			}
			callback(undefined, client, client.release)
		})()
		return undefined
	}) as typeof pool.connect
	return pool
}

/** Opens a database and applies the migrations (idempotent). */
export async function openDatabase(options: {
	url?: string
	dataDir?: string
	migrationsFolder: string
	timeouts?: DatabaseTimeouts
}): Promise<DatabaseHandle> {
	if (options.url) {
		const timeouts = options.timeouts ?? { connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 }
		// Migrations and the job queue's statements: patient, on three connections at most.
		const backgroundPool = failFastPool({ connectionString: options.url, max: 3 }, backgroundTimeouts)
		// The job handlers' statements: patient too, but apart from pg-boss's polling and heartbeats.
		const jobPool = failFastPool({ connectionString: options.url, max: 4 }, jobTimeouts)
		const pool = failFastPool({ connectionString: options.url, max: 10 }, timeouts)
		const pools = [pool, jobPool, backgroundPool]
		try {
			await migratePg(drizzlePg(backgroundPool, { schema }), { migrationsFolder: options.migrationsFolder })
			return {
				db: drizzlePg(pool, { schema }),
				jobDb: drizzlePg(jobPool, { schema }),
				kind: 'postgres',
				backgroundPool,
				close: async () => {
					await Promise.all(pools.map((each) => each.end()))
				},
			}
		} catch (error) {
			await Promise.all(pools.map((each) => each.end().catch(() => undefined)))
			throw error
		}
	}
	const dataDir = options.dataDir
	if (dataDir) {
		mkdirSync(dataDir, { recursive: true, mode: 0o700 })
		claimDataDir(dataDir)
	}
	const client = await PGlite.create(dataDir)
	const db = drizzlePglite(client, { schema })
	await migratePglite(db, { migrationsFolder: options.migrationsFolder })
	if (dataDir) restrictToOwner(dataDir)
	const database = db as unknown as Database
	return {
		db: database,
		// One in-process connection: the jobs share it.
		jobDb: database,
		kind: 'pglite',
		close: async () => {
			await client.close()
			if (dataDir) rmSync(lockFile(dataDir), { force: true })
		},
	}
}

type DatabaseState = {
	handle?: DatabaseHandle
	opening?: Promise<DatabaseHandle>
	closed: boolean
}

/** Kept per process (not per module copy) so dev reloads and the server share one pool. */
const state = processSingleton<DatabaseState>('database', () => ({ closed: false }))

function sleep(ms: number) {
	return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

/**
 * Opens the configured database. PostgreSQL not reachable yet is retried with
 * exponential backoff (0.5 s doubling to 30 s) for as long as the process runs, while
 * the HTTP server already answers; the embedded database fails at once (a lock held
 * by a live process, a corrupt directory: an operator must act).
 */
export function startDatabase(): Promise<DatabaseHandle> {
	if (state.handle) return Promise.resolve(state.handle)
	if (state.opening) return state.opening
	state.closed = false
	const env = serverEnv()
	const options = {
		url: env.DATABASE_URL,
		dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, 'pglite'),
		migrationsFolder: path.resolve(env.MIGRATIONS_DIR),
		timeouts: { connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS },
	}
	state.opening = outsideStatementTimeout(async () => {
		for (let attempt = 0; ; attempt++) {
			try {
				const handle = await openDatabase(options)
				if (state.closed) {
					await handle.close()
					throw new DatabaseUnavailableError()
				}
				state.handle = handle
				return handle
			} catch (error) {
				if (!options.url || state.closed) throw error
				const delay = Math.min(500 * 2 ** attempt, 30_000)
				logEvent('warn', 'database unreachable, retrying', {
					attempt: attempt + 1,
					retryInMs: delay,
					...describeError(error),
				})
				await sleep(delay)
			}
		}
	})
	state.opening.catch(() => {
		state.opening = undefined
	})
	return state.opening
}

/**
 * The app's database. While it is being opened (or PostgreSQL is away at start), a
 * caller waits at most the connect timeout, then gets DatabaseUnavailableError: a
 * form answers 503 at once instead of hanging.
 */
export async function getDatabase(): Promise<DatabaseHandle> {
	if (state.handle) return state.handle
	const opening = openedOrOpening()
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new DatabaseUnavailableError()), serverEnv().DB_CONNECT_TIMEOUT_MS)
	})
	try {
		return await Promise.race([opening, timeout])
	} catch (error) {
		throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error)
	} finally {
		clearTimeout(timer)
	}
}

/** The requests' database: fail-fast timeouts (docs/decisions/067-fail-fast-database.md). */
export async function getDb(): Promise<Database> {
	return (await getDatabase()).db
}

/**
 * The job handlers' database (docs/decisions/102-patient-pool-for-jobs.md). Nobody waits
 * on a job: it waits its turn for a connection, and for the database's opening as long as
 * that takes (PGlite's takes seconds on a loaded machine), instead of failing its attempt
 * after the requests' connect timeout.
 */
export async function getJobDb(): Promise<Database> {
	return (await openedOrOpening()).jobDb
}

/**
 * The open database, or its opening (started if need be), for the app's callers; refused
 * once `stopDatabase()` closed it (server shutdown), until `startDatabase()` is called again.
 */
function openedOrOpening(): Promise<DatabaseHandle> {
	if (!state.handle && state.closed) return Promise.reject(new DatabaseUnavailableError())
	return startDatabase()
}

/** True when the database answers a trivial query now (/readyz, the admin gate). */
export async function databaseReachable(): Promise<boolean> {
	if (!state.handle) return false
	try {
		await state.handle.db.execute(sql`select 1`)
		return true
	} catch {
		return false
	}
}

/**
 * Closes the database after the last request (server shutdown). Until `startDatabase()`
 * is called again, `getDb()` and `getJobDb()` refuse instead of opening it anew: a job
 * handler still running past the queue's graceful stop fails its attempt (the job is
 * retried later, by this instance once restarted or another one).
 */
export async function stopDatabase(): Promise<void> {
	state.closed = true
	const handle = state.handle
	state.handle = undefined
	state.opening = undefined
	await handle?.close()
}

/** Makes the app use an already open database (tests, command-line scripts). */
export function setDatabase(handle: DatabaseHandle): void {
	state.handle = handle
	state.opening = undefined
	state.closed = false
}
