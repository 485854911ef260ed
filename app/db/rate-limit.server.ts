import { sql } from 'drizzle-orm'
import { getDb, type Database } from './db.server.ts'

export type RateLimitResult = { ok: boolean; retryAfterSeconds: number }

/** One counted attempt: the result, and what `release` needs to take it back. */
export type RateLimitAttempt = RateLimitResult & {
	/** Attempts weighed in the sliding window, this one included. */
	weighted: number
	/** The fixed window the attempt was counted in (seconds since the epoch). */
	windowStart: number
}

export type RateLimiter = {
	/** Counts one attempt for `key`; `ok` is false once the window's budget is spent. */
	consume: (key: string) => Promise<RateLimitAttempt>
	/** Takes back an attempt counted by `consume` (it turned out not to be one that counts). */
	release: (key: string, attempt: RateLimitAttempt) => Promise<void>
	/** Forgets every attempt of `key`. */
	reset: (key: string) => Promise<void>
}

type Settings = { max: number; windowSeconds: number }

let sweepCountdown = 0

/**
 * A sliding-window limiter whose counters live in the database (table
 * rate_limit_counters): one atomic upsert per attempt, so processes sharing one
 * PostgreSQL share one budget per key (docs/decisions/029-rate-limits-in-the-database.md).
 * Counts are kept per fixed window cut by the database's clock (the same for every
 * process); an attempt is weighed against this window's hits plus the previous window's,
 * scaled by how much of it still overlaps the sliding window. So a burst at a window's
 * end cannot be followed by a full budget at the next one's start. Settings are read on
 * first use, so importing a module never parses the environment. When the database is
 * away, `consume` rejects (DatabaseUnavailableError): callers answer 503. `clock`
 * (milliseconds since the epoch) replaces the database's clock: tests move time instead
 * of waiting for it.
 */
export function createRateLimiter(
	name: string,
	settings: () => Settings,
	database: () => Promise<Database> = getDb,
	clock?: () => number,
): RateLimiter {
	const now = () => (clock ? sql`to_timestamp(${clock() / 1000}::float8)` : sql`now()`)
	let resolved: Settings | undefined
	return {
		async consume(key) {
			resolved ??= settings()
			const { max, windowSeconds } = resolved
			const counterKey = `${name}:${key}`
			const db = await database()
			// A row lives two windows: as the current one, then as the previous one.
			const result = await db.execute<{
				hits: number
				window_start: number
				previous: number
				elapsed: number
				retry_after: number
			}>(sql`
				with t as (select ${now()} as now), w as (
					select (floor(extract(epoch from t.now) / ${windowSeconds}) * ${windowSeconds})::bigint as start,
						extract(epoch from t.now)::float8 as now_s
					from t
				), up as (
					insert into rate_limit_counters (key, window_start, hits, expires_at)
					select ${counterKey}, w.start, 1, to_timestamp(w.start + 2 * ${windowSeconds}) from w
					on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
					returning hits, window_start
				)
				select up.hits, up.window_start,
					coalesce((select p.hits from rate_limit_counters p
						where p.key = ${counterKey} and p.window_start = up.window_start - ${windowSeconds}), 0) as previous,
					(w.now_s - w.start) / ${windowSeconds} as elapsed,
					greatest(1, ceil(w.start + ${windowSeconds} - w.now_s))::int as retry_after
				from up, w`)
			const row = result.rows[0]!
			if (--sweepCountdown <= 0) {
				sweepCountdown = 200
				// Housekeeping, not worth failing (or waiting for) the request.
				db.execute(sql`delete from rate_limit_counters where expires_at < ${now()}`).catch(() => undefined)
			}
			const weighted = Number(row.hits) + Number(row.previous) * Math.max(0, 1 - Number(row.elapsed))
			return {
				ok: weighted <= max,
				retryAfterSeconds: Number(row.retry_after),
				weighted,
				windowStart: Number(row.window_start),
			}
		},
		async release(key, attempt) {
			const db = await database()
			await db.execute(sql`
				update rate_limit_counters set hits = hits - 1
				where key = ${`${name}:${key}`} and window_start = ${attempt.windowStart} and hits > 0`)
		},
		async reset(key) {
			const db = await database()
			await db.execute(sql`delete from rate_limit_counters where key = ${`${name}:${key}`}`)
		},
	}
}
