import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#app/db/db.server.ts'
import { createRateLimiter } from '#app/db/rate-limit.server.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'

/** A clock the test moves (milliseconds since the epoch), instead of waiting on the wall clock. */
function fakeClock(start = 1_800_000_000_000) {
	let time = start
	return {
		now: () => time,
		advance: (ms: number) => {
			time += ms
		},
	}
}

describe.each(databaseKinds)('rate limits in the database on %s', (kind) => {
	let handle: DatabaseHandle & { url?: string }
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
	})
	afterAll(() => handle.close())

	test('a key gets its budget per window, then ok=false with a Retry-After within the window', async () => {
		const limiter = createRateLimiter(
			't1',
			() => ({ max: 3, windowSeconds: 600 }),
			async () => handle.db,
		)
		const results = []
		for (let n = 0; n < 5; n++) results.push(await limiter.consume('203.0.113.1'))
		expect(results.map((result) => result.ok)).toEqual([true, true, true, false, false])
		for (const result of results) {
			expect(result.retryAfterSeconds).toBeGreaterThanOrEqual(1)
			expect(result.retryAfterSeconds).toBeLessThanOrEqual(600)
		}
		// Another key, or the same key under another limiter name, has its own budget.
		expect((await limiter.consume('203.0.113.2')).ok).toBe(true)
		const other = createRateLimiter(
			't2',
			() => ({ max: 1, windowSeconds: 600 }),
			async () => handle.db,
		)
		expect((await other.consume('203.0.113.1')).ok).toBe(true)
	})

	test('concurrent attempts are counted exactly (one atomic upsert each)', async () => {
		const limiter = createRateLimiter(
			't3',
			() => ({ max: 25, windowSeconds: 600 }),
			async () => handle.db,
		)
		const results = await Promise.all(Array.from({ length: 60 }, () => limiter.consume('198.51.100.7')))
		expect(results.filter((result) => result.ok)).toHaveLength(25)
	})

	test('the budget comes back once the attempts have slid out of the window', async () => {
		const clock = fakeClock()
		const limiter = createRateLimiter(
			't4',
			() => ({ max: 1, windowSeconds: 1 }),
			async () => handle.db,
			clock.now,
		)
		expect((await limiter.consume('k')).ok).toBe(true)
		expect((await limiter.consume('k')).ok).toBe(false)
		// Two windows later neither the current nor the previous window holds an attempt.
		clock.advance(2_100)
		expect((await limiter.consume('k')).ok).toBe(true)
	})

	test('a burst at the end of a window does not buy a full budget at the start of the next', async () => {
		// The last fifth of a two-second window.
		const clock = fakeClock(1_800_000_001_600)
		const limiter = createRateLimiter(
			't5',
			() => ({ max: 3, windowSeconds: 2 }),
			async () => handle.db,
			clock.now,
		)
		const burst = [await limiter.consume('k'), await limiter.consume('k'), await limiter.consume('k')]
		expect(burst.every((result) => result.ok)).toBe(true)
		// Just after the edge, the previous window's three attempts still weigh almost fully.
		clock.advance(450)
		const afterEdge = await limiter.consume('k')
		expect(afterEdge.ok).toBe(false)
		expect(afterEdge.retryAfterSeconds).toBeGreaterThanOrEqual(1)
		// Once the previous window has slid out, the budget is back.
		clock.advance(2_000)
		expect((await limiter.consume('k')).ok).toBe(true)
	})
})

test('two connection pools (two server processes) on one PostgreSQL share one budget', async () => {
	const handle = await createTestDatabase('postgres')
	const second = await openDatabase({ url: handle.url!, migrationsFolder: path.resolve('drizzle') })
	try {
		const a = createRateLimiter(
			'shared',
			() => ({ max: 4, windowSeconds: 600 }),
			async () => handle.db,
		)
		const b = createRateLimiter(
			'shared',
			() => ({ max: 4, windowSeconds: 600 }),
			async () => second.db,
		)
		const results = []
		for (let n = 0; n < 6; n++) results.push(await (n % 2 ? b : a).consume('192.0.2.9'))
		expect(results.map((result) => result.ok)).toEqual([true, true, true, true, false, false])
	} finally {
		await second.close()
		await handle.close()
	}
})
