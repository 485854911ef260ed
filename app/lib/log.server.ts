/**
 * Structured logs: one JSON object per line on stdout (info) or stderr (errors), for
 * a log collector to parse. Never pass personal data (e-mail, name, phone, form body,
 * query string): errors are described by name, SQLSTATE code and a message stripped
 * of query parameters (see docs/decisions/027-json-logs.md).
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>

let pendingInfo = ''

function flushInfo(): void {
	if (!pendingInfo) return
	const lines = pendingInfo
	pendingInfo = ''
	process.stdout.write(lines)
}

// The lines still waiting when the process exits (process.exit included) are written then.
process.once('exit', flushInfo)

/** Resolves once `stream` holds nothing Node still has to hand to the system. */
function drained(stream: NodeJS.WriteStream): Promise<void> {
	return stream.writableLength === 0 ? Promise.resolve() : new Promise((resolve) => stream.once('drain', resolve))
}

/**
 * Ends the process with `code` once every line written so far has left it: on a pipe
 * whose reader falls behind (a log collector under load), Node keeps what the pipe
 * cannot take yet in its own queue, and `process.exit` would drop it. Waits `timeoutMs`
 * at most: a reader that never reads does not keep the process alive.
 */
export async function exitAfterLogs(code: number, timeoutMs = 5_000): Promise<never> {
	flushInfo()
	let timer: NodeJS.Timeout | undefined
	await Promise.race([
		Promise.all([drained(process.stdout), drained(process.stderr)]),
		new Promise((resolve) => {
			timer = setTimeout(resolve, timeoutMs)
			timer.unref()
		}),
	])
	clearTimeout(timer)
	process.exit(code)
}

/**
 * Info lines (one per request) are written together once the event loop's current turn
 * is done: one write for every request answered in that turn instead of one each.
 * Warnings and errors are written at once.
 */
export function logEvent(level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}): void {
	const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })
	if (level === 'info') writeInfoLine(line)
	else process.stderr.write(`${line}\n`)
}

/** Queues one info line already serialized as logEvent would (the access log builds its own). */
export function writeInfoLine(line: string): void {
	if (!pendingInfo) setImmediate(flushInfo)
	pendingInfo += `${line}\n`
	if (pendingInfo.length > 64 * 1024) flushInfo()
}

/** The request id our server set on the request (server/logging.ts), for app-side logs. */
export function requestIdOf(request: Request | undefined): string | undefined {
	return request?.headers.get('x-request-id') ?? undefined
}

/**
 * An error reduced to what is safe to log. Drizzle's "Failed query: … params: …"
 * message carries the submitted values, so the innermost cause's message is used
 * instead, and a PostgreSQL error's `detail` (the failing row) is never read.
 */
export function describeError(error: unknown): LogFields {
	let found: unknown = error
	for (let depth = 0; depth < 5; depth++) {
		const cause = (found as { cause?: unknown } | null)?.cause
		if (!cause || typeof cause !== 'object') break
		found = cause
	}
	const current = asError(found)
	if (!current) return { error: typeof found }
	const code = (found as { code?: unknown }).code
	// A value quoted at the end of a PostgreSQL message ('invalid input syntax …: "x"') is dropped.
	// So is any e-mail address (an SMTP refusal names its recipient).
	const message = current.message.startsWith('Failed query')
		? 'Failed query'
		: current.message
				.replace(/:\s*"[\s\S]*$/, ': "…"')
				.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[adresse]')
				.slice(0, 300)
	const frames = (current.stack ?? '')
		.split('\n')
		.filter((line) => line.trimStart().startsWith('at '))
		.slice(0, 8)
		.map((line) => line.trim())
		.join(' | ')
	return {
		error: current.name,
		code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
		message,
		stack: frames || undefined,
	}
}

/**
 * An Error, or an error-like object rebuilt as one: pg-boss emits its worker errors as
 * plain copies (`{ ...error, message, stack }`), whose class is then read from `name` or
 * from the stack's first line. Anything else (a thrown string, a number) is not one.
 */
function asError(value: unknown): Error | undefined {
	if (value instanceof Error) return value
	if (!value || typeof value !== 'object') return undefined
	const { message, name, stack } = value as { message?: unknown; name?: unknown; stack?: unknown }
	if (typeof message !== 'string') return undefined
	const stackText = typeof stack === 'string' ? stack : ''
	const fromStack = /^([A-Za-z_$][\w$]*)(?::|$)/.exec(stackText)?.[1]
	const rebuilt = new Error(message)
	rebuilt.name = typeof name === 'string' && name ? name : (fromStack ?? 'Error')
	rebuilt.stack = stackText
	return rebuilt
}

export function logError(message: string, error: unknown, request?: Request, fields: LogFields = {}): void {
	logEvent('error', message, { requestId: requestIdOf(request), ...fields, ...describeError(error) })
}

/**
 * Free text from a library (a console call), made safe to log: quoted parts, URLs,
 * paths and e-mail addresses are replaced, since a library's message may quote the
 * request's path or a visitor's input; cut to 300 characters.
 */
export function scrubText(text: string): string {
	return text
		.replace(/"[^"]*"|'[^']*'|«[^»]*»/g, '"…"')
		.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]')
		.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[adresse]')
		.replace(/(^|[\s=(])\/\S*/g, '$1[chemin]')
		.slice(0, 300)
}

/**
 * Routes what libraries print with console.* (and Node's process warnings) to JSON lines,
 * so that every line the server writes is JSON (docs/decisions/027-json-logs.md): an
 * Error is described as logError does; other arguments are scrubbed (scrubText). The
 * production server calls it once at start; development keeps the console as it is.
 */
export function routeConsoleToLog(): void {
	const levels = { log: 'info', info: 'info', debug: 'info', warn: 'warn', error: 'error', trace: 'error' } as const
	for (const [method, level] of Object.entries(levels)) {
		console[method as keyof typeof levels] = (...args: unknown[]) => {
			const error = args.find((arg) => asError(arg) !== undefined)
			const text = scrubText(
				args
					.filter((arg) => arg !== error)
					.map((arg) => (typeof arg === 'string' ? arg : typeof arg))
					.join(' '),
			)
			const described = error === undefined ? {} : describeError(error)
			if (typeof described.message === 'string') described.message = scrubText(described.message)
			logEvent(level, 'console', { text: text || undefined, ...described })
		}
	}
	// Node prints its own warnings (deprecations…) as plain text unless someone listens.
	process.removeAllListeners('warning')
	process.on('warning', (warning) => logEvent('warn', 'process warning', describeError(warning)))
}
