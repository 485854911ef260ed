// autocannon ships no types: the part of its API that scripts/bench.ts uses.
declare module 'autocannon' {
	namespace autocannon {
		type Request = {
			method?: string
			path?: string
			headers?: Record<string, string>
			body?: string
			setupRequest?: (request: object) => object
		}
		type Options = {
			url: string
			connections?: number
			duration?: number
			headers?: Record<string, string>
			requests?: readonly Request[]
		}
		type Result = {
			requests: { average: number }
			latency: { p99: number }
			'2xx': number
			non2xx: number
			errors: number
			timeouts: number
		}
	}
	function autocannon(options: autocannon.Options): Promise<autocannon.Result>
	export default autocannon
}
