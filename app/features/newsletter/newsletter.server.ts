import { and, eq } from 'drizzle-orm'
import { getDb, type Database } from '#app/db/db.server.ts'
import { newsletterSubscribers } from '#app/db/schema.ts'
import { handleFormPost } from '#app/infra/forms/form-post.server.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { sendMail, type SendOptions } from '#app/infra/mail/mail.server.ts'
import { pagePathOfDataUrl } from '#app/lib/react-router-formats.ts'
import { confirmationEmail } from './newsletter-email.server.ts'
import { enqueueConfirmation } from './newsletter-jobs.server.ts'
import { NEWSLETTER_CONSENT_TEXT } from './newsletter-messages.ts'
import { newsletterFormSchema } from './newsletter-schema.ts'

/** A new confirmation e-mail for the same address at most this often (an inbox is not a target). */
export const CONFIRMATION_RESEND_MINUTES = 10

export type SubscribeOutcome = {
	subscriberId: string
	/** True when a confirmation e-mail was queued (new, re-subscribing, or pending and not asked for recently). */
	sendConfirmation: boolean
}

/**
 * Records a subscription request (docs/decisions/040-newsletter-double-opt-in.md).
 * A confirmed address is left as it is; a pending or unsubscribed one gets the new
 * consent and, at most every CONFIRMATION_RESEND_MINUTES, a new confirmation e-mail.
 */
export async function subscribeToNewsletter(
	db: Database,
	email: string,
	options: { sourcePage: string; now?: Date },
): Promise<SubscribeOutcome> {
	const now = options.now ?? new Date()
	// On PGlite the transaction holds the only connection: the queue must be up before it.
	await getJobQueue()
	const consent = { consentAt: now, consentText: NEWSLETTER_CONSENT_TEXT, sourcePage: options.sourcePage }
	return db.transaction(async (tx) => {
		const [created] = await tx
			.insert(newsletterSubscribers)
			.values({ email, status: 'pending', createdAt: now, confirmationSentAt: now, ...consent })
			.onConflictDoNothing({ target: newsletterSubscribers.email })
			.returning({ id: newsletterSubscribers.id })
		if (created) {
			await enqueueConfirmation(tx as unknown as Database, created.id)
			return { subscriberId: created.id, sendConfirmation: true }
		}
		const [row] = await tx
			.select()
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, email))
			.for('update')
		if (!row) throw new Error('Abonné introuvable après conflit')
		if (row.status === 'confirmed') return { subscriberId: row.id, sendConfirmation: false }
		const recent =
			row.status === 'pending' &&
			row.confirmationSentAt !== null &&
			now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MINUTES * 60_000
		if (recent) return { subscriberId: row.id, sendConfirmation: false }
		await tx
			.update(newsletterSubscribers)
			.set({ status: 'pending', confirmationSentAt: now, ...consent })
			.where(eq(newsletterSubscribers.id, row.id))
		await enqueueConfirmation(tx as unknown as Database, row.id)
		return { subscriberId: row.id, sendConfirmation: true }
	})
}

/** The confirmation job: sends the e-mail if the subscription is still waiting for it (once per `receiptKey`). */
export async function sendConfirmationEmail(
	db: Database,
	subscriberId: string,
	options: SendOptions = {},
): Promise<void> {
	const [row] = await db
		.select({ email: newsletterSubscribers.email })
		.from(newsletterSubscribers)
		.where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, 'pending')))
	if (row) await sendMail(confirmationEmail(row.email, subscriberId), options)
}

/** The page the box was on, as recorded with the consent ('/blog'). */
function sourcePageOf(request: Request): string {
	// A fetcher posts to '/blog/_.data' (the root to '/_.data'); the prerendered form
	// without JavaScript to '/blog/', the same page.
	const pathname = new URL(request.url).pathname
	const page = (pagePathOfDataUrl(pathname) ?? pathname).replace(/(.)\/+$/, '$1') || '/'
	return /^\/[\w\-/]{0,199}$/.test(page) ? page : '/blog'
}

/**
 * Handles a newsletter form post through the form pipeline, then gives the same answer
 * whatever the address's state, so it reveals nothing about who subscribed.
 */
export async function handleNewsletterSubscription(request: Request) {
	return handleFormPost(request, {
		schema: newsletterFormSchema,
		rateLimit: { bucket: 'newsletter' },
		async persist({ email }) {
			await subscribeToNewsletter(await getDb(), email, { sourcePage: sourcePageOf(request) })
			return undefined
		},
	})
}
