import { Toast } from '#app/components/ui/toast.tsx'
import { type FormReply, formErrorOf } from './form-reply.ts'

/**
 * The toast of a form's answer, rendered by the server inside the form's result
 * (docs/decisions/054-static-first-pages.md): the refusal or failure message, or
 * `success` after a success. Shown in place after a plain post; enhance.browser.ts moves
 * it into the toasts' region after a post it sent.
 */
export function ReplyToast({ reply, success, id }: { reply?: FormReply<unknown>; success?: string; id: string }) {
	const error = formErrorOf(reply)
	if (error) return <Toast id={`${id}-toast`} kind="error" message={error} />
	if (reply?.status === 'success' && success) return <Toast id={`${id}-toast`} kind="success" message={success} />
	return null
}
