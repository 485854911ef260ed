import { expect, test } from 'vitest'
import { createRateLimiter } from './rate-limit.server.ts'

test('allows max hits per window and per key, then refuses until the window ends', () => {
	let time = 0
	const limiter = createRateLimiter({ max: 2, windowMs: 1000, now: () => time })
	expect(limiter.hit('a').allowed).toBe(true)
	expect(limiter.hit('a').allowed).toBe(true)
	const refused = limiter.hit('a')
	expect(refused.allowed).toBe(false)
	expect(refused.retryAfterSeconds).toBe(1)
	expect(limiter.hit('b').allowed).toBe(true)
	time = 1000
	expect(limiter.hit('a').allowed).toBe(true)
})

test('a lazy limiter reads its settings once, on first use', async () => {
	const { lazyRateLimiter } = await import('./rate-limit.server.ts')
	let reads = 0
	const limiter = lazyRateLimiter(() => {
		reads++
		return { max: 1, windowSeconds: 60 }
	})
	expect(reads).toBe(0)
	expect(limiter.hit('a').allowed).toBe(true)
	expect(limiter.hit('a').allowed).toBe(false)
	expect(reads).toBe(1)
})
