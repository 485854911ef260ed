import { sql } from 'drizzle-orm'
import { getDb, type Database } from './db.server.ts'

export type RateLimitResult = { ok: boolean; retryAfterSeconds: number }

export type RateLimiter = {
	/** Counts one attempt for `key`; `ok` is false once the window's budget is spent. */
	consume: (key: string) => Promise<RateLimitResult>
}

type Settings = { max: number; windowSeconds: number }

let sweepCountdown = 0

/**
 * A fixed-window limiter whose counters live in the database (table
 * rate_limit_counters): one atomic upsert per attempt, so processes sharing one
 * PostgreSQL share one budget per key (docs/decisions/029-rate-limits-in-the-database.md).
 * The window is cut by the database's clock, the same for every process. Settings are
 * read on first use, so importing a module never parses the environment. When the
 * database is away, `consume` rejects (DatabaseUnavailableError): callers answer 503.
 */
export function createRateLimiter(
	name: string,
	settings: () => Settings,
	database: () => Promise<Database> = getDb,
): RateLimiter {
	let resolved: Settings | undefined
	return {
		async consume(key) {
			resolved ??= settings()
			const { max, windowSeconds } = resolved
			const db = await database()
			const result = await db.execute<{ hits: number; retry_after: number }>(sql`
				insert into rate_limit_counters (key, window_start, hits, expires_at)
				select ${`${name}:${key}`}, w.start, 1, to_timestamp(w.start + ${windowSeconds})
				from (select (floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})::bigint as start) as w
				on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
				returning hits, greatest(1, ceil(extract(epoch from expires_at) - extract(epoch from now())))::int as retry_after`)
			const row = result.rows[0]!
			if (--sweepCountdown <= 0) {
				sweepCountdown = 200
				// Housekeeping, not worth failing (or waiting for) the request.
				db.execute(sql`delete from rate_limit_counters where expires_at < now()`).catch(() => undefined)
			}
			const hits = Number(row.hits)
			return { ok: hits <= max, retryAfterSeconds: Number(row.retry_after) }
		},
	}
}
