import { Toast } from '#app/components/ui/toast.tsx'
import { type FormReply, formErrorOf } from './form-reply.ts'

/**
 * The toast of a form's answer, rendered by the server inside the form's result
 * (docs/decisions/054-static-first-pages.md): the refusal or failure message, or
 * `success` after a success. A template: after a plain post the page shows the same
 * message in the form (its `data-form-error` alert, or the success panel);
 * enhance.browser.ts, after a post it sent, shows the toast and drops the form's copy of
 * an error, as the toast says it.
 */
export function ReplyToast({ reply, success }: { reply?: FormReply<unknown>; success?: string }) {
	const error = formErrorOf(reply)
	const toast = error ? (
		<Toast kind="error" message={error} />
	) : reply?.status === 'success' && success ? (
		<Toast kind="success" message={success} />
	) : null
	return toast ? <template data-reply-toast="">{toast}</template> : null
}
