/**
 * The durable job queue: pg-boss on the app's own database, PGlite or PostgreSQL
 * (docs/decisions/035-job-queue.md). A feature registers a handler per job type when
 * its module loads, writes jobs with `enqueueJob` inside the transaction that creates
 * the thing they are about, and the worker started by the server delivers them, with
 * exponential backoff, keeping the jobs that used every attempt as failed.
 */
import { sql } from 'drizzle-orm'
import { PgBoss } from 'pg-boss'
import { serverEnv } from '#app/config/env.server.ts'
import { getDatabase, outsideStatementTimeout, type Database, type DatabaseHandle } from '#app/db/db.server.ts'
import { logError } from '#app/lib/log.server.ts'
import { processSingleton } from '#app/lib/process-singleton.ts'

/** The PostgreSQL schema pg-boss owns (its tables are not in app/db/schema.ts). */
export const JOB_SCHEMA = 'pgboss'

export type JobContext = {
	id: string
	type: string
	/** 1 for the first delivery attempt. */
	attempt: number
	maxAttempts: number
	/**
	 * The key of what the job sends at most once (`sendMail`'s receipt), the same on every
	 * attempt (docs/decisions/068-crashed-jobs-and-mail-receipts.md).
	 */
	receiptKey: string
}

export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>

export type JobHandlerOptions = {
	/** Attempts in all, the first included (default 9). */
	maxAttempts?: number
	/**
	 * Delay before the first retry, doubled (with jitter) at each attempt (default 10 s: a
	 * job cut off by a crash waits it too, and must be retried within a minute).
	 */
	backoffSeconds?: number
	/** Upper bound of a retry delay (default 1 h). */
	backoffMaxSeconds?: number
	/** An attempt running longer than this is abandoned and retried (default 120 s). */
	timeoutSeconds?: number
	/** Jobs of this type run at once in one process (default 2). */
	concurrency?: number
	/**
	 * At most one job per `singletonKey` queued, retrying or running (pg-boss's `exclusive`
	 * policy; jobs sent without a key then share one slot). Default false.
	 */
	uniqueByKey?: boolean
}

type Registration = { handler: JobHandler<unknown>; options: Required<JobHandlerOptions> }

type QueueState = { boss: PgBoss; ready: Map<string, Promise<void>>; working: boolean }

/** One per process: dev reloads re-evaluate this module, the handlers and the queue stay. */
const jobState = processSingleton('jobs', () => ({
	handlers: new Map<string, Registration>(),
	queue: undefined as Promise<QueueState> | undefined,
}))

function registrations(): Map<string, Registration> {
	return jobState.handlers
}

/** Failed jobs stay this long (for the deliveries page) before pg-boss deletes them. */
export const KEEP_FINISHED_SECONDS = 180 * 24 * 3600

/**
 * A job whose worker died (a crash, a SIGKILL) is retried within a minute
 * (docs/decisions/068-crashed-jobs-and-mail-receipts.md): the worker refreshes each running
 * job every 5 s; one not refreshed for HEARTBEAT_SECONDS (pg-boss's minimum) is failed by
 * the next supervision pass (every SUPERVISE_SECONDS, on any instance) and retried after
 * the first backoff delay. Worst case: 10 + 10 + 2 × 10 s of backoff + the poll interval.
 */
const HEARTBEAT_SECONDS = 10
const SUPERVISE_SECONDS = 10

/**
 * Declares how jobs of `type` are delivered. Call it when the feature's module loads
 * (before the worker starts and before any `enqueueJob` of that type). A handler that
 * throws is retried; it must be idempotent (a job may run twice if a process dies
 * between the delivery and its acknowledgement). A handler reads and writes through
 * `getJobDb()`, never `getDb()` (docs/decisions/102-patient-pool-for-jobs.md).
 */
export function registerJobHandler<Payload>(
	type: string,
	handler: JobHandler<Payload>,
	options: JobHandlerOptions = {},
): void {
	const registration: Registration = {
		handler: handler as JobHandler<unknown>,
		options: {
			maxAttempts: options.maxAttempts ?? 9,
			backoffSeconds: options.backoffSeconds ?? 10,
			backoffMaxSeconds: options.backoffMaxSeconds ?? 3600,
			timeoutSeconds: options.timeoutSeconds ?? 120,
			concurrency: options.concurrency ?? 2,
			uniqueByKey: options.uniqueByKey ?? false,
		},
	}
	registrations().set(type, registration)
	const started = jobState.queue
	if (started)
		addToStartedQueue(started, type, registration).catch((error: unknown) =>
			logError('job type registration failed', error, undefined, { jobType: type }),
		)
}

/** A handler registered after the queue started (dev reloads): its queue is created, and worked. */
async function addToStartedQueue(started: Promise<QueueState>, type: string, registration: Registration) {
	const state = await started
	state.ready.set(type, ensureQueue(state.boss, type, registration.options))
	if (state.working) await work(state, type, registration)
}

/** pg-boss talks to the app's own database: the PGlite instance, or PostgreSQL's background pool. */
function clientExecutor(handle: DatabaseHandle) {
	type Rows = { rows: unknown[] }
	if (handle.kind === 'pglite') {
		const client = (handle.db as unknown as { $client: PGliteLike }).$client
		return {
			async executeSql(text: string, values?: unknown[]) {
				// PGlite's extended protocol takes one statement; pg-boss's parameterless scripts have several.
				if (values?.length) return { rows: (await client.query(text, values)).rows }
				return { rows: (await client.exec(text)).flatMap((result) => result.rows) }
			},
		}
	}
	// The background pool: a queue sweep or pg-boss's own migration may outlast a request's timeouts.
	type Queryable = { query: (text: string, values?: unknown[]) => Promise<Rows | Rows[]> }
	const pool =
		(handle.backgroundPool as unknown as Queryable | undefined) ??
		(handle.db as unknown as { $client: Queryable }).$client
	return {
		async executeSql(text: string, values?: unknown[]) {
			const result = await pool.query(text, values)
			return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : result
		},
	}
}

type PGliteLike = {
	query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
	exec: (text: string) => Promise<{ rows: unknown[] }[]>
}

/** Runs pg-boss's statements through a Drizzle database or transaction (the caller's). */
function drizzleExecutor(db: Database) {
	return {
		async executeSql(text: string, values: unknown[] = []) {
			const query = sql.empty()
			text.split(/\$(\d+)/).forEach((part, index) => {
				query.append(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)
			})
			const result = (await db.execute(query)) as unknown as { rows: unknown[] }
			return { rows: result.rows }
		},
	}
}

async function ensureQueue(boss: PgBoss, type: string, options: Required<JobHandlerOptions>) {
	const retryDelay = serverEnv().JOB_RETRY_DELAY_SECONDS ?? options.backoffSeconds
	const queueOptions = {
		retryLimit: options.maxAttempts - 1,
		retryDelay,
		retryBackoff: true,
		retryDelayMax: Math.max(retryDelay, options.backoffMaxSeconds),
		expireInSeconds: options.timeoutSeconds,
		heartbeatSeconds: HEARTBEAT_SECONDS,
		deleteAfterSeconds: KEEP_FINISHED_SECONDS,
	}
	if (await boss.getQueue(type)) return boss.updateQueue(type, queueOptions)
	try {
		await boss.createQueue(type, { ...queueOptions, policy: options.uniqueByKey ? 'exclusive' : 'standard' })
	} catch (error) {
		// Another instance created it meanwhile.
		if (!(await boss.getQueue(type))) throw error
		await boss.updateQueue(type, queueOptions)
	}
}

/**
 * The started queue (installing or migrating pg-boss's schema on first use). The server
 * starts it at boot; on PGlite, call it before opening a transaction that enqueues, as
 * PGlite's one connection is held by the transaction.
 */
export function getJobQueue(): Promise<QueueState> {
	if (!jobState.queue) {
		// Started by whoever asks first, possibly a form: its polling must not keep the form's short timeout.
		const starting = outsideStatementTimeout(async () => {
			const boss = new PgBoss({
				db: clientExecutor(await getDatabase()),
				schema: JOB_SCHEMA,
				superviseIntervalSeconds: SUPERVISE_SECONDS,
				monitorIntervalSeconds: SUPERVISE_SECONDS,
			})
			boss.on('error', (error: unknown) => logError('job queue error', error))
			await boss.start()
			const state: QueueState = { boss, ready: new Map(), working: false }
			for (const [type, { options }] of registrations()) state.ready.set(type, ensureQueue(boss, type, options))
			await Promise.all(state.ready.values())
			return state
		})
		jobState.queue = starting
		starting.catch((error: unknown) => {
			logError('job queue start failed', error)
			if (jobState.queue === starting) jobState.queue = undefined
		})
	}
	return jobState.queue
}

export type NewJob = {
	type: string
	payload: object
	/** Not before this moment (default: now). */
	runAt?: Date
	/** With a handler registered `uniqueByKey`: not sent while a job with this key is pending. */
	singletonKey?: string
}

/**
 * Writes a job with the caller's database or transaction: it exists if and only if the
 * transaction commits. Returns the job's id, or null when `singletonKey` already has one.
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<string | null> {
	const state = await getJobQueue()
	const ready = state.ready.get(job.type)
	if (!ready) throw new Error(`Type de tâche inconnu : ${job.type} (registerJobHandler manquant)`)
	await ready
	return state.boss.send(job.type, job.payload, {
		db: drizzleExecutor(db),
		startAfter: job.runAt,
		singletonKey: job.singletonKey,
	})
}

/**
 * Sends a job of `type` on a cron schedule (evaluated in `timezone`), e.g. `'0 3 * * *'`
 * every day at 3:00. Idempotent: calling it again at every start updates the schedule;
 * with several instances, each occurrence is sent once.
 */
export async function scheduleRecurringJob(
	type: string,
	cron: string,
	payload: object = {},
	options: { timezone?: string } = {},
): Promise<void> {
	const state = await getJobQueue()
	const ready = state.ready.get(type)
	if (!ready) throw new Error(`Type de tâche inconnu : ${type} (registerJobHandler manquant)`)
	await ready
	await state.boss.schedule(type, cron, payload, { tz: options.timezone ?? 'Europe/Paris' })
}

async function work(state: QueueState, type: string, { handler, options }: Registration) {
	await state.ready.get(type)
	// Up to `concurrency` jobs per fetch, run at once, each settled on its own; while fetches
	// come back full the worker fetches again at once instead of waiting for the next poll.
	await state.boss.work<object>(
		type,
		{
			pollingIntervalSeconds: serverEnv().JOB_POLL_INTERVAL_SECONDS,
			batchSize: options.concurrency,
			burstWhenBatchFull: options.concurrency > 1,
			perJobResults: true,
		},
		async (jobs) =>
			Promise.all(
				jobs.map(async (job) => {
					const context = {
						id: job.id,
						type,
						attempt: job.retryCount + 1,
						maxAttempts: options.maxAttempts,
						receiptKey: `job:${job.id}`,
					}
					try {
						// Never a request's short timeout, whoever started the worker (a dev reload may).
						await outsideStatementTimeout(() => handler(job.data, context))
						return { id: job.id, status: 'completed' as const }
					} catch (error) {
						const message = error instanceof Error ? error.message : String(error)
						logError('job attempt failed', error, undefined, {
							jobType: type,
							jobId: job.id,
							attempt: context.attempt,
							final: context.attempt >= context.maxAttempts,
						})
						return { id: job.id, status: 'failed' as const, output: { message } }
					}
				}),
			),
	)
}

/**
 * Starts delivering the registered job types in this process (the server calls it once
 * it listens). JOB_WORKER=false leaves delivery to other instances.
 */
export async function startJobWorker(): Promise<void> {
	const state = await getJobQueue()
	if (state.working || serverEnv().JOB_WORKER === 'false') return
	state.working = true
	await Promise.all([...registrations()].map(([type, registration]) => work(state, type, registration)))
}

/** Stops the worker, letting running jobs finish for a few seconds (before the database closes). */
export async function stopJobQueue(): Promise<void> {
	const starting = jobState.queue
	jobState.queue = undefined
	const state = await starting?.catch(() => undefined)
	await state?.boss.stop({ graceful: true, timeout: 4_000, close: false })
}
