import { eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { openDatabase } from '#app/db/db.server.ts'
import { newsletterDeliveries, newsletterSubscribers } from '#app/db/schema.ts'
import { createTestDatabase } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { decodeQuotedPrintable } from './helpers.ts'

const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
const { deliverAnnouncement, listAnnouncements, scanForNewArticles } =
	await import('#app/features/newsletter/announcements.server.ts')
afterAll(() => smtp.close())

/** The jobs the scans asked for (the queue itself is exercised end to end in tests/e2e/newsletter.test.ts). */
const jobs: { deliveryId: string; runAt: Date; key: string }[] = []
const enqueue = async (_tx: unknown, job: (typeof jobs)[number]) => void jobs.push(job)

const old = [
	{ slug: 'ancien-a', title: 'Un article déjà en ligne', excerpt: 'Publié avant la newsletter.', date: '2026-01-10' },
	{
		slug: 'ancien-b',
		title: 'Un autre article en ligne',
		excerpt: 'Publié avant la newsletter aussi.',
		date: '2026-02-10',
	},
]
const fresh = {
	slug: 'nouvel-article',
	title: 'BigQuery & Gemini : <le> guide',
	excerpt: 'Un extrait « typographié » avec des caractères <spéciaux> & des accents.',
	date: '2026-11-20',
}
const future = { slug: 'plus-tard', title: 'Un article programmé', excerpt: 'Daté de demain.', date: '2026-11-25' }
const firstStart = new Date('2026-11-15T09:00:00Z')
const later = new Date('2026-11-23T09:00:00Z')
const muchLater = new Date('2026-11-24T09:00:00Z')

async function seedSubscribers(db: Awaited<ReturnType<typeof createTestDatabase>>['db']) {
	await db.insert(newsletterSubscribers).values([
		{ email: 'un@exemple.fr', status: 'confirmed', confirmedAt: firstStart },
		{ email: 'deux@exemple.fr', status: 'confirmed', confirmedAt: firstStart },
		{ email: 'trois@exemple.fr', status: 'confirmed', confirmedAt: firstStart },
		{ email: 'attente@exemple.fr', status: 'pending' },
		{ email: 'parti@exemple.fr', status: 'unsubscribed', unsubscribedAt: firstStart },
	])
}

const announcementsTo = (slug: string) =>
	smtp.messages.filter((mail) => decodeQuotedPrintable(mail.raw).includes(`/blog/${slug}`)).flatMap((mail) => mail.to)

test('PGlite: the articles online at first start are the baseline; a new one is announced once to confirmed subscribers only', async () => {
	const handle = await createTestDatabase('pglite')
	try {
		await seedSubscribers(handle.db)
		const articles = [...old, fresh, future]
		expect(await scanForNewArticles(handle.db, old, { ratePerMinute: 600, now: firstStart, enqueue })).toEqual({
			baseline: ['ancien-a', 'ancien-b'],
			announced: [],
		})
		// Restart with the new article in the build: announced; the future one waits for its date.
		expect(await scanForNewArticles(handle.db, articles, { ratePerMinute: 600, now: later, enqueue })).toEqual({
			baseline: [],
			announced: ['nouvel-article'],
		})
		expect(await scanForNewArticles(handle.db, articles, { ratePerMinute: 600, now: later, enqueue })).toEqual({
			baseline: [],
			announced: [],
		})
		// Paced: 600 a minute is one job every 100 ms, each keyed by article and subscriber.
		const runAts = (await handle.db.select().from(newsletterDeliveries)).map((row) => row.runAt.getTime()).sort()
		expect(runAts.map((at) => at - runAts[0]!)).toEqual([0, 100, 200])
		expect(jobs.map((job) => job.runAt.getTime()).sort()).toEqual(runAts)
		expect(new Set(jobs.map((job) => job.key)).size).toBe(3)
		expect(jobs[0]!.key).toMatch(/^newsletter:nouvel-article:[0-9a-f-]{36}$/)
		for (const job of jobs.splice(0))
			expect(await deliverAnnouncement(handle.db, articles, job.deliveryId)).toBe('sent')
		expect(announcementsTo('nouvel-article').sort()).toEqual(['deux@exemple.fr', 'trois@exemple.fr', 'un@exemple.fr'])
		expect(announcementsTo('ancien-a')).toEqual([])
		expect(await listAnnouncements(handle.db)).toContainEqual(
			expect.objectContaining({ articleSlug: 'nouvel-article', queued: 0, sent: 3, failed: 0, baseline: false }),
		)

		// Folded header lines unfolded, as a mail client reads them.
		const mail = decodeQuotedPrintable(smtp.messages.find((message) => message.to.includes('un@exemple.fr'))!.raw)
			.replace(/\r?\n[ \t]+/g, ' ')
			.replace(/\r/g, '')
		expect(mail).toMatch(/^Subject: Nouvel article\u00a0: BigQuery & Gemini : <le> guide$/m)
		// Headers as sent, unfolded (not quoted-printable, unlike the body).
		const rawMail = smtp.messages.find((message) => message.to.includes('un@exemple.fr'))!.raw
		const headers = rawMail.slice(0, rawMail.indexOf('\r\n\r\n')).replace(/\r?\n[ \t]+/g, ' ')
		expect(headers).toMatch(
			/^List-Unsubscribe: +<http:\/\/localhost:\d+\/newsletter\/desinscription\?jeton=[\w.-]+>\r?$/m,
		)
		expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
		expect(mail).toContain('Se désinscrire en un clic')
		expect(mail).toContain('/og/blog--nouvel-article.png')
		expect(mail).toContain('&lt;spéciaux&gt; &amp; des accents')
	} finally {
		await handle.close()
	}
}, 120_000)

test('PostgreSQL: two instances scanning and sending at once send each announcement exactly once, and never after an unsubscribe', async () => {
	const first = await createTestDatabase('postgres')
	const second = await openDatabase({ url: first.url!, migrationsFolder: 'drizzle' })
	try {
		await seedSubscribers(first.db)
		await scanForNewArticles(first.db, old, { ratePerMinute: 6000, now: firstStart, enqueue })
		const before = smtp.messages.length
		const articles = [...old, fresh, future]
		// Both instances start at once with the new build.
		const scans = await Promise.all(
			[first, second].map((instance) =>
				scanForNewArticles(instance.db, articles, { ratePerMinute: 6000, now: muchLater, enqueue }),
			),
		)
		expect(scans.flatMap((scan) => scan.announced).sort()).toEqual(['nouvel-article'])
		// One subscriber leaves before the e-mails go.
		const [leaving] = await first.db
			.select()
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, 'trois@exemple.fr'))
		const { unsubscribe } = await import('#app/features/newsletter/subscription.server.ts')
		await unsubscribe(first.db, leaving!.id)
		// Every job delivered to both instances at once (the worst a queue could do).
		const drain = (db: typeof first.db, batch: typeof jobs) =>
			Promise.all(batch.map((job) => deliverAnnouncement(db, articles, job.deliveryId)))
		const batch = jobs.splice(0)
		expect(batch).toHaveLength(3)
		const outcomes = (await Promise.all([drain(first.db, batch), drain(second.db, batch)])).flat()
		expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(2)
		const sent = smtp.messages.slice(before).flatMap((mail) => mail.to)
		expect(sent.sort()).toEqual(['deux@exemple.fr', 'un@exemple.fr'])
		// A restart of both: nothing more.
		await Promise.all(
			[first, second].map((instance) =>
				scanForNewArticles(instance.db, articles, { ratePerMinute: 6000, now: muchLater, enqueue }),
			),
		)
		expect(jobs).toEqual([])
		await Promise.all([drain(first.db, batch), drain(second.db, batch)])
		expect(smtp.messages.length - before).toBe(2)
		expect(await listAnnouncements(first.db)).toContainEqual(
			expect.objectContaining({ articleSlug: 'nouvel-article', queued: 0, sent: 2, failed: 0 }),
		)
	} finally {
		await second.close()
		await first.close()
	}
})
