/**
 * What the admin shows of the job queue (pg-boss's `job` table, all types at once)
 * and the « Réessayer » action. Admin requests: the requests' fail-fast database, not
 * the jobs' (docs/decisions/102-patient-pool-for-jobs.md).
 */
import { sql } from 'drizzle-orm'
import { getDb } from '#app/db/db.server.ts'
import { getJobQueue, JOB_SCHEMA } from './jobs.server.ts'

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const
export type JobState = (typeof jobStates)[number]

export type JobRow = {
	id: string
	type: string
	state: JobState
	payload: Record<string, unknown>
	/** Attempts started so far. */
	attempts: number
	maxAttempts: number
	createdAt: Date
	/** The next attempt (pending jobs). */
	runAt: Date
	completedAt: Date | null
	lastError: string | null
}

const jobTable = sql.raw(`${JOB_SCHEMA}.job`)

function rowsOf<T>(result: unknown): T[] {
	return (result as { rows: T[] }).rows
}

type RawJob = {
	id: string
	name: string
	state: JobState
	data: Record<string, unknown> | null
	retry_count: number
	retry_limit: number
	created_on: string | Date
	start_after: string | Date
	completed_on: string | Date | null
	started_on: string | Date | null
	output: { message?: string } | null
}

function toJobRow(raw: RawJob): JobRow {
	const started = raw.started_on !== null || ['completed', 'failed'].includes(raw.state)
	return {
		id: raw.id,
		type: raw.name,
		state: raw.state,
		payload: raw.data ?? {},
		// pg-boss counts retries; an attempt that started is one more.
		attempts: raw.retry_count + (started && raw.state !== 'retry' ? 1 : 0),
		maxAttempts: raw.retry_limit + 1,
		createdAt: new Date(raw.created_on),
		runAt: new Date(raw.start_after),
		completedAt: raw.completed_on === null ? null : new Date(raw.completed_on),
		lastError: raw.state === 'completed' ? null : (raw.output?.message ?? null),
	}
}

/** Jobs, newest first, filtered by type and state. */
export async function listJobs(
	options: { types?: string[]; states?: JobState[]; limit?: number } = {},
): Promise<JobRow[]> {
	const db = await getDb()
	await getJobQueue()
	const conditions = [sql`true`]
	if (options.types) conditions.push(sql`name in ${options.types.length ? options.types : ['']}`)
	if (options.states) conditions.push(sql`state::text in ${options.states.length ? options.states : ['']}`)
	const result = await db.execute(sql`
		select id, name, state::text as state, data, retry_count, retry_limit, created_on, start_after,
			completed_on, started_on, output
		from ${jobTable}
		where ${sql.join(conditions, sql` and `)}
		order by created_on desc, id
		limit ${options.limit ?? 200}`)
	return rowsOf<RawJob>(result).map(toJobRow)
}

/** Jobs per state, of every type (the dashboard). */
export async function jobCountsByState(): Promise<Record<JobState, number>> {
	const db = await getDb()
	await getJobQueue()
	const result = await db.execute(sql`select state::text as state, count(*)::int as n from ${jobTable} group by state`)
	const counts = Object.fromEntries(jobStates.map((state) => [state, 0])) as Record<JobState, number>
	for (const row of rowsOf<{ state: JobState; n: number }>(result)) counts[row.state] = row.n
	return counts
}

/**
 * Puts a failed (or cancelled) job back in the queue for one more attempt. False when
 * no such job is waiting for a retry (already delivered, or unknown).
 */
export async function retryJob(id: string): Promise<boolean> {
	if (!/^[0-9a-f-]{36}$/i.test(id)) return false
	const db = await getDb()
	const { boss } = await getJobQueue()
	const result = await db.execute(
		sql`select name from ${jobTable} where id = ${id} and state::text in ('failed', 'cancelled')`,
	)
	const [row] = rowsOf<{ name: string }>(result)
	if (!row) return false
	await boss.retry(row.name, id)
	// At once, not at the time its last backoff had planned.
	await db.execute(sql`update ${jobTable} set start_after = now() where id = ${id} and state::text = 'retry'`)
	return true
}
