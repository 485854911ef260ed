import { and, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Database } from '#app/db/db.server.ts'
import {
	contactInquiries,
	leads,
	newsletterSubscribers,
	rateLimitCounters,
	roiEstimates,
	whitepaperLeads,
} from '#app/db/schema.ts'
import { recordAudit } from './audit.server.ts'

/**
 * How long an unconfirmed subscription is kept: its link works 48 hours; a few days
 * more leave room to ask for a new one, then the address goes.
 */
export const PENDING_SUBSCRIPTION_DAYS = 7

const DAY = 86_400_000

/**
 * The daily retention pass (docs/decisions/042-retention-and-audit-log.md,
 * docs/decisions/069-retention-from-the-last-contact.md): deletes the leads of every
 * address whose last contact — its latest request of any kind: a white paper, a message,
 * an ROI estimate — is more than `leadRetentionDays` old (all that address's leads together), the
 * subscriptions still unconfirmed PENDING_SUBSCRIPTION_DAYS after their last request, and
 * the addresses unsubscribed more than `leadRetentionDays` ago (kept until then as proof
 * of the opt-out), and the expired rate-limit counters (they hold IP addresses). Each
 * kind of personal record deleted is written to the audit log with its count.
 */
export async function applyRetention(db: Database, options: { leadRetentionDays: number; now?: Date }) {
	const now = options.now ?? new Date()
	const leadLimit = new Date(now.getTime() - options.leadRetentionDays * DAY)
	const pendingLimit = new Date(now.getTime() - PENDING_SUBSCRIPTION_DAYS * DAY)
	return db.transaction(async (tx) => {
		// Every kind of lead (white paper, contact, ROI estimate) is an address's contact: the
		// leads of an address go together once its latest contact, of any kind, is past the
		// period, with their details and notes (docs/decisions/075-one-lead-index-for-every-kind.md).
		// The three detail tables share these columns; addresses are stored in lower case.
		const [first, second, ...others] = [whitepaperLeads, contactInquiries, roiEstimates].map((table) =>
			tx.select({ id: table.id, email: table.email, createdAt: table.createdAt }).from(table),
		)
		const contacts = unionAll(first!, second!, ...others).as('contacts')
		const lastContactPast = tx
			.select({ email: contacts.email })
			.from(contacts)
			.groupBy(contacts.email)
			.having(sql`max(${contacts.createdAt}) < ${leadLimit.toISOString()}::timestamptz`)
		const expiredIds = tx.select({ id: contacts.id }).from(contacts).where(inArray(contacts.email, lastContactPast))
		const expired = await tx.delete(leads).where(inArray(leads.id, expiredIds)).returning({ id: leads.id })
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
		// Rate-limit counters name visitors by IP address: the expired ones go, even on a quiet day
		// when no form post has swept them (app/db/rate-limit.server.ts).
		await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now))
		if (expired.length)
			await recordAudit(tx, { actorKind: 'retention', action: 'retention.leads', count: expired.length })
		if (subscribers.length)
			await recordAudit(tx, { actorKind: 'retention', action: 'retention.subscribers', count: subscribers.length })
		return { leads: expired.length, subscribers: subscribers.length }
	})
}
