import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

/**
 * A `console.error` fails the test that caused it: an error logged and swallowed is a
 * bug the assertions did not see. A test that provokes one on purpose declares it with
 * `expectConsoleErrors(/pattern/)`; only the errors it declares are allowed (and kept
 * quiet). Installed for every Vitest project through `setupFiles`.
 */
let spy: MockInstance<typeof console.error> | undefined
let allowed: RegExp[] = []

/** Allows this test's console errors whose text matches `pattern`; returns those seen so far (to poll on). */
export function expectConsoleErrors(pattern: RegExp): () => string[] {
	allowed.push(pattern)
	return () => loggedErrors().filter((text) => pattern.test(text))
}

function loggedErrors(): string[] {
	return (spy?.mock.calls ?? []).map((args) =>
		args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' '),
	)
}

beforeEach(() => {
	allowed = []
	spy = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
	const unexpected = loggedErrors().filter((text) => !allowed.some((pattern) => pattern.test(text)))
	spy?.mockRestore()
	spy = undefined
	if (unexpected.length > 0) {
		throw new Error(`console.error inattendu pendant le test :\n${unexpected.map((text) => `  - ${text}`).join('\n')}`)
	}
})
