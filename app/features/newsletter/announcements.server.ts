import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { newsletterAnnouncements, newsletterDeliveries, newsletterSubscribers } from '#app/db/schema.ts'
import { sendMail } from '#app/features/mail/mail.server.ts'
import { type AnnouncedArticle, announcementEmail } from './newsletter-email.server.ts'

/**
 * Article announcements (docs/decisions/041-article-announcements.md). The database
 * is what makes "exactly once" hold across restarts and instances: one announcement
 * per slug (unique), one delivery per (announcement, subscriber) (unique), and a
 * delivery is claimed (queued → sending) before its e-mail leaves, never twice.
 */

export type PublishableArticle = AnnouncedArticle & { date: string }

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
	options: { ratePerMinute: number; now?: Date },
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
			await tx.execute(sql`
				insert into newsletter_deliveries (announcement_id, subscriber_id, run_at)
				select ${created.id}::uuid, s.id,
					greatest(${now.toISOString()}::timestamptz, coalesce((select max(run_at) from newsletter_deliveries where status = 'queued'), ${now.toISOString()}::timestamptz))
					+ (row_number() over (order by s.confirmed_at, s.id) - 1) * ${spacingMs} * interval '1 millisecond'
				from newsletter_subscribers s
				where s.status = 'confirmed'
				on conflict (announcement_id, subscriber_id) do nothing`)
		}
		return result
	})
}

const MAX_ATTEMPTS = 3

/**
 * Claims one due delivery (or the given one) and sends it. The claim (queued →
 * sending) is the guard against a second send: a failed SMTP exchange puts it back
 * (with a delay) until MAX_ATTEMPTS, a crash mid-send leaves it 'sending' — reported,
 * never repeated. Returns false when nothing was due.
 */
export async function deliverNext(
	db: Database,
	articles: readonly PublishableArticle[],
	options: { deliveryId?: string; now?: Date } = {},
): Promise<boolean> {
	const now = options.now ?? new Date()
	const claimed = await db.execute<{
		id: string
		announcement_id: string
		subscriber_id: string | null
		attempts: number
	}>(sql`
		update newsletter_deliveries set status = 'sending', attempts = attempts + 1
		where id = (
			select id from newsletter_deliveries
			where status = 'queued' and run_at <= ${now.toISOString()}::timestamptz
				${options.deliveryId ? sql`and id = ${options.deliveryId}::uuid` : sql``}
			order by run_at, id
			for update skip locked
			limit 1
		)
		returning id, announcement_id, subscriber_id, attempts`)
	const delivery = claimed.rows[0]
	if (!delivery) return false
	const [target] = await db
		.select({
			email: newsletterSubscribers.email,
			status: newsletterSubscribers.status,
			slug: newsletterAnnouncements.articleSlug,
		})
		.from(newsletterDeliveries)
		.innerJoin(newsletterAnnouncements, eq(newsletterAnnouncements.id, newsletterDeliveries.announcementId))
		.leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
		.where(eq(newsletterDeliveries.id, delivery.id))
	// Unsubscribed or deleted since it was queued: the e-mail is dropped, not counted.
	if (!target || target.status !== 'confirmed' || !target.email || !delivery.subscriber_id) {
		await db.delete(newsletterDeliveries).where(eq(newsletterDeliveries.id, delivery.id))
		return true
	}
	const article = articles.find((candidate) => candidate.slug === target.slug)
	if (!article) {
		await db.update(newsletterDeliveries).set({ status: 'failed' }).where(eq(newsletterDeliveries.id, delivery.id))
		return true
	}
	try {
		await sendMail(announcementEmail(target.email, delivery.subscriber_id, article))
	} catch (error) {
		console.error('Envoi d’une annonce d’article impossible :', error)
		const retry = delivery.attempts < MAX_ATTEMPTS
		await db
			.update(newsletterDeliveries)
			.set(
				retry
					? { status: 'queued', runAt: new Date(now.getTime() + 60_000 * 2 ** delivery.attempts) }
					: { status: 'failed' },
			)
			.where(eq(newsletterDeliveries.id, delivery.id))
		return true
	}
	await db
		.update(newsletterDeliveries)
		.set({ status: 'sent', sentAt: new Date() })
		.where(eq(newsletterDeliveries.id, delivery.id))
	return true
}

/** The next time a queued delivery is due, to sleep until then. */
export async function nextDeliveryAt(db: Database): Promise<Date | undefined> {
	const [row] = await db
		.select({ runAt: newsletterDeliveries.runAt })
		.from(newsletterDeliveries)
		.where(eq(newsletterDeliveries.status, 'queued'))
		.orderBy(asc(newsletterDeliveries.runAt))
		.limit(1)
	return row?.runAt
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

/** Deliveries due now or earlier that are still queued (tests, admin). */
export async function dueDeliveries(db: Database, now = new Date()) {
	return db
		.select({ id: newsletterDeliveries.id })
		.from(newsletterDeliveries)
		.where(and(eq(newsletterDeliveries.status, 'queued'), lte(newsletterDeliveries.runAt, now)))
}
