import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { newsletterAnnouncements, newsletterDeliveries, newsletterSubscribers, user } from '#app/db/schema.ts'
import { sendMail } from '#app/infra/mail/mail.server.ts'
import { type AnnouncedArticle, announcementEmail } from './newsletter-email.server.ts'

/**
 * Article announcements (docs/decisions/041-article-announcements.md,
 * docs/decisions/085-scheduled-announcements.md). A pass finds a new article and
 * schedules its announcement; when due, the release writes one delivery per confirmed
 * subscriber, each sent by a job of its own. The database is what makes "at most
 * once" hold across restarts and instances: one announcement per slug (unique), one
 * guarded transition scheduled → released, one delivery per (announcement, subscriber)
 * (unique), and a delivery claimed (queued → sending) before its e-mail leaves.
 */

export type PublishableArticle = AnnouncedArticle & { date: string }

/** Puts one delivery on the job queue (enqueueJob in production; see newsletter-jobs.server.ts). */
export type EnqueueDelivery = (tx: Database, job: { deliveryId: string; runAt: Date; key: string }) => Promise<unknown>

/** Puts an announcement's release on the job queue, to run at `runAt` (its due time). */
export type ScheduleRelease = (tx: Database, job: { announcementId: string; runAt: Date }) => Promise<unknown>

/** Today's date in Paris (YYYY-MM-DD), the calendar the articles' dates are written in. */
export function parisDate(now: Date): string {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
}

// Any constant: the key of the advisory lock that serialises the scans and the releases across instances.
const SCAN_LOCK = 4_070_014

/** A moment given by the caller (tests, admin actions), or the database's clock, the one the job queue runs on. */
function instant(now: Date | undefined) {
	return now ? sql`${now.toISOString()}::timestamptz` : sql`now()`
}

/**
 * Compares the published articles (in the build and dated today or earlier) with the
 * announcements. A new one "appears" now: its announcement is scheduled `delayHours`
 * later, with its release job written in the same transaction. On the very first scan
 * (no announcement at all yet) the articles dated before that day become the baseline:
 * recorded, never sent.
 */
export async function scanForNewArticles(
	db: Database,
	articles: readonly PublishableArticle[],
	options: { delayHours: number; now?: Date; scheduleRelease: ScheduleRelease },
): Promise<{ baseline: string[]; scheduled: string[] }> {
	const now = options.now ?? new Date()
	const today = parisDate(now)
	const published = articles.filter((article) => article.date <= today)
	const dueAt = new Date(now.getTime() + Math.round(options.delayHours * 3_600_000))
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SCAN_LOCK})`)
		const known = new Set(
			(await tx.select({ slug: newsletterAnnouncements.articleSlug }).from(newsletterAnnouncements)).map(
				(row) => row.slug,
			),
		)
		const firstScan = known.size === 0
		const result = { baseline: [] as string[], scheduled: [] as string[] }
		// Oldest first, so two new articles go out in the order they were published.
		for (const article of [...published].sort((a, b) => a.date.localeCompare(b.date))) {
			if (known.has(article.slug)) continue
			const baseline = firstScan && article.date < today
			const [created] = await tx
				.insert(newsletterAnnouncements)
				.values({
					articleSlug: article.slug,
					articleTitle: article.title,
					status: baseline ? 'baseline' : 'scheduled',
					createdAt: now,
					dueAt: baseline ? null : dueAt,
				})
				.onConflictDoNothing({ target: newsletterAnnouncements.articleSlug })
				.returning({ id: newsletterAnnouncements.id })
			if (!created) continue
			if (baseline) {
				result.baseline.push(article.slug)
				continue
			}
			result.scheduled.push(article.slug)
			// Written in the same transaction: the announcement and its release exist together or not at all.
			await options.scheduleRelease(tx as unknown as Database, { announcementId: created.id, runAt: dueAt })
		}
		return result
	})
}

/**
 * Releases a scheduled announcement that is due: scheduled → released, then one
 * delivery per confirmed subscriber, spread at `ratePerMinute` after whatever is still
 * waiting, each with its job. The transition is the guard: run twice at once (two
 * instances, a release job and the daily pass, a stale job after a move), one
 * transaction changes the row and the other finds it released and does nothing. A job
 * that wakes up for an announcement moved later, or cancelled, finds it not due.
 */
export async function releaseAnnouncement(
	db: Database,
	announcementId: string,
	options: { ratePerMinute: number; now?: Date; enqueue: EnqueueDelivery },
): Promise<'released' | 'skipped'> {
	const at = instant(options.now)
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${SCAN_LOCK})`)
		const [released] = await tx
			.update(newsletterAnnouncements)
			.set({ status: 'released', releasedAt: options.now ?? sql`now()` })
			.where(
				and(
					eq(newsletterAnnouncements.id, announcementId),
					eq(newsletterAnnouncements.status, 'scheduled'),
					lte(newsletterAnnouncements.dueAt, at),
				),
			)
			.returning({ id: newsletterAnnouncements.id, slug: newsletterAnnouncements.articleSlug })
		if (!released) return 'skipped'
		// Paced after whatever is still waiting, so the SMTP server sees at most ratePerMinute.
		const spacingMs = Math.ceil(60_000 / options.ratePerMinute)
		const deliveries = await tx.execute<{ id: string; subscriber_id: string; run_at: string | Date }>(sql`
			insert into newsletter_deliveries (announcement_id, subscriber_id, run_at)
			select ${released.id}::uuid, s.id,
				greatest(${at}, coalesce((select max(run_at) from newsletter_deliveries where status = 'queued') + ${spacingMs} * interval '1 millisecond', ${at}))
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
				key: `newsletter:${released.slug}:${delivery.subscriber_id}`,
			})
		return 'released'
	})
}

/**
 * Every scheduled announcement already due, released (the daily pass's safety net: a
 * release job lost or out of attempts). Returns the released slugs.
 */
export async function releaseDueAnnouncements(
	db: Database,
	options: { ratePerMinute: number; now?: Date; enqueue: EnqueueDelivery },
): Promise<string[]> {
	const due = await db
		.select({ id: newsletterAnnouncements.id, slug: newsletterAnnouncements.articleSlug })
		.from(newsletterAnnouncements)
		.where(
			and(eq(newsletterAnnouncements.status, 'scheduled'), lte(newsletterAnnouncements.dueAt, instant(options.now))),
		)
		.orderBy(asc(newsletterAnnouncements.dueAt))
	const released: string[] = []
	for (const row of due) if ((await releaseAnnouncement(db, row.id, options)) === 'released') released.push(row.slug)
	return released
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

// --- The admin's hand on a scheduled announcement (/admin/newsletter) ---

const changeable = inArray(newsletterAnnouncements.status, ['scheduled', 'cancelled'])

/**
 * « Envoyer maintenant »: due now, and its release job written for now (it runs within
 * the queue's polling interval). A cancelled announcement can be sent this way too.
 */
export async function sendAnnouncementNow(
	db: Database,
	announcementId: string,
	options: { now?: Date; scheduleRelease: ScheduleRelease },
): Promise<boolean> {
	return rescheduleAnnouncement(db, announcementId, options.now ?? new Date(), options.scheduleRelease)
}

/**
 * « Déplacer » (or « Reprogrammer » a cancelled one): a new due time, in the future.
 * The job of the old time stays in the queue and finds the announcement not due.
 */
export async function moveAnnouncement(
	db: Database,
	announcementId: string,
	dueAt: Date,
	options: { now?: Date; scheduleRelease: ScheduleRelease },
): Promise<'moved' | 'past' | 'gone'> {
	if (dueAt.getTime() <= (options.now ?? new Date()).getTime()) return 'past'
	return (await rescheduleAnnouncement(db, announcementId, dueAt, options.scheduleRelease)) ? 'moved' : 'gone'
}

async function rescheduleAnnouncement(db: Database, id: string, dueAt: Date, scheduleRelease: ScheduleRelease) {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.update(newsletterAnnouncements)
			.set({ status: 'scheduled', dueAt })
			.where(and(eq(newsletterAnnouncements.id, id), changeable))
			.returning({ id: newsletterAnnouncements.id })
		if (row) await scheduleRelease(tx as unknown as Database, { announcementId: id, runAt: dueAt })
		return Boolean(row)
	})
}

/** « Annuler l’envoi »: held back until an admin sends it or schedules it again. False when it already went. */
export async function cancelAnnouncement(db: Database, announcementId: string): Promise<boolean> {
	const rows = await db
		.update(newsletterAnnouncements)
		.set({ status: 'cancelled' })
		.where(and(eq(newsletterAnnouncements.id, announcementId), eq(newsletterAnnouncements.status, 'scheduled')))
		.returning({ id: newsletterAnnouncements.id })
	return rows.length > 0
}

export async function findAnnouncement(db: Database, announcementId: string) {
	const [row] = await db.select().from(newsletterAnnouncements).where(eq(newsletterAnnouncements.id, announcementId))
	return row
}

/**
 * The test job: the announcement as a subscriber receives it, marked « [Test] », to the
 * admin who asked, with a placeholder unsubscribe link. No delivery row: not counted.
 */
export async function sendTestAnnouncement(
	db: Database,
	articles: readonly PublishableArticle[],
	job: { announcementId: string; userId: string },
): Promise<'sent' | 'dropped'> {
	const [target] = await db
		.select({ email: user.email, slug: newsletterAnnouncements.articleSlug })
		.from(newsletterAnnouncements)
		.innerJoin(user, eq(user.id, job.userId))
		.where(eq(newsletterAnnouncements.id, job.announcementId))
	const article = target && articles.find((candidate) => candidate.slug === target.slug)
	if (!target || !article) return 'dropped'
	await sendMail(announcementEmail(target.email, null, article, { test: true }))
	return 'sent'
}

/** The address shown as the recipient of a preview. */
export const PREVIEW_RECIPIENT = 'abonne@exemple.fr'

/**
 * The announcement exactly as a subscriber receives it (a placeholder unsubscribe
 * link), for the admin's preview; undefined when the article is no longer in the build.
 */
export async function announcementPreview(
	db: Database,
	articles: readonly PublishableArticle[],
	announcementId: string,
) {
	const announcement = await findAnnouncement(db, announcementId)
	const article = announcement && articles.find((candidate) => candidate.slug === announcement.articleSlug)
	return article ? announcementEmail(PREVIEW_RECIPIENT, null, article) : undefined
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

/** How many addresses a release would write to now (the admin's « à N abonnés confirmés »). */
export async function confirmedSubscriberCount(db: Database): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(newsletterSubscribers)
		.where(eq(newsletterSubscribers.status, 'confirmed'))
	return row?.n ?? 0
}
