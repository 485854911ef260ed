/**
 * Retry-After for answers refused by a rate limit (429) or while the database is away
 * (503). A route action's own headers reach only JavaScript (.data) requests: a plain
 * form post gets the document's headers. So the handler notes the delay on the request
 * and the root middleware (security.server.ts) writes it on whatever response is sent.
 */
const delays = new WeakMap<Request, number>()

export function noteRetryAfter(request: Request, seconds: number): { 'Retry-After': string } {
	const value = Math.max(1, Math.ceil(seconds))
	delays.set(request, value)
	return { 'Retry-After': String(value) }
}

export function retryAfterOf(request: Request): number | undefined {
	return delays.get(request)
}
