import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { newsletterDeliveries, newsletterSubscribers } from '#app/db/schema.ts'

/** What a confirmation link did: confirmed now, was already confirmed, or the subscription is gone/unsubscribed. */
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'gone'

export async function confirmSubscription(
	db: Database,
	subscriberId: string,
	now = new Date(),
): Promise<ConfirmOutcome> {
	const updated = await db
		.update(newsletterSubscribers)
		.set({ status: 'confirmed', confirmedAt: now })
		.where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, 'pending')))
		.returning({ id: newsletterSubscribers.id })
	if (updated.length) return 'confirmed'
	const [row] = await db
		.select({ status: newsletterSubscribers.status })
		.from(newsletterSubscribers)
		.where(eq(newsletterSubscribers.id, subscriberId))
	return row?.status === 'confirmed' ? 'already-confirmed' : 'gone'
}

/** Whether a subscriber id still exists and in which state (the confirmation pages adapt their text). */
export async function subscriptionStatus(db: Database, subscriberId: string) {
	const [row] = await db
		.select({ status: newsletterSubscribers.status })
		.from(newsletterSubscribers)
		.where(eq(newsletterSubscribers.id, subscriberId))
	return row?.status
}

/**
 * Unsubscribes at once: the address is never e-mailed again (its e-mails still waiting
 * in the queue are dropped). Idempotent; an unknown id is not an error.
 */
export async function unsubscribe(db: Database, subscriberId: string, now = new Date()): Promise<void> {
	await db.transaction(async (tx) => {
		await tx
			.update(newsletterSubscribers)
			.set({ status: 'unsubscribed', unsubscribedAt: now })
			.where(and(eq(newsletterSubscribers.id, subscriberId), ne(newsletterSubscribers.status, 'unsubscribed')))
		await tx
			.delete(newsletterDeliveries)
			.where(and(eq(newsletterDeliveries.subscriberId, subscriberId), eq(newsletterDeliveries.status, 'queued')))
	})
}
