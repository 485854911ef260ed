/**
 * A fixed-window, in-memory rate limiter keyed by client. One process serves the site
 * (PGlite allows no other), so memory is the right store; counts reset on restart.
 */
export type RateLimiter = { hit: (key: string) => { allowed: boolean; retryAfterSeconds: number }; reset: () => void }

export function createRateLimiter({
	max,
	windowMs,
	now = Date.now,
}: {
	max: number
	windowMs: number
	now?: () => number
}): RateLimiter {
	const windows = new Map<string, { start: number; count: number }>()
	return {
		hit(key) {
			const time = now()
			// Forget expired windows now and then so the map cannot grow without bound.
			if (windows.size > 10_000) for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k)
			const current = windows.get(key)
			if (!current || time - current.start >= windowMs) {
				windows.set(key, { start: time, count: 1 })
				return { allowed: true, retryAfterSeconds: 0 }
			}
			current.count++
			const retryAfterSeconds = Math.ceil((current.start + windowMs - time) / 1000)
			return { allowed: current.count <= max, retryAfterSeconds }
		},
		reset() {
			windows.clear()
		},
	}
}

/**
 * A limiter whose settings are read on first use (from the validated environment),
 * so importing a module never parses the environment.
 */
export function lazyRateLimiter(settings: () => { max: number; windowSeconds: number }): RateLimiter {
	let limiter: RateLimiter | undefined
	const get = () => {
		if (!limiter) {
			const { max, windowSeconds } = settings()
			limiter = createRateLimiter({ max, windowMs: windowSeconds * 1000 })
		}
		return limiter
	}
	return { hit: (key) => get().hit(key), reset: () => get().reset() }
}

/** The client address set by our own server (server/index.ts overwrites any client value). */
export function clientIp(request: Request): string {
	return request.headers.get('x-nuvea-client-ip') ?? 'unknown'
}
