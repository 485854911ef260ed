import { sql } from 'drizzle-orm'
import pg from 'pg'
import { expect, inject, test, vi } from 'vitest'
import {
	databaseErrorStatus,
	DatabaseUnavailableError,
	isDatabaseUnavailable,
	openDatabase,
	withStatementTimeout,
	type DatabaseTimeouts,
} from '#app/db/db.server.ts'

/** The test cluster's PostgreSQL with the app's migrations, and `timeouts` if given. */
function openPostgres(timeouts?: DatabaseTimeouts) {
	return openDatabase({ url: inject('postgresUrl'), migrationsFolder: 'drizzle', timeouts })
}

test(
	'errors of a database that is away are told apart from errors of a query (real drivers)',
	{ timeout: 180_000 },
	async () => {
		// Nothing listens on port 9: connection refused.
		const refused = await new pg.Client({ connectionString: 'postgres://x@127.0.0.1:9/x' })
			.connect()
			.catch((error: unknown) => error)
		expect(isDatabaseUnavailable(refused)).toBe(true)
		expect(databaseErrorStatus(new DatabaseUnavailableError())).toBe(503)

		const handle = await openPostgres()
		try {
			const nul = await handle.db.execute(sql`select ${'a\u0000b'}::text`).catch((error: unknown) => error)
			const syntax = await handle.db.execute(sql`select from nowhere`).catch((error: unknown) => error)
			expect(databaseErrorStatus(nul)).toBe(400)
			expect(databaseErrorStatus(syntax)).toBe(500)
			expect(isDatabaseUnavailable(syntax)).toBe(false)
		} finally {
			await handle.close()
		}
		// A closed PGlite is "away" too.
		const pglite = await openDatabase({ migrationsFolder: 'drizzle' })
		await pglite.close()
		const closed = await pglite.db.execute(sql`select 1`).catch((error: unknown) => error)
		expect(isDatabaseUnavailable(closed)).toBe(true)
	},
)

test('a statement running longer than DB_STATEMENT_TIMEOUT_MS is cancelled and reads as unavailable (503)', async () => {
	const handle = await openPostgres({ connectTimeoutMs: 1_000, statementTimeoutMs: 300 })
	try {
		const error = await handle.db.execute(sql`select pg_sleep(5)`).catch((caught: unknown) => caught)
		// Drizzle wraps the driver's error: the SQLSTATE is on its cause (query_canceled).
		expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014')
		expect(databaseErrorStatus(error)).toBe(503)
	} finally {
		await handle.close()
	}
})

test('a connection whose server stops answering is dropped at its read timeout, mid-transaction or at `begin`, and its pool slot comes back', async () => {
	const handle = await openPostgres({ connectTimeoutMs: 1_000, statementTimeoutMs: 500 })
	const pool = (handle.db as unknown as { $client: pg.Pool }).$client
	const frozen: number[] = []
	/** Stops the server process behind the pool's next connection: it no longer answers, like a frozen server. */
	async function freezeNextConnection() {
		const client = await pool.connect()
		const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
		client.release()
		process.kill(rows[0]!.pid, 'SIGSTOP')
		frozen.push(rows[0]!.pid)
	}
	try {
		// Mid-transaction: the statement waits 750 ms (500 + 250), then Drizzle's rollback fails at
		// once on the dropped connection instead of waiting as long again.
		let started = performance.now()
		const midway = await handle.db
			.transaction(async (tx) => {
				const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
				process.kill(rows[0]!.pid, 'SIGSTOP')
				frozen.push(rows[0]!.pid)
				await tx.execute(sql`select 1`)
			})
			.catch((error: unknown) => error)
		expect(isDatabaseUnavailable(midway)).toBe(true)
		expect(performance.now() - started).toBeLessThan(1_200)
		await vi.waitFor(() => expect(pool.totalCount).toBe(0))

		// At `begin`: Drizzle never releases that connection; the pool gets it back all the same.
		await freezeNextConnection()
		started = performance.now()
		const atBegin = await handle.db
			.transaction(async (tx) => tx.execute(sql`select 1`))
			.catch((error: unknown) => error)
		expect(isDatabaseUnavailable(atBegin)).toBe(true)
		expect(performance.now() - started).toBeLessThan(1_200)
		await vi.waitFor(() => expect([pool.totalCount, pool.idleCount, pool.waitingCount]).toEqual([0, 0, 0]))
		// The next statements get fresh connections.
		expect((await handle.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }])
	} finally {
		for (const pid of frozen) process.kill(pid, 'SIGCONT')
		await handle.close()
	}
})

test('withStatementTimeout gives up a statement without answer sooner than the pool would, and only inside it', async () => {
	const handle = await openPostgres({ connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 })
	const frozen: number[] = []
	try {
		const started = performance.now()
		const error = await withStatementTimeout(400, () =>
			handle.db.transaction(async (tx) => {
				const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
				process.kill(rows[0]!.pid, 'SIGSTOP')
				frozen.push(rows[0]!.pid)
				await tx.execute(sql`select 1`)
			}),
		).catch((caught: unknown) => caught)
		// 400 ms, not the pool's 5.25 s; the rollback behind it fails at once.
		expect(isDatabaseUnavailable(error)).toBe(true)
		expect(performance.now() - started).toBeLessThan(1_000)
		// A slow statement that answers is not cut outside it…
		expect((await handle.db.execute(sql`select pg_sleep(0.6) is null as slept`)).rows).toEqual([{ slept: false }])
		// …and is inside it.
		const cut = await withStatementTimeout(300, () => handle.db.execute(sql`select pg_sleep(0.6)`)).catch(
			(caught: unknown) => caught,
		)
		expect(isDatabaseUnavailable(cut)).toBe(true)
	} finally {
		for (const pid of frozen) process.kill(pid, 'SIGCONT')
		await handle.close()
	}
})

test('inside withStatementTimeout, a burst larger than the pool waits its turn while the database answers', async () => {
	const handle = await openPostgres({ connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 })
	try {
		// Ten connections, sixty statements of 100 ms each: the last ones wait about 500 ms
		// for a connection, longer than their 300 ms, but the database answers all along.
		const started = performance.now()
		const results = await Promise.allSettled(
			Array.from({ length: 60 }, () =>
				withStatementTimeout(300, () => handle.db.execute(sql`select pg_sleep(0.1) is null as slept`)),
			),
		)
		expect(results.filter((result) => result.status === 'rejected')).toEqual([])
		expect(performance.now() - started).toBeGreaterThan(500)
	} finally {
		await handle.close()
	}
})
