import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'
import { serverEnv } from '#app/config/env.server.ts'
import { databaseErrorStatus } from '#app/db/db.server.ts'
import { createRateLimiter, type RateLimitResult } from '#app/db/rate-limit.server.ts'
import { HONEYPOT_FIELD } from '#app/lib/honeypot.ts'
import { logError } from '#app/lib/log.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { noteRetryAfter } from '#app/lib/retry-after.server.ts'
import { type FormReply, formMessages } from './form-reply.ts'

/**
 * The one post pipeline of every form (docs/decisions/020-one-form-layer.md): size
 * limit, rate limit, honeypot, parse with the form's schema, persist, reply. Each step
 * that refuses answers a French message in the same reply shape, changes nothing and
 * never answers 5xx for what a visitor sent.
 */

/** A form post is a few hundred bytes; anything past this is refused unread (413). */
export const MAX_FORM_BYTES = 16 * 1024

const formLimits = () => ({
	max: serverEnv().FORM_RATE_LIMIT_MAX,
	windowSeconds: serverEnv().FORM_RATE_LIMIT_WINDOW_SECONDS,
})

/**
 * Separate budgets per visitor address: a visitor's newsletter sign-ups never eat into
 * their white-paper requests. Counters live in the database, shared by every instance
 * (docs/decisions/029-rate-limits-in-the-database.md).
 */
const limiters = {
	leads: createRateLimiter('lead', formLimits),
	newsletter: createRateLimiter('newsletter', formLimits),
}
export type RateLimitBucket = keyof typeof limiters

/** What `persist` returns to refuse a valid-looking submission (wrong password, taken e-mail…). */
export class FormRefusal {
	readonly status: number
	readonly message: string
	readonly fieldErrors?: Record<string, string[]>
	constructor(status: number, message: string, fieldErrors?: Record<string, string[]>) {
		this.status = status
		this.message = message
		this.fieldErrors = fieldErrors
	}
}

export type FormPostOptions<Schema extends z.ZodType, Payload> = {
	/** The form's schema, shared with the browser; a function when one action serves several forms. */
	schema: Schema | ((form: FormData) => Schema)
	/** A per-address budget, or the form's own accounting (sign-in counts per account and address). */
	rateLimit:
		| { bucket: RateLimitBucket; message?: string }
		| { consume: (form: FormData, request: Request) => Promise<RateLimitResult>; message?: string }
	/** Stores the valid submission; returns the payload, a refusal, or a redirect. */
	persist: (value: z.output<Schema>, request: Request) => Promise<Payload | FormRefusal | Response>
	/** Names the form in the reply (several forms on one action). */
	formId?: (form: FormData) => string
	/** Fields never sent back to the page (passwords). */
	hideFields?: string[]
	/** Message of a malformed body or a server failure. */
	errorMessage?: string
}

function refuse(
	status: number,
	message: string,
	formId?: string,
	values?: Record<string, unknown>,
	headers?: Record<string, string>,
) {
	return data<FormReply<never>>(
		{ status: 'error', error: { '': [message] }, formId, initialValue: values as FormReply['initialValue'] },
		{ status, headers },
	)
}

/** Reads at most `limit` bytes of the body; undefined when it is larger. */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
	const declared = Number(request.headers.get('content-length'))
	if (declared > limit) return undefined
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > limit) {
			await reader.cancel().catch(() => {})
			return undefined
		}
		chunks.push(value)
	}
	const body = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		body.set(chunk, offset)
		offset += chunk.byteLength
	}
	return body
}

async function readForm(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<FormData | undefined> {
	const type = request.headers.get('content-type') ?? ''
	if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined
	try {
		return await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
	} catch {
		return undefined
	}
}

export async function handleFormPost<Schema extends z.ZodType, Payload>(
	request: Request,
	options: FormPostOptions<Schema, Payload>,
) {
	const bytes = await readBody(request, MAX_FORM_BYTES)
	if (!bytes) return refuse(413, formMessages.tooLarge)
	const form = await readForm(request, bytes)
	if (!form) return refuse(400, options.errorMessage ?? formMessages.error)
	return processForm(request, form, options, options.formId?.(form))
}

/**
 * One action serving several forms, told apart by their hidden `intent` field (the home
 * page: the white-paper dialog and the contact form). A post without a known intent is
 * the `fallback` form's. The reply's `formId` is the intent, so the page shows it in
 * the form that posted.
 */
export async function handleFormPosts<Forms extends Record<string, FormPostOptions<z.ZodType, unknown>>>(
	request: Request,
	forms: Forms,
	fallback: keyof Forms & string,
) {
	const bytes = await readBody(request, MAX_FORM_BYTES)
	if (!bytes) return refuse(413, formMessages.tooLarge)
	const form = await readForm(request, bytes)
	if (!form) return refuse(400, formMessages.error)
	const intent = form.get('intent')
	const formId = typeof intent === 'string' && Object.hasOwn(forms, intent) ? intent : fallback
	return processForm(request, form, forms[formId]!, formId)
}

async function processForm<Schema extends z.ZodType, Payload>(
	request: Request,
	form: FormData,
	options: FormPostOptions<Schema, Payload>,
	formId: string | undefined,
) {
	const errorMessage = options.errorMessage ?? formMessages.error
	const hidden = new Set([HONEYPOT_FIELD, ...(options.hideFields ?? [])])
	const values = Object.fromEntries(
		[...form.entries()].flatMap(([name, value]) =>
			typeof value === 'string' && !hidden.has(name) ? [[name, value.slice(0, 300)]] : [],
		),
	)

	// The one call of the rate limiter for every form. Its counters are in the database:
	// the database away means 503, nothing acknowledged.
	const { rateLimit } = options
	let limit: RateLimitResult
	try {
		limit =
			'consume' in rateLimit
				? await rateLimit.consume(form, request)
				: await limiters[rateLimit.bucket].consume(clientIp(request))
	} catch (error) {
		logError('form rate limit unavailable', error, request)
		return refuse(503, formMessages.error, formId, values)
	}
	if (!limit.ok) {
		const headers = noteRetryAfter(request, limit.retryAfterSeconds)
		return refuse(429, rateLimit.message ?? formMessages.rateLimited, formId, values, headers)
	}

	const honeypot = form.get(HONEYPOT_FIELD)
	if (typeof honeypot === 'string' && honeypot.trim() !== '') return refuse(400, formMessages.refused, formId, values)

	const schema = typeof options.schema === 'function' ? options.schema(form) : options.schema
	const submission = parseWithZod(form, { schema, disableAutoCoercion: true })
	if (submission.status !== 'success') {
		return data<FormReply<never>>({ ...submission.reply({ hideFields: [...hidden] }), formId }, { status: 400 })
	}

	let outcome: Payload | FormRefusal | Response
	try {
		outcome = await options.persist(submission.value, request)
	} catch (error) {
		if (error instanceof Response) throw error
		// Database away: 503 and nothing acknowledged; a value the database refused is the visitor's input: 400.
		const status = databaseErrorStatus(error)
		logError('form not stored', error, request, { status })
		return refuse(status, status === 503 ? formMessages.error : errorMessage, formId, values)
	}
	if (outcome instanceof Response) return outcome
	if (outcome instanceof FormRefusal) {
		return data<FormReply<never>>(
			{
				...submission.reply({
					formErrors: [outcome.message],
					fieldErrors: outcome.fieldErrors,
					hideFields: [...hidden],
				}),
				formId,
			},
			{ status: outcome.status },
		)
	}
	return data<FormReply<Payload>>({ status: 'success', initialValue: null, formId, payload: outcome })
}
