import type { SubmissionResult } from '@conform-to/react'

/**
 * What every form action answers (docs/decisions/020-one-form-layer.md): Conform's
 * submission result (field errors, form errors under '', the submitted values for a
 * page rendered after a post without JavaScript), plus the form's own payload on
 * success. Shared by the server and the browser; no validation code in here.
 */
export type FormReply<Payload = undefined> = SubmissionResult<string[]> & {
	/** The form that posted, when one action serves several forms (/auth). */
	formId?: string
	/** What the page needs after a success (the white paper to download…). */
	payload?: Payload
	/** Set by the browser when the answer never came (network, gateway, HTML error page). */
	transportFailed?: true
}

/** The messages every form shares (spec wording). */
export const formMessages = {
	error: 'Une erreur s’est produite. Veuillez réessayer.',
	rateLimited: 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
	refused: 'Votre demande n’a pas pu être traitée. Veuillez réessayer.',
	tooLarge: 'Votre envoi est trop volumineux. Veuillez raccourcir vos réponses et réessayer.',
} as const

/** The form-level message of a reply (refusal, server error, failed transport), if any. */
export function formErrorOf(reply: FormReply<unknown> | undefined): string | undefined {
	return reply?.status === 'error' ? (reply.error?.['']?.[0] ?? undefined) : undefined
}

/** First message per field, for forms rendered without Conform (the page after a plain post). */
export function fieldErrorsOf(reply: FormReply<unknown> | undefined): Record<string, string | undefined> {
	const errors: Record<string, string | undefined> = {}
	for (const [name, messages] of Object.entries(reply?.error ?? {}))
		if (name && messages?.[0]) errors[name] = messages[0]
	return errors
}

/** The values a visitor typed, to render the form again after a plain post. */
export function submittedValuesOf(reply: FormReply<unknown> | undefined): Record<string, string> {
	const values: Record<string, string> = {}
	for (const [name, value] of Object.entries(reply?.initialValue ?? {}))
		if (typeof value === 'string') values[name] = value
	return values
}
