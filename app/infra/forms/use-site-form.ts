import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react'
import type { ZodType } from 'zod'
import { toast } from '#app/components/ui/toast.tsx'
import { type FormReply, formErrorOf } from './form-reply.ts'

/**
 * The browser side of every form (docs/decisions/020-one-form-layer.md):
 * - the form's own schema, the server's, checks the form before it is sent; it is
 *   loaded with Conform's zod adapter on first focus (or on submit), so neither zod nor
 *   Conform weighs on a page until a visitor starts filling a form in
 *   (docs/decisions/047-first-load-budget.md);
 * - the server's reply (or, without JavaScript, the page's action data) shows its
 *   field errors, focuses the first invalid field and keeps the typed values;
 * - after a first check, a field is checked again as it is typed in;
 * - one handling of results: a success toast and `onSuccess`, or the error toast of a
 *   refusal, a server error or a failed transport (see client-action.ts).
 */

/** A form's schema, loaded on demand: `() => import('./x-schema.ts').then((m) => m.schema)`. */
export type SchemaLoader = () => Promise<ZodType>
/** Messages per field name ('' for the form), as Conform's reply carries them. */
type Errors = Record<string, string[] | null | undefined>
type Validate = (formData: FormData) => Errors

const validators = new Map<SchemaLoader, Validate | 'server'>()
const loading = new Map<SchemaLoader, Promise<void>>()

/** Starts loading a form's validator; resolves once it is ready (or the server alone will check). */
export function loadValidator(loader: SchemaLoader): Promise<void> {
	let promise = loading.get(loader)
	if (!promise) {
		promise = (async () => {
			try {
				const [{ parseWithZod }, schema] = await Promise.all([import('@conform-to/zod/v4'), loader()])
				validators.set(loader, (formData) => {
					const submission = parseWithZod(formData, { schema, disableAutoCoercion: true })
					return submission.status === 'success' ? {} : (submission.error ?? {})
				})
			} catch {
				// The code did not load (offline…): the server checks alone; a later focus retries.
				validators.set(loader, 'server')
				loading.delete(loader)
			}
		})()
		loading.set(loader, promise)
	}
	return promise
}

async function resubmitWhenReady(schema: SchemaLoader, form: HTMLFormElement, submitter: HTMLButtonElement | null) {
	await loadValidator(schema)
	if (form.isConnected) form.requestSubmit(submitter ?? undefined)
}

function hasErrors(errors: Errors): boolean {
	return Object.values(errors).some((messages) => Boolean(messages?.length))
}

/** Focuses the form's first field (in document order) that has a message. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: Errors) {
	for (const element of form?.elements ?? []) {
		const name = (element as HTMLInputElement).name
		if (name && errors[name]?.length && element instanceof HTMLElement) {
			element.focus()
			return
		}
	}
}

export function useSiteForm<Payload>({
	id,
	schema,
	reply,
	successMessage,
	onSuccess,
	errorToast = true,
}: {
	id: string
	schema: SchemaLoader
	/** The last answer of the form's action: a fetcher's data, or the page's action data. */
	reply: FormReply<Payload> | undefined
	/** Toast shown on success (none when the page shows its own confirmation). */
	successMessage?: string
	onSuccess?: (payload: Payload | undefined) => void
	/** False where the page shows (and focuses) the form's error itself: one announcement, not two. */
	errorToast?: boolean
}) {
	const [errorState, setErrorState] = useState<Errors>(() => (reply?.status === 'error' ? (reply.error ?? {}) : {}))
	// Once the form was checked (a submit, a reply with errors), typing checks the field again.
	const checked = useRef(reply?.status === 'error')
	// The reply the page was rendered with (a post without JavaScript) takes no focus.
	const initialReply = useRef(reply)

	const handleReply = useEffectEvent((answer: FormReply<Payload>) => {
		const form = document.forms.namedItem(id)
		if (answer.status === 'success') {
			form?.reset()
			setErrorState({})
			checked.current = false
			if (successMessage) toast('success', successMessage)
			onSuccess?.(answer.payload)
		} else {
			// A null entry keeps the field's current message (Conform's convention).
			const next: Errors = {}
			for (const [name, messages] of Object.entries(answer.error ?? {}))
				next[name] = messages === null ? errorState[name] : messages
			setErrorState(next)
			checked.current = true
			if (answer !== initialReply.current) focusFirstInvalid(form, next)
			const message = formErrorOf(answer)
			if (message && errorToast) toast('error', message)
		}
	})
	const handled = useRef<unknown>(undefined)
	useEffect(() => {
		if (!reply || handled.current === reply) return
		handled.current = reply
		handleReply(reply)
	}, [reply])

	const errors: Record<string, string | undefined> = {}
	for (const [name, messages] of Object.entries(errorState)) if (name && messages?.[0]) errors[name] = messages[0]

	return {
		/** First message per field. */
		errors,
		/** The form-level message (refusal, server error, failed transport). */
		formError: errorState['']?.[0] ?? undefined,
		/** Spread on the <form> (or fetcher.Form): id, noValidate, validation on submit. */
		formProps: {
			id,
			noValidate: true,
			onFocus: () => void loadValidator(schema),
			onSubmit(event: FormEvent<HTMLFormElement>) {
				const form = event.currentTarget
				const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
				const validate = validators.get(schema)
				if (!validate) {
					// The validator is still loading: wait for it, then submit again.
					event.preventDefault()
					void resubmitWhenReady(schema, form, submitter)
					return
				}
				// No validator (it failed to load): let the post go, the server decides.
				if (validate === 'server') return
				const found = validate(new FormData(form, submitter))
				checked.current = true
				setErrorState(found)
				if (hasErrors(found)) {
					event.preventDefault()
					focusFirstInvalid(form, found)
				}
			},
			onInput(event: FormEvent<HTMLFormElement>) {
				const name = (event.target as HTMLInputElement).name
				const validate = validators.get(schema)
				if (!checked.current || !name || !validate || validate === 'server') return
				const found = validate(new FormData(event.currentTarget))
				setErrorState((current) => ({ ...current, [name]: found[name] ?? undefined }))
			},
		},
	}
}
