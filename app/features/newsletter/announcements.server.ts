import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { newsletterAnnouncements, newsletterDeliveries, newsletterSubscribers } from '#app/db/schema.ts'
import { sendMail } from '#app/infra/mail/mail.server.ts'
import { type AnnouncedArticle, announcementEmail } from './newsletter-email.server.ts'

/**
 * Article announcements (docs/decisions/041-article-announcements.md). The database
 * is what makes "exactly once" hold across restarts and instances: one announcement
 * per slug (unique), one delivery per (announcement, subscriber) (unique) with one job
 * keyed by both, and a delivery is claimed (queued → sending) before its e-mail leaves.
 */

export type PublishableArticle = AnnouncedArticle & { date: string }

/** Puts one delivery on the job queue (enqueueJob in production; see newsletter-jobs.server.ts). */
export type EnqueueDelivery = (tx: Database, job: { deliveryId: string; runAt: Date; key: string }) => Promise<unknown>

/** Today's date in Paris (YYYY-MM-DD), the calendar the articles' dates are written in. */
export function parisDate(now: Date): string {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
}

// Any constant: the key of the advisory lock that serialises the scan across instances.
const SCAN_LOCK = 4_070_014

/**
 * Compares the published articles (in the build and dated today or earlier) with the
 * announcements and queues the new ones for every confirmed subscriber, spread at
 * `ratePerMinute`. On the very first scan (no announcement at all yet) the articles
 * dated before that day become the baseline: marked as announced, never sent.
 */
export async function scanForNewArticles(
	db: Database,
	articles: readonly PublishableArticle[],
	options: { ratePerMinute: number; now?: Date; enqueue: EnqueueDelivery },
): Promise<{ baseline: string[]; announced: string[] }> {
	const now = options.now ?? new Date()
	const today = parisDate(now)
	const published = articles.filter((article) => article.date <= today)
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SCAN_LOCK})`)
		const known = new Set(
			(await tx.select({ slug: newsletterAnnouncements.articleSlug }).from(newsletterAnnouncements)).map(
				(row) => row.slug,
			),
		)
		const firstScan = known.size === 0
		const result = { baseline: [] as string[], announced: [] as string[] }
		// Oldest first, so two new articles go out in the order they were published.
		for (const article of [...published].sort((a, b) => a.date.localeCompare(b.date))) {
			if (known.has(article.slug)) continue
			const baseline = firstScan && article.date < today
			const [created] = await tx
				.insert(newsletterAnnouncements)
				.values({ articleSlug: article.slug, articleTitle: article.title, baseline, createdAt: now })
				.onConflictDoNothing({ target: newsletterAnnouncements.articleSlug })
				.returning({ id: newsletterAnnouncements.id })
			if (!created) continue
			if (baseline) {
				result.baseline.push(article.slug)
				continue
			}
			result.announced.push(article.slug)
			// Paced after whatever is still waiting, so the SMTP server sees at most ratePerMinute.
			const spacingMs = Math.ceil(60_000 / options.ratePerMinute)
			const deliveries = await tx.execute<{ id: string; subscriber_id: string; run_at: string | Date }>(sql`
				insert into newsletter_deliveries (announcement_id, subscriber_id, run_at)
				select ${created.id}::uuid, s.id,
					greatest(${now.toISOString()}::timestamptz, coalesce((select max(run_at) from newsletter_deliveries where status = 'queued'), ${now.toISOString()}::timestamptz))
					+ (row_number() over (order by s.confirmed_at, s.id) - 1) * ${spacingMs} * interval '1 millisecond'
				from newsletter_subscribers s
				where s.status = 'confirmed'
				on conflict (announcement_id, subscriber_id) do nothing
				returning id, subscriber_id, run_at`)
			// Written in the same transaction: the deliveries and their jobs exist together or not at all.
			for (const delivery of deliveries.rows)
				await options.enqueue(tx as unknown as Database, {
					deliveryId: delivery.id,
					runAt: new Date(delivery.run_at),
					key: `newsletter:${article.slug}:${delivery.subscriber_id}`,
				})
		}
		return result
	})
}

/**
 * The announcement job: claims the delivery (queued → sending) and sends it. The claim
 * is the guard against a second e-mail: a job delivered twice (two instances, a retry
 * after a lost acknowledgement) finds it claimed and does nothing; a failed SMTP
 * exchange puts it back and throws so the queue retries, until the last attempt marks
 * it failed; a crash mid-send leaves it 'sending' — shown, never repeated.
 */
export async function deliverAnnouncement(
	db: Database,
	articles: readonly PublishableArticle[],
	deliveryId: string,
	attempt: { attempt: number; maxAttempts: number } = { attempt: 1, maxAttempts: 1 },
): Promise<'sent' | 'skipped' | 'dropped'> {
	const [delivery] = await db
		.update(newsletterDeliveries)
		.set({ status: 'sending', attempts: sql`${newsletterDeliveries.attempts} + 1` })
		.where(and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.status, 'queued')))
		.returning({ subscriberId: newsletterDeliveries.subscriberId })
	if (!delivery) return 'skipped'
	const [target] = await db
		.select({
			email: newsletterSubscribers.email,
			status: newsletterSubscribers.status,
			slug: newsletterAnnouncements.articleSlug,
		})
		.from(newsletterDeliveries)
		.innerJoin(newsletterAnnouncements, eq(newsletterAnnouncements.id, newsletterDeliveries.announcementId))
		.leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
		.where(eq(newsletterDeliveries.id, deliveryId))
	// Unsubscribed or deleted since it was queued: the e-mail is dropped, not counted.
	if (!target?.email || target.status !== 'confirmed' || !delivery.subscriberId) {
		await db.delete(newsletterDeliveries).where(eq(newsletterDeliveries.id, deliveryId))
		return 'dropped'
	}
	const article = articles.find((candidate) => candidate.slug === target.slug)
	if (!article) {
		await db.update(newsletterDeliveries).set({ status: 'failed' }).where(eq(newsletterDeliveries.id, deliveryId))
		return 'dropped'
	}
	try {
		await sendMail(announcementEmail(target.email, delivery.subscriberId, article))
	} catch (error) {
		const final = attempt.attempt >= attempt.maxAttempts
		await db
			.update(newsletterDeliveries)
			.set({ status: final ? 'failed' : 'queued' })
			.where(eq(newsletterDeliveries.id, deliveryId))
		throw error
	}
	await db
		.update(newsletterDeliveries)
		.set({ status: 'sent', sentAt: new Date() })
		.where(eq(newsletterDeliveries.id, deliveryId))
	return 'sent'
}

/** Every announcement, newest first, with its counts (admin). */
export async function listAnnouncements(db: Database) {
	const announcements = await db
		.select()
		.from(newsletterAnnouncements)
		.orderBy(desc(newsletterAnnouncements.createdAt), desc(newsletterAnnouncements.articleSlug))
	const counts = announcements.length
		? await db
				.select({
					announcementId: newsletterDeliveries.announcementId,
					status: newsletterDeliveries.status,
					n: count(),
				})
				.from(newsletterDeliveries)
				.where(
					inArray(
						newsletterDeliveries.announcementId,
						announcements.map((row) => row.id),
					),
				)
				.groupBy(newsletterDeliveries.announcementId, newsletterDeliveries.status)
		: []
	return announcements.map((announcement) => {
		const mine = counts.filter((row) => row.announcementId === announcement.id)
		const total = (status: string) => mine.filter((row) => row.status === status).reduce((sum, row) => sum + row.n, 0)
		// 'sending' is shown with the queued ones: claimed, not yet confirmed sent.
		return { ...announcement, queued: total('queued') + total('sending'), sent: total('sent'), failed: total('failed') }
	})
}
