import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { type FormReply, formMessages } from './form-reply.ts'

/**
 * The browser half of every form action (docs/decisions/020-one-form-layer.md): the
 * post goes to the server action as usual, but when its answer never comes (the
 * connection dropped, a gateway answered 502/504, an HTML error page came back) the
 * form gets the spec's error reply instead of the page being replaced by the error
 * screen, and keeps what the visitor typed. Redirects pass through.
 */
export async function formClientAction<T>({ serverAction }: { serverAction: () => Promise<T> }) {
	try {
		return await serverAction()
	} catch (error) {
		if (error instanceof Response) throw error
		return transportFailure()
	}
}

export function transportFailure(): FormReply<never> {
	return { status: 'error', error: { '': [formMessages.error] }, transportFailed: true }
}

/** After a failed transport, loading the page's data again would fail the same way: skip it. */
export function shouldRevalidateAfterForm({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if ((actionResult as FormReply | undefined)?.transportFailed) return false
	return defaultShouldRevalidate
}
