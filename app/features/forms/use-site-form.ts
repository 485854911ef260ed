import { parse, type Submission, useForm } from '@conform-to/react'
import { type FormEvent, useEffect, useEffectEvent, useRef } from 'react'
import type { ZodType } from 'zod'
import { toast } from '#app/components/ui/toast.tsx'
import { type FormReply, formErrorOf } from './form-reply.ts'

/**
 * The browser side of every form (docs/decisions/020-one-form-layer.md), on Conform:
 * - the form's own schema, the server's, checks the form before it is sent; it is
 *   loaded with Conform's zod adapter on first focus (or on submit), so zod weighs
 *   nothing on a page until a visitor starts filling a form in;
 * - the server's reply (or, without JavaScript, the page's action data) shows its
 *   field errors, focuses the first invalid field and keeps the typed values;
 * - one handling of results: a success toast and `onSuccess`, or the error toast of a
 *   refusal, a server error or a failed transport (see client-action.ts).
 */

/** A form's schema, loaded on demand: `() => import('./x-schema.ts').then((m) => m.schema)`. */
export type SchemaLoader = () => Promise<ZodType>
type Validate = (formData: FormData) => Submission<unknown>

const validators = new Map<SchemaLoader, Validate | 'server'>()
const loading = new Map<SchemaLoader, Promise<void>>()

/** Starts loading a form's validator; resolves once it is ready (or the server alone will check). */
export function loadValidator(loader: SchemaLoader): Promise<void> {
	let promise = loading.get(loader)
	if (!promise) {
		promise = (async () => {
			try {
				const [{ parseWithZod }, schema] = await Promise.all([import('@conform-to/zod/v4'), loader()])
				validators.set(loader, (formData) => parseWithZod(formData, { schema, disableAutoCoercion: true }))
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

// Conform's reserved name for the buttons it clicks to revalidate a field.
const CONFORM_INTENT = '__intent__'

async function resubmitWhenReady(schema: SchemaLoader, form: HTMLFormElement, submitter: HTMLButtonElement | null) {
	await loadValidator(schema)
	if (submitter?.name !== CONFORM_INTENT && form.isConnected) form.requestSubmit(submitter ?? undefined)
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
	const [form] = useForm({
		id,
		lastResult: reply,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate({ formData }) {
			const validate = validators.get(schema)
			if (validate && validate !== 'server') return validate(formData)
			// No validator: let the post go, the server decides.
			return parse(formData, { resolve: () => ({ error: null }) })
		},
	})

	const handleReply = useEffectEvent((answer: FormReply<Payload>) => {
		if (answer.status === 'success') {
			document.forms.namedItem(id)?.reset()
			if (successMessage) toast('success', successMessage)
			onSuccess?.(answer.payload)
		} else {
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
	for (const [name, messages] of Object.entries(form.allErrors)) if (name) errors[name] = messages[0]

	return {
		/** First message per field. */
		errors,
		/** The form-level message (refusal, server error, failed transport). */
		formError: form.errors?.[0],
		/** Spread on the <form> (or fetcher.Form): id, noValidate, validation on submit. */
		formProps: {
			id,
			noValidate: true,
			onFocus: () => void loadValidator(schema),
			onSubmit(event: FormEvent<HTMLFormElement>) {
				if (validators.has(schema)) return form.onSubmit(event)
				// The validator is still loading: wait for it, then submit again (a field
				// revalidation Conform asked for is simply dropped).
				event.preventDefault()
				const element = event.currentTarget
				const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
				void resubmitWhenReady(schema, element, submitter)
			},
		},
	}
}
