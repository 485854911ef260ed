import { serverEnv } from '#app/config/env.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { applyRetention } from '#app/features/privacy/retention.server.ts'
import { deliverNext, nextDeliveryAt, type PublishableArticle, scanForNewArticles } from './announcements.server.ts'

/**
 * The newsletter's background work, behind one narrow interface
 * (docs/decisions/041-article-announcements.md): a confirmation e-mail to send, the
 * article scan at start and daily, the paced deliveries, the daily retention pass.
 * Every step is idempotent and guarded by the database, so any number of instances
 * may run it.
 */
export type NewsletterJobType = 'newsletter.confirmation'

/** Runs a job after the request that asked for it (the visitor never waits on SMTP). */
export async function dispatchNewsletterJob(type: NewsletterJobType, subscriberId: string): Promise<void> {
	if (type === 'newsletter.confirmation') {
		const { sendConfirmationEmail } = await import('./newsletter.server.ts')
		const db = await getDb()
		void sendConfirmationEmail(db, subscriberId).catch((error: unknown) =>
			console.error('Envoi de l’e-mail de confirmation impossible :', error),
		)
	}
}

const DAY_MS = 86_400_000

export type NewsletterWorker = { stop: () => void; wake: () => void; idle: () => Promise<void> }

/**
 * At server start: the scan (baseline on the first one), the retention pass, then a
 * delivery loop that sleeps until the next e-mail is due, and both passes again every day.
 */
export function startNewsletterWorker(articles: readonly PublishableArticle[]): NewsletterWorker {
	let stopped = false
	let timer: NodeJS.Timeout | undefined
	let running: Promise<void> = Promise.resolve()
	const isStopped = () => stopped

	async function daily() {
		const db = await getDb()
		const env = serverEnv()
		const scan = await scanForNewArticles(db, articles, { ratePerMinute: env.NEWSLETTER_SEND_RATE_PER_MINUTE })
		if (scan.baseline.length)
			console.log(`Newsletter : ${scan.baseline.length} articles déjà en ligne marqués comme annoncés (référence).`)
		if (scan.announced.length) console.log(`Newsletter : annonce de ${scan.announced.join(', ')} mise en file.`)
		const removed = await applyRetention(db, { leadRetentionDays: env.LEAD_RETENTION_DAYS })
		if (removed.leads || removed.subscribers)
			console.log(`Conservation : ${removed.leads} leads et ${removed.subscribers} inscriptions supprimés.`)
	}

	async function deliverDue() {
		const db = await getDb()
		// One at a time: the pace is set by each delivery's run_at.
		for (let sent = true; sent && !isStopped();) sent = await deliverNext(db, articles)
		if (isStopped()) return
		const next = await nextDeliveryAt(db)
		const delay = next ? Math.min(Math.max(next.getTime() - Date.now(), 50), 60_000) : 60_000
		schedule(delay)
	}

	function schedule(delay: number) {
		clearTimeout(timer)
		timer = setTimeout(() => (running = deliverDue().catch(logAndRetry)), delay)
		timer.unref()
	}

	function logAndRetry(error: unknown) {
		console.error('Newsletter : envoi des annonces interrompu :', error)
		if (!stopped) schedule(30_000)
	}

	running = daily()
		.catch((error: unknown) => console.error('Newsletter : passage quotidien impossible :', error))
		.then(() => deliverDue())
		.catch(logAndRetry)
	const everyDay = setInterval(() => {
		running = daily()
			.then(() => deliverDue())
			.catch(logAndRetry)
	}, DAY_MS)
	everyDay.unref()

	return {
		stop() {
			stopped = true
			clearTimeout(timer)
			clearInterval(everyDay)
		},
		wake() {
			schedule(0)
		},
		idle: () => running,
	}
}
