import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { expectConsoleErrors } from '#tests/setup/console.ts'
import { waitFor } from './helpers.ts'

process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
process.env.JOB_RETRY_DELAY_SECONDS = '1'
const { setDatabase } = await import('#app/db/db.server.ts')
const jobs = await import('#app/infra/jobs/jobs.server.ts')
const { listJobs, retryJob } = await import('#app/infra/jobs/jobs-admin.server.ts')

/** What the test handlers saw, per job type. */
const seen = new Map<string, { payload: { n: number }; attempt: number }[]>()
function record(type: string, payload: { n: number }, attempt: number) {
	seen.set(type, [...(seen.get(type) ?? []), { payload, attempt }])
}
let failuresLeft = 2
jobs.registerJobHandler<{ n: number }>('test.ok', async (payload, { attempt }) => record('test.ok', payload, attempt))
jobs.registerJobHandler<{ n: number }>(
	'test.flaky',
	async (payload, { attempt }) => {
		record('test.flaky', payload, attempt)
		if (failuresLeft-- > 0) throw new Error('temporarily down')
	},
	{ maxAttempts: 4 },
)
jobs.registerJobHandler<{ n: number }>(
	'test.broken',
	async (payload, { attempt }) => {
		record('test.broken', payload, attempt)
		if (payload.n !== 42) throw new Error('always down')
	},
	{ maxAttempts: 2 },
)
jobs.registerJobHandler<{ n: number }>(
	'test.unique',
	async (payload, { attempt }) => record('test.unique', payload, attempt),
	{
		uniqueByKey: true,
	},
)

describe.each(databaseKinds)('job queue on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	beforeAll(async () => {
		seen.clear()
		handle = await createTestDatabase(kind)
		setDatabase(handle)
		await jobs.startJobWorker()
	})
	afterAll(async () => {
		await jobs.stopJobQueue()
		await handle.close()
	})
	// The failing handlers below log each failed attempt, as the worker does in production.
	beforeEach(() => {
		expectConsoleErrors(/^job attempt failed .*"jobType":"test\.(flaky|broken)"/)
	})

	test('a job written in a committed transaction is delivered; one in a rolled-back transaction never', async () => {
		await handle.db
			.transaction(async (tx) => {
				await jobs.enqueueJob(tx, { type: 'test.ok', payload: { n: 1 } })
				tx.rollback()
			})
			.catch(() => undefined)
		await handle.db.transaction(async (tx) => {
			await tx.execute(sql`select 1`)
			await jobs.enqueueJob(tx, { type: 'test.ok', payload: { n: 2 } })
		})
		await waitFor(() => seen.get('test.ok')?.find((job) => job.payload.n === 2))
		expect(seen.get('test.ok')?.map((job) => job.payload.n)).toEqual([2])
	})

	test('a failing job is retried with backoff until it succeeds', async () => {
		failuresLeft = 2
		await jobs.enqueueJob(handle.db, { type: 'test.flaky', payload: { n: 3 } })
		await waitFor(() => (seen.get('test.flaky')?.length === 3 ? true : undefined), 20_000)
		expect(seen.get('test.flaky')!.map((job) => job.attempt)).toEqual([1, 2, 3])
		const job = await pollUntil(async () => {
			const [row] = await listJobs({ types: ['test.flaky'] })
			return row?.state === 'completed' ? row : undefined
		})
		expect(job).toMatchObject({ type: 'test.flaky', attempts: 3 })
	})

	test('after its last attempt a job is kept as failed, and can be retried', async () => {
		const id = await jobs.enqueueJob(handle.db, { type: 'test.broken', payload: { n: 7 } })
		const failed = await pollUntil(async () => {
			const [job] = await listJobs({ types: ['test.broken'] })
			return job?.state === 'failed' ? job : undefined
		})
		expect(failed).toMatchObject({ id, attempts: 2, maxAttempts: 2, lastError: 'always down' })
		expect(await retryJob(id!)).toBe(true)
		await waitFor(() => (seen.get('test.broken')?.length === 3 ? true : undefined), 10_000)
		expect(await retryJob('00000000-0000-0000-0000-000000000000')).toBe(false)
	})

	test('a unique job is not queued twice under one key; a recurring job is scheduled', async () => {
		await jobs.stopJobQueue()
		const first = await jobs.enqueueJob(handle.db, { type: 'test.unique', payload: { n: 1 }, singletonKey: 'k' })
		const second = await jobs.enqueueJob(handle.db, { type: 'test.unique', payload: { n: 2 }, singletonKey: 'k' })
		expect(first).toBeTruthy()
		expect(second).toBeNull()
		await jobs.scheduleRecurringJob('test.ok', '0 3 * * *', { n: 99 })
		const schedules = await handle.db.execute(sql`select name, cron, timezone from pgboss.schedule`)
		expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
			{ name: 'test.ok', cron: '0 3 * * *', timezone: 'Europe/Paris' },
		])
		await jobs.startJobWorker()
		await waitFor(() => seen.get('test.unique')?.[0])
		expect(seen.get('test.unique')!.map((job) => job.payload.n)).toEqual([1])
	})
})

function pollUntil<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
	return vi.waitFor(
		async () => {
			const value = await check()
			if (value === undefined) throw new Error('pollUntil : pas encore')
			return value
		},
		{ timeout: timeoutMs, interval: 100 },
	)
}
