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
	let current: unknown = error
	for (let depth = 0; depth < 5; depth++) {
		const cause = (current as { cause?: unknown } | null)?.cause
		if (!cause || typeof cause !== 'object') break
		current = cause
	}
	if (!(current instanceof Error)) return { error: typeof current }
	const code = (current as { code?: unknown }).code
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

export function logError(message: string, error: unknown, request?: Request, fields: LogFields = {}): void {
	logEvent('error', message, { requestId: requestIdOf(request), ...fields, ...describeError(error) })
}
