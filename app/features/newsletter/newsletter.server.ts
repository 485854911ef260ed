import { data } from 'react-router'
import { serverEnv } from '#app/config/env.server.ts'
import { databaseErrorStatus, getDb, type Database } from '#app/db/db.server.ts'
import { createRateLimiter, type RateLimitResult } from '#app/db/rate-limit.server.ts'
import { newsletterSubscribers } from '#app/db/schema.ts'
import { logError } from '#app/lib/log.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { noteRetryAfter } from '#app/lib/retry-after.server.ts'
import {
	NEWSLETTER_HONEYPOT_FIELD,
	type NewsletterActionResult,
	newsletterEmailSchema,
	newsletterMessages,
} from './newsletter-schema.ts'

/** Subscribes an address once; subscribing again is not an error. Returns true when new. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<boolean> {
	const rows = await db
		.insert(newsletterSubscribers)
		.values({ email })
		.onConflictDoNothing({ target: newsletterSubscribers.email })
		.returning({ id: newsletterSubscribers.id })
	return rows.length > 0
}

/** Separate budget from the white-paper forms, same settings. */
const limiter = createRateLimiter('newsletter', () => ({
	max: serverEnv().FORM_RATE_LIMIT_MAX,
	windowSeconds: serverEnv().FORM_RATE_LIMIT_WINDOW_SECONDS,
}))

/** Handles a newsletter form post: rate limit, honeypot, validation, idempotent insert. */
export async function handleNewsletterSubscription(request: Request) {
	let form: FormData
	try {
		form = await request.formData()
	} catch {
		return data<NewsletterActionResult>({ status: 'refused', message: newsletterMessages.refused }, { status: 400 })
	}
	let limit: RateLimitResult
	try {
		limit = await limiter.consume(clientIp(request))
	} catch (error) {
		logError('newsletter rate limit unavailable', error, request)
		return data<NewsletterActionResult>({ status: 'error', message: newsletterMessages.error }, { status: 503 })
	}
	if (!limit.ok) {
		return data<NewsletterActionResult>(
			{ status: 'refused', message: newsletterMessages.rateLimited },
			{ status: 429, headers: noteRetryAfter(request, limit.retryAfterSeconds) },
		)
	}
	const honeypot = form.get(NEWSLETTER_HONEYPOT_FIELD)
	if (typeof honeypot === 'string' && honeypot.trim() !== '') {
		return data<NewsletterActionResult>({ status: 'refused', message: newsletterMessages.refused }, { status: 400 })
	}
	const parsed = newsletterEmailSchema.safeParse(form.get('email'))
	if (!parsed.success)
		return data<NewsletterActionResult>(
			{ status: 'invalid', message: newsletterMessages.invalidEmail },
			{ status: 400 },
		)
	try {
		await subscribeToNewsletter(await getDb(), parsed.data)
	} catch (error) {
		const status = databaseErrorStatus(error)
		logError('newsletter subscription not stored', error, request, { status })
		return data<NewsletterActionResult>({ status: 'error', message: newsletterMessages.error }, { status })
	}
	return data<NewsletterActionResult>({ status: 'success', message: newsletterMessages.success })
}
