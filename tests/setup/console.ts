import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

/**
 * A logged error fails the test that caused it: an error logged and swallowed is a bug
 * the assertions did not see. Both kinds count: `console.error`, and the server's JSON
 * log lines of level "error" on stderr (app/lib/log.server.ts), read as
 * `<msg> <the line's JSON>`. A test that provokes one on purpose declares it with
 * `expectConsoleErrors(/pattern/)`; only the errors it declares are allowed (and kept
 * quiet). Installed for every Vitest project through `setupFiles`.
 */
let spy: MockInstance<typeof console.error> | undefined
let stderrSpy: MockInstance<typeof process.stderr.write> | undefined
let logLines: string[] = []
let allowed: RegExp[] = []

/** Allows this test's logged errors whose text matches `pattern`; returns those seen so far (to poll on). */
export function expectConsoleErrors(pattern: RegExp): () => string[] {
	allowed.push(pattern)
	return () => loggedErrors().filter((text) => pattern.test(text))
}

function loggedErrors(): string[] {
	const consoleErrors = (spy?.mock.calls ?? []).map((args) =>
		args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' '),
	)
	return [...consoleErrors, ...logLines]
}

/** A JSON log line of level "error" as `<msg> <line>`, else undefined. */
function errorLogLine(chunk: unknown): string | undefined {
	const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : ''
	if (!text.startsWith('{"time"')) return undefined
	try {
		const line = JSON.parse(text) as { level?: string; msg?: string }
		return line.level === 'error' ? `${line.msg} ${text.trim()}` : undefined
	} catch {
		return undefined
	}
}

beforeEach(() => {
	allowed = []
	logLines = []
	spy = vi.spyOn(console, 'error').mockImplementation(() => {})
	const write = process.stderr.write.bind(process.stderr)
	stderrSpy = vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
		const line = errorLogLine(chunk)
		if (line === undefined) return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
		logLines.push(line)
		return true
	}) as typeof process.stderr.write)
})

afterEach(() => {
	const unexpected = loggedErrors().filter((text) => !allowed.some((pattern) => pattern.test(text)))
	spy?.mockRestore()
	stderrSpy?.mockRestore()
	spy = undefined
	stderrSpy = undefined
	if (unexpected.length > 0) {
		throw new Error(
			`Erreur journalisée inattendue pendant le test :\n${unexpected.map((text) => `  - ${text}`).join('\n')}`,
		)
	}
})
