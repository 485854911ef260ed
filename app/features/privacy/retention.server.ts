import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { leads, newsletterSubscribers } from '#app/db/schema.ts'
import { recordAudit } from './audit.server.ts'

/**
 * How long an unconfirmed subscription is kept: its link works 48 hours; a few days
 * more leave room to ask for a new one, then the address goes.
 */
export const PENDING_SUBSCRIPTION_DAYS = 7

const DAY = 86_400_000

/**
 * The daily retention pass (docs/decisions/042-retention-and-audit-log.md): deletes
 * the leads received more than `leadRetentionDays` ago, the subscriptions still
 * unconfirmed PENDING_SUBSCRIPTION_DAYS after their last request, and the addresses
 * unsubscribed more than `leadRetentionDays` ago (kept until then as proof of the
 * opt-out). Each kind of deletion is written to the audit log with its count.
 */
export async function applyRetention(db: Database, options: { leadRetentionDays: number; now?: Date }) {
	const now = options.now ?? new Date()
	const leadLimit = new Date(now.getTime() - options.leadRetentionDays * DAY)
	const pendingLimit = new Date(now.getTime() - PENDING_SUBSCRIPTION_DAYS * DAY)
	return db.transaction(async (tx) => {
		// Every kind of lead (white paper, contact, ROI estimate), with its details and notes:
		// docs/decisions/075-one-lead-index-for-every-kind.md.
		const expired = await tx.delete(leads).where(lt(leads.createdAt, leadLimit)).returning({ id: leads.id })
		const subscribers = await tx
			.delete(newsletterSubscribers)
			.where(
				or(
					and(
						eq(newsletterSubscribers.status, 'pending'),
						sql`coalesce(${newsletterSubscribers.confirmationSentAt}, ${newsletterSubscribers.consentAt}) < ${pendingLimit.toISOString()}::timestamptz`,
					),
					and(eq(newsletterSubscribers.status, 'unsubscribed'), lt(newsletterSubscribers.unsubscribedAt, leadLimit)),
				),
			)
			.returning({ id: newsletterSubscribers.id })
		if (expired.length)
			await recordAudit(tx, { actorKind: 'retention', action: 'retention.leads', count: expired.length })
		if (subscribers.length)
			await recordAudit(tx, { actorKind: 'retention', action: 'retention.subscribers', count: subscribers.length })
		return { leads: expired.length, subscribers: subscribers.length }
	})
}
