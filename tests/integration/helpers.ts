import type { UNSAFE_DataWithResponseInit } from 'react-router'

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

/** The payload and status of an action's `data(…)` answer. */
export function unwrap<T>(result: UNSAFE_DataWithResponseInit<T> | T): { body: T; status: number } {
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

export async function waitFor<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
	const start = Date.now()
	for (;;) {
		const value = check()
		if (value !== undefined) return value
		if (Date.now() - start > timeoutMs) throw new Error('waitFor: timed out')
		await new Promise((resolve) => setTimeout(resolve, 25))
	}
}

/** Enough MIME decoding to read the headers and text parts the way a mail client shows them. */
export function decodeQuotedPrintable(raw: string): string {
	const joinedWords = raw.replace(/\?=\r?\n\s+=\?UTF-8\?Q\?/g, '')
	const words = joinedWords.replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, ' '))
	const softBreaks = words.replace(/=\r?\n/g, '')
	return softBreaks.replace(/(=[0-9A-F]{2})+/g, (sequence) =>
		Buffer.from(sequence.replace(/=/g, ''), 'hex').toString('utf8'),
	)
}
