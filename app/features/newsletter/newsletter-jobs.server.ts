import { serverEnv } from '#app/config/env.server.ts'
import { getJobDb, type Database } from '#app/db/db.server.ts'
import {
	enqueueJob,
	getJobQueue,
	KEEP_FINISHED_SECONDS,
	registerJobHandler,
	scheduleRecurringJob,
} from '#app/infra/jobs/jobs.server.ts'
import { pruneMailReceipts } from '#app/infra/mail/mail.server.ts'
import { applyRetention } from '#app/features/privacy/public.server.ts'
import { logEvent } from '#app/lib/log.server.ts'
import {
	deliverAnnouncement,
	type EnqueueDelivery,
	releaseAnnouncement,
	releaseDueAnnouncements,
	scanForNewArticles,
	type ScheduleRelease,
	sendTestAnnouncement,
} from './announcements.server.ts'

/**
 * The newsletter's work on the job queue (docs/decisions/041-article-announcements.md,
 * docs/decisions/085-scheduled-announcements.md, docs/decisions/035-job-queue.md): the
 * confirmation e-mail, an announcement's release at its due time, one job per
 * announcement e-mail, the admin's test e-mail, and the daily pass (new articles,
 * releases overdue, retention). Payloads carry ids only.
 */
const articlesOfThisBuild = async () => (await import('#app/features/blog/public.server.ts')).articles

registerJobHandler<{ subscriberId: string }>(
	'newsletter.confirmation',
	async ({ subscriberId }, { receiptKey }) => {
		const { sendConfirmationEmail } = await import('./newsletter.server.ts')
		await sendConfirmationEmail(await getJobDb(), subscriberId, { receiptKey })
	},
	// About 10 to 20 minutes of retries (10 s doubled).
	{ maxAttempts: 7 },
)

registerJobHandler<{ announcementId: string }>(
	'newsletter.release',
	async ({ announcementId }) => {
		const db = await getJobDb()
		// The database's clock: the one the queue used to decide that the job is due.
		const outcome = await releaseAnnouncement(db, announcementId, {
			ratePerMinute: serverEnv().NEWSLETTER_SEND_RATE_PER_MINUTE,
			enqueue: enqueueDelivery,
		})
		if (outcome === 'released') logEvent('info', 'newsletter announcement released', { announcementId })
	},
	{ maxAttempts: 5 },
)

registerJobHandler<{ deliveryId: string }>(
	'newsletter.announcement',
	async ({ deliveryId }, context) => {
		await deliverAnnouncement(await getJobDb(), await articlesOfThisBuild(), deliveryId, context)
	},
	// One at a time per process: the pace is set by each job's runAt.
	{ maxAttempts: 7, concurrency: 1, uniqueByKey: true },
)

registerJobHandler<{ announcementId: string; userId: string }>(
	'newsletter.test',
	async (job) => {
		await sendTestAnnouncement(await getJobDb(), await articlesOfThisBuild(), job)
	},
	{ maxAttempts: 3 },
)

registerJobHandler('newsletter.daily', () => runDailyPass(), { maxAttempts: 3 })

/** The confirmation e-mail's job, written in the subscription's transaction. */
export function enqueueConfirmation(tx: Database, subscriberId: string) {
	return enqueueJob(tx, { type: 'newsletter.confirmation', payload: { subscriberId } })
}

export const enqueueDelivery: EnqueueDelivery = (tx, { deliveryId, runAt, key }) =>
	enqueueJob(tx, { type: 'newsletter.announcement', payload: { deliveryId }, runAt, singletonKey: key })

export const scheduleRelease: ScheduleRelease = (tx, { announcementId, runAt }) =>
	enqueueJob(tx, { type: 'newsletter.release', payload: { announcementId }, runAt })

/** The admin's test e-mail, on the queue like every other e-mail. */
export function enqueueTestSend(db: Database, job: { announcementId: string; userId: string }) {
	return enqueueJob(db, { type: 'newsletter.test', payload: job })
}

/** New articles scheduled, overdue announcements released, then the retention pass. Idempotent; safe on several instances at once. */
export async function runDailyPass(): Promise<void> {
	const db = await getJobDb()
	const env = serverEnv()
	await getJobQueue()
	const scan = await scanForNewArticles(db, await articlesOfThisBuild(), {
		delayHours: env.NEWSLETTER_ANNOUNCEMENT_DELAY_HOURS,
		scheduleRelease,
	})
	if (scan.baseline.length) logEvent('info', 'newsletter baseline recorded', { articles: scan.baseline.length })
	if (scan.scheduled.length)
		logEvent('info', 'newsletter announcements scheduled', { articles: scan.scheduled.join(',') })
	const released = await releaseDueAnnouncements(db, {
		ratePerMinute: env.NEWSLETTER_SEND_RATE_PER_MINUTE,
		enqueue: enqueueDelivery,
	})
	if (released.length) logEvent('info', 'newsletter overdue announcements released', { articles: released.join(',') })
	const removed = await applyRetention(db, { leadRetentionDays: env.LEAD_RETENTION_DAYS })
	if (removed.leads || removed.subscribers)
		logEvent('info', 'retention applied', { leads: removed.leads, subscribers: removed.subscribers })
	// The e-mail receipts outlive their jobs' retries by far; they go with the finished jobs.
	await pruneMailReceipts(db, KEEP_FINISHED_SECONDS)
}

/**
 * At server start: the daily pass at once (a build deployed with a new article
 * schedules its announcement without waiting), then every day at 6:00 Paris time (an
 * article dated in the future appears on its day). Each announcement goes out at its
 * own due time, through its release job.
 */
export async function startNewsletterJobs(): Promise<void> {
	await getJobQueue()
	await scheduleRecurringJob('newsletter.daily', '0 6 * * *')
	await runDailyPass()
}
