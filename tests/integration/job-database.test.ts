/**
 * Job handlers run on the jobs' own patient database (docs/decisions/102-patient-pool-for-jobs.md):
 * with the visitors' pool held to its last connection, a lead's jobs still succeed at their
 * first attempt (PostgreSQL); a job waits for the database's opening past the requests'
 * connect timeout (PGlite); once the database is stopped, a late job does not open it again.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, expect, test, vi } from 'vitest'
import { createTestDatabase } from '#tests/db-utils.ts'
import { sampleLead } from './helpers.ts'

process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
process.env.JOB_RETRY_DELAY_SECONDS = '1'
process.env.SALES_NOTIFY_EMAILS = 'ventes@nuvea.example'
// The requests' wait for the database's opening: far shorter than any.
process.env.DB_CONNECT_TIMEOUT_MS = '20'
// Without SMTP_URL the e-mails are written to DATA_DIR/outbox, receipts and all.
const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-job-db-'))
process.env.DATA_DIR = dataDir
const {
	DatabaseUnavailableError,
	databaseReachable,
	getDb,
	getJobDb,
	lockFile,
	setDatabase,
	startDatabase,
	stopDatabase,
} = await import('#app/db/db.server.ts')
const { getJobQueue, startJobWorker, stopJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const { createLead } = await import('#app/features/leads/leads.server.ts')

afterAll(() => {
	rmSync(dataDir, { recursive: true, force: true })
})

/** The `To` of each e-mail written to the outbox, sorted. */
function outboxRecipients(): string[] {
	const dir = path.join(dataDir, 'outbox')
	return readdirSync(dir)
		.map((file) => /^To: (.*)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? '')
		.sort()
}

test('on postgres, with the visitors’ pool held to its last connection, a lead’s jobs succeed at their first attempt', async () => {
	// The requests' default timeouts: 1 s is also the limit to open each connection held below.
	const handle = await createTestDatabase('postgres', undefined, { connectTimeoutMs: 1_000, statementTimeoutMs: 5_000 })
	setDatabase(handle)
	const pool = (handle.db as unknown as { $client: pg.Pool }).$client
	const held: pg.PoolClient[] = []
	try {
		// The queue is up, its worker not yet: the jobs wait while the pool is taken.
		await getJobQueue()
		const email = 'patiente@exemple.fr'
		const lead = await createLead(handle.db, sampleLead(email))
		for (let n = 0; n < pool.options.max!; n++) held.push(await pool.connect())
		// What a job on the visitors' pool would meet: no connection within the connect timeout.
		const refused = await (await getDb()).execute(sql`select 1`).catch((error: unknown) => error)
		// Drizzle wraps the driver's error.
		expect((refused as Error).cause).toMatchObject({ message: 'timeout exceeded when trying to connect' })

		await startJobWorker()
		// Read on a held connection (the pool has none to give); settled: done, or failed once.
		const jobs = await vi.waitFor(
			async () => {
				const { rows } = await held[0]!.query<{ name: string; state: string; retry_count: number }>(
					"select name, state::text as state, retry_count from pgboss.job where data->>'leadId' = $1 order by name",
					[lead.id],
				)
				expect(rows).toHaveLength(2)
				expect(rows.every((row) => row.state === 'completed' || row.retry_count > 0)).toBe(true)
				return rows
			},
			{ timeout: 20_000, interval: 100 },
		)
		expect(jobs).toEqual([
			{ name: 'lead.sales-notification', state: 'completed', retry_count: 0 },
			{ name: 'lead.whitepaper-email', state: 'completed', retry_count: 0 },
		])
		expect(outboxRecipients()).toEqual([email, 'ventes@nuvea.example'])
	} finally {
		for (const client of held) client.release()
		await stopJobQueue()
		await stopDatabase()
	}
})

// PGlite's opening and migrations take seconds, up to a minute on the loaded 2-core machine.
test('on pglite, a job waits for the database’s opening where a request gives up', { timeout: 180_000 }, async () => {
	// The server's start opens DATA_DIR's embedded database; meanwhile both ask for it.
	const opening = startDatabase()
	const request = getDb().catch((error: unknown) => error)
	const job = getJobDb()
	expect(await request).toBeInstanceOf(DatabaseUnavailableError)
	try {
		const db = await job
		expect((await db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }])
		// One in-process connection: the jobs share the requests' instance.
		expect(db).toBe(await getDb())
		expect((await opening).jobDb).toBe(db)
		// Open, the embedded database holds its lock (the next test checks it is not taken again).
		expect(existsSync(lockFile(path.join(dataDir, 'pglite')))).toBe(true)
	} finally {
		await stopDatabase()
	}
})

test('once the database is stopped (server shutdown), a late job or request is refused and opens nothing', async () => {
	// The previous test stopped DATA_DIR's embedded database.
	expect(existsSync(lockFile(path.join(dataDir, 'pglite')))).toBe(false)
	expect(await getJobDb().catch((error: unknown) => error)).toBeInstanceOf(DatabaseUnavailableError)
	expect(await getDb().catch((error: unknown) => error)).toBeInstanceOf(DatabaseUnavailableError)
	expect(await databaseReachable()).toBe(false)
	// Opening it again would have taken its lock.
	expect(existsSync(lockFile(path.join(dataDir, 'pglite')))).toBe(false)
})
