import type { UNSAFE_DataWithResponseInit } from 'react-router'
import { vi } from 'vitest'

export { attachmentOf, decodeQuotedPrintable } from '#tests/setup/mail-text.ts'

let ipCounter = 0

/** A form POST as the browser sends it, from a client address of its own. */
export function formRequest(fields: Record<string, string>, options: { ip?: string; url?: string } = {}): Request {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.set(name, value)
	return new Request(options.url ?? 'http://localhost/', {
		method: 'POST',
		body,
		headers: { 'x-nuvea-client-ip': options.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` },
	})
}

/** A white-paper lead as a visitor fills in the form, for the server-side suites. */
export function sampleLead<Extra extends Record<string, string> = Record<never, string>>(
	email: string,
	extra: Extra = {} as Extra,
) {
	return {
		firstName: 'Claire',
		lastName: 'Dupont',
		email,
		company: 'Acme Industrie',
		jobTitle: 'DSI',
		phone: '+33 6 12 34 56 78',
		whitepaperType: 'data-platform' as const,
		...extra,
	}
}

/** The payload and status of an action's `data(…)` answer (a redirect Response fails the test). */
export function unwrap<T>(result: UNSAFE_DataWithResponseInit<T> | T | Response): { body: T; status: number } {
	if (result instanceof Response) throw new Error(`unexpected Response ${result.status}`)
	if (
		result &&
		typeof result === 'object' &&
		'type' in result &&
		(result as { type: string }).type === 'DataWithResponseInit'
	) {
		const wrapped = result as UNSAFE_DataWithResponseInit<T>
		return { body: wrapped.data, status: wrapped.init?.status ?? 200 }
	}
	return { body: result as T, status: 200 }
}

/** Polls `check` until it returns a value (Vitest's clock-free polling, no fixed sleep). */
export async function waitFor<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
	return vi.waitFor(
		() => {
			const value = check()
			if (value === undefined) throw new Error('waitFor : rien encore')
			return value
		},
		{ timeout: timeoutMs, interval: 20 },
	)
}

/** The first message of each field of a form reply, and its form-level message under ''. */
export function replyErrors(body: { error?: Record<string, string[] | null> } | undefined): Record<string, string> {
	const errors: Record<string, string> = {}
	for (const [name, messages] of Object.entries(body?.error ?? {})) if (messages?.[0]) errors[name] = messages[0]
	return errors
}
