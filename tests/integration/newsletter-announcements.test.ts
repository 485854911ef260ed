import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { type Database, openDatabase } from '#app/db/db.server.ts'
import { newsletterAnnouncements, newsletterDeliveries, newsletterSubscribers, user } from '#app/db/schema.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { decodeQuotedPrintable } from './helpers.ts'

const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
const announcements = await import('#app/features/newsletter/announcements.server.ts')
const {
	cancelAnnouncement,
	deliverAnnouncement,
	listAnnouncements,
	moveAnnouncement,
	releaseAnnouncement,
	releaseDueAnnouncements,
	scanForNewArticles,
	sendAnnouncementNow,
	sendTestAnnouncement,
} = announcements
afterAll(() => smtp.close())

/**
 * The job queue as the domain sees it: what was asked for, and when. The tests play the
 * queue's part with their own clock (no waiting 24 hours): a release job runs when its
 * time has come, each delivery job runs once (or twice at once, the worst a queue does).
 * The real queue carries them end to end in tests/e2e/admin-newsletter.test.ts.
 */
function fakeQueue() {
	const releases: { announcementId: string; runAt: Date }[] = []
	const deliveries: { deliveryId: string; runAt: Date; key: string }[] = []
	return {
		releases,
		deliveries,
		scheduleRelease: async (_tx: unknown, job: (typeof releases)[number]) => void releases.push(job),
		enqueue: async (_tx: unknown, job: (typeof deliveries)[number]) => void deliveries.push(job),
		/** The release jobs due at `now`, taken off the queue and run on `db` (skipped or released). */
		async runReleasesDue(db: Database, now: Date) {
			const due = releases.filter((job) => job.runAt.getTime() <= now.getTime())
			releases.splice(0, releases.length, ...releases.filter((job) => !due.includes(job)))
			return Promise.all(
				due.map((job) =>
					releaseAnnouncement(db, job.announcementId, { ratePerMinute: 6000, now, enqueue: this.enqueue }),
				),
			)
		},
		async drainDeliveries(...dbs: Database[]) {
			const batch = deliveries.splice(0)
			const outcomes = await Promise.all(
				dbs.flatMap((db) => batch.map((job) => deliverAnnouncement(db, articles, job.deliveryId))),
			)
			return outcomes.filter((outcome) => outcome === 'sent').length
		},
	}
}

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
const secondArticle = {
	slug: 'second-article',
	title: 'Un deuxième article',
	excerpt: 'Publié juste après.',
	date: '2026-11-22',
}
const future = { slug: 'plus-tard', title: 'Un article programmé', excerpt: 'Daté de plus tard.', date: '2026-12-25' }
const articles = [...old, fresh, secondArticle, future]
const firstStart = new Date('2026-11-15T09:00:00Z')
const appearance = new Date('2026-11-23T09:00:00Z')
const DAY = 24 * 3_600_000
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

async function seedSubscribers(db: Database) {
	await db.insert(newsletterSubscribers).values([
		{ email: 'un@exemple.fr', status: 'confirmed', confirmedAt: firstStart },
		{ email: 'deux@exemple.fr', status: 'confirmed', confirmedAt: firstStart },
		{ email: 'trois@exemple.fr', status: 'confirmed', confirmedAt: firstStart },
		{ email: 'attente@exemple.fr', status: 'pending' },
		{ email: 'parti@exemple.fr', status: 'unsubscribed', unsubscribedAt: firstStart },
	])
}

/** Baseline at first start, then a build with the new articles: both scheduled at `appearance`. */
async function scheduleTwo(db: Database, queue: ReturnType<typeof fakeQueue>) {
	await seedSubscribers(db)
	expect(
		await scanForNewArticles(db, old, { delayHours: 24, now: firstStart, scheduleRelease: queue.scheduleRelease }),
	).toEqual({ baseline: ['ancien-a', 'ancien-b'], scheduled: [] })
	expect(
		await scanForNewArticles(db, articles, { delayHours: 24, now: appearance, scheduleRelease: queue.scheduleRelease }),
	).toEqual({ baseline: [], scheduled: ['nouvel-article', 'second-article'] })
	const rows = await db.select().from(newsletterAnnouncements)
	const id = (slug: string) => rows.find((row) => row.articleSlug === slug)!.id
	return { fresh: id('nouvel-article'), second: id('second-article') }
}

const mailsAbout = (slug: string, from = 0) =>
	smtp.messages
		.slice(from)
		.filter((mail) => decodeQuotedPrintable(mail.raw).includes(`/blog/${slug}`))
		.flatMap((mail) => mail.to)
		.sort()

const state = async (db: Database, id: string) =>
	(await db.select().from(newsletterAnnouncements).where(eq(newsletterAnnouncements.id, id)))[0]!

describe.each(databaseKinds)('article announcements on %s', (kind) => {
	test('scheduled at appearance + 24 h, not sent before, sent when due exactly once, to confirmed subscribers only', async () => {
		const handle = await createTestDatabase(kind)
		const queue = fakeQueue()
		const from = smtp.messages.length
		try {
			const ids = await scheduleTwo(handle.db, queue)
			const due = at(appearance, DAY)
			expect(await state(handle.db, ids.fresh)).toMatchObject({
				status: 'scheduled',
				createdAt: appearance,
				dueAt: due,
			})
			// Its release job was written with it, for its due time; the future-dated article waits for its date.
			expect(queue.releases).toContainEqual({ announcementId: ids.fresh, runAt: due })
			expect(queue.releases).toHaveLength(2)
			// A restart the same day: nothing new, nothing sent.
			expect(
				await scanForNewArticles(handle.db, articles, {
					delayHours: 24,
					now: at(appearance, 3_600_000),
					scheduleRelease: queue.scheduleRelease,
				}),
			).toEqual({ baseline: [], scheduled: [] })

			// A second before it is due: a release (an early job, the daily pass) does nothing.
			const early = at(due, -1000)
			expect(await queue.runReleasesDue(handle.db, early)).toEqual([])
			expect(
				await releaseAnnouncement(handle.db, ids.fresh, { ratePerMinute: 6000, now: early, enqueue: queue.enqueue }),
			).toBe('skipped')
			expect(
				await releaseDueAnnouncements(handle.db, { ratePerMinute: 6000, now: early, enqueue: queue.enqueue }),
			).toEqual([])
			expect(await handle.db.select().from(newsletterDeliveries)).toEqual([])

			// Due: released once, its deliveries paced (6000 a minute: 10 ms apart), each keyed by article and subscriber.
			expect(await queue.runReleasesDue(handle.db, due)).toEqual(['released', 'released'])
			expect(await state(handle.db, ids.fresh)).toMatchObject({ status: 'released', releasedAt: due })
			const runAts = (await handle.db.select().from(newsletterDeliveries)).map((row) => row.runAt.getTime()).sort()
			expect(runAts.map((time) => time - runAts[0]!)).toEqual([0, 10, 20, 30, 40, 50])
			expect(new Set(queue.deliveries.map((job) => job.key)).size).toBe(6)
			expect(queue.deliveries[0]!.key).toMatch(/^newsletter:(nouvel|second)-article:[0-9a-f-]{36}$/)
			// The daily pass after it, a stale job, a restart: nothing more.
			expect(
				await releaseDueAnnouncements(handle.db, { ratePerMinute: 6000, now: due, enqueue: queue.enqueue }),
			).toEqual([])
			expect(
				await releaseAnnouncement(handle.db, ids.fresh, { ratePerMinute: 6000, now: due, enqueue: queue.enqueue }),
			).toBe('skipped')
			expect(queue.deliveries).toHaveLength(6)

			expect(await queue.drainDeliveries(handle.db)).toBe(6)
			expect(mailsAbout('nouvel-article', from)).toEqual(['deux@exemple.fr', 'trois@exemple.fr', 'un@exemple.fr'])
			expect(mailsAbout('ancien-a', from)).toEqual([])
			expect(await listAnnouncements(handle.db)).toContainEqual(
				expect.objectContaining({ articleSlug: 'nouvel-article', status: 'released', queued: 0, sent: 3, failed: 0 }),
			)

			// The e-mail: escaped, with its cover, the RFC 8058 headers and words that say what the link does.
			const raw = smtp.messages
				.slice(from)
				.find(
					(mail) => mail.to.includes('un@exemple.fr') && decodeQuotedPrintable(mail.raw).includes('nouvel-article'),
				)!.raw
			const mail = decodeQuotedPrintable(raw)
				.replace(/\r?\n[ \t]+/g, ' ')
				.replace(/\r/g, '')
			expect(mail).toMatch(/^Subject: Nouvel article\u00a0: BigQuery & Gemini : <le> guide$/m)
			const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r?\n[ \t]+/g, ' ')
			expect(headers).toMatch(
				/^List-Unsubscribe: +<http:\/\/localhost:\d+\/newsletter\/desinscription\?jeton=[0-9a-f-]{36}\.0\.[\w-]{43}>\r?$/m,
			)
			expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
			expect(mail).toContain('Se désinscrire (une page s’ouvre, un bouton suffit, sans connexion)')
			expect(mail).toContain('une page s’ouvre, un bouton suffit, sans connexion.')
			expect(mail).not.toContain('en un clic')
			expect(mail).toContain('/og/blog--nouvel-article.png')
			expect(mail).toContain('&lt;spéciaux&gt; &amp; des accents')
		} finally {
			await handle.close()
		}
	}, 120_000)

	test('the admin’s hand: cancel holds it back, move changes when, send now sends at once; nothing once sent', async () => {
		const handle = await createTestDatabase(kind)
		const db = handle.db
		const queue = fakeQueue()
		const from = smtp.messages.length
		try {
			const ids = await scheduleTwo(db, queue)
			const due = at(appearance, DAY)
			const now = at(appearance, 3_600_000)

			// Cancel: its release job, when it comes, does nothing; nor does the daily pass.
			expect(await cancelAnnouncement(db, ids.fresh)).toBe(true)
			expect(await cancelAnnouncement(db, ids.fresh)).toBe(false)
			expect((await state(db, ids.fresh)).status).toBe('cancelled')

			// Move (the second article) to two days later; a date in the past is refused and changes nothing.
			expect(
				await moveAnnouncement(db, ids.second, at(now, -60_000), { now, scheduleRelease: queue.scheduleRelease }),
			).toBe('past')
			const moved = at(appearance, 2 * DAY)
			expect(await moveAnnouncement(db, ids.second, moved, { now, scheduleRelease: queue.scheduleRelease })).toBe(
				'moved',
			)
			expect(await state(db, ids.second)).toMatchObject({ status: 'scheduled', dueAt: moved })
			expect(queue.releases).toContainEqual({ announcementId: ids.second, runAt: moved })

			// The original due time: both old jobs run and find nothing to do.
			expect(await queue.runReleasesDue(db, due)).toEqual(['skipped', 'skipped'])
			expect(await releaseDueAnnouncements(db, { ratePerMinute: 6000, now: due, enqueue: queue.enqueue })).toEqual([])
			expect(queue.deliveries).toEqual([])

			// Send now (the cancelled one): due at once, its job written for now.
			const sendAt = at(due, 60_000)
			expect(await sendAnnouncementNow(db, ids.fresh, { now: sendAt, scheduleRelease: queue.scheduleRelease })).toBe(
				true,
			)
			expect(queue.releases).toContainEqual({ announcementId: ids.fresh, runAt: sendAt })
			expect(await queue.runReleasesDue(db, sendAt)).toEqual(['released'])
			expect(await queue.drainDeliveries(db)).toBe(3)
			expect(mailsAbout('nouvel-article', from)).toHaveLength(3)
			expect(mailsAbout('second-article', from)).toEqual([])

			// Once sent, no action changes it.
			expect(await cancelAnnouncement(db, ids.fresh)).toBe(false)
			expect(await sendAnnouncementNow(db, ids.fresh, { now: sendAt, scheduleRelease: queue.scheduleRelease })).toBe(
				false,
			)
			expect(
				await moveAnnouncement(db, ids.fresh, at(sendAt, DAY), { now: sendAt, scheduleRelease: queue.scheduleRelease }),
			).toBe('gone')
			expect((await state(db, ids.fresh)).status).toBe('released')

			// The moved one goes out at its new time, left alone.
			expect(await queue.runReleasesDue(db, at(moved, -1000))).toEqual([])
			expect(await queue.runReleasesDue(db, moved)).toEqual(['released'])
			expect(await queue.drainDeliveries(db)).toBe(3)
			expect(mailsAbout('second-article', from)).toEqual(['deux@exemple.fr', 'trois@exemple.fr', 'un@exemple.fr'])
			expect(mailsAbout('nouvel-article', from)).toHaveLength(3)
		} finally {
			await handle.close()
		}
	}, 120_000)
})

test('PGlite: the test e-mail goes to the admin only, marked, with a placeholder unsubscribe link, and is not counted', async () => {
	const handle = await createTestDatabase('pglite')
	const queue = fakeQueue()
	try {
		const ids = await scheduleTwo(handle.db, queue)
		await handle.db.insert(user).values({ id: 'admin-1', name: 'Claire Martin', email: 'claire.admin@nuvea.example' })
		const before = smtp.messages.length
		expect(await sendTestAnnouncement(handle.db, articles, { announcementId: ids.fresh, userId: 'admin-1' })).toBe(
			'sent',
		)
		const sent = smtp.messages.slice(before)
		expect(sent.map((mail) => mail.to)).toEqual([['claire.admin@nuvea.example']])
		const mail = decodeQuotedPrintable(sent[0]!.raw)
		expect(mail).toMatch(/^Subject: \[Test\] Nouvel article\u00a0: BigQuery/m)
		expect(mail).toContain('/newsletter/desinscription?jeton=exemple')
		// Not counted, not released, nothing queued for the subscribers.
		expect(await handle.db.select().from(newsletterDeliveries)).toEqual([])
		expect((await state(handle.db, ids.fresh)).status).toBe('scheduled')
		// An unknown admin or announcement: nothing sent.
		expect(await sendTestAnnouncement(handle.db, articles, { announcementId: ids.fresh, userId: 'personne' })).toBe(
			'dropped',
		)
		expect(smtp.messages.length - before).toBe(1)
	} finally {
		await handle.close()
	}
})

test('PostgreSQL: two instances scanning, releasing and sending at once, then restarting, send each announcement once, and never after an unsubscribe', async () => {
	const first = await createTestDatabase('postgres')
	const second = await openDatabase({ url: first.url!, migrationsFolder: 'drizzle' })
	const queue = fakeQueue()
	try {
		await seedSubscribers(first.db)
		await scanForNewArticles(first.db, old, { delayHours: 24, now: firstStart, scheduleRelease: queue.scheduleRelease })
		const before = smtp.messages.length
		const build = [...old, fresh]
		// Both instances start at once with the new build: one announcement, one release job.
		const scans = await Promise.all(
			[first, second].map((instance) =>
				scanForNewArticles(instance.db, build, {
					delayHours: 24,
					now: appearance,
					scheduleRelease: queue.scheduleRelease,
				}),
			),
		)
		expect(scans.flatMap((scan) => scan.scheduled)).toEqual(['nouvel-article'])
		expect(queue.releases).toHaveLength(1)
		const { announcementId } = queue.releases[0]!
		// One subscriber leaves before it is due.
		const [leaving] = await first.db
			.select()
			.from(newsletterSubscribers)
			.where(eq(newsletterSubscribers.email, 'trois@exemple.fr'))
		const { unsubscribe } = await import('#app/features/newsletter/subscription.server.ts')
		await unsubscribe(first.db, leaving!.id)

		// Due: the job delivered to both instances at once, and both daily passes at the same moment.
		const due = at(appearance, DAY)
		const release = (db: Database) =>
			releaseAnnouncement(db, announcementId, { ratePerMinute: 6000, now: due, enqueue: queue.enqueue })
		const outcomes = await Promise.all([
			release(first.db),
			release(second.db),
			releaseDueAnnouncements(first.db, { ratePerMinute: 6000, now: due, enqueue: queue.enqueue }),
			releaseDueAnnouncements(second.db, { ratePerMinute: 6000, now: due, enqueue: queue.enqueue }),
		])
		expect(outcomes.flat().filter((outcome) => outcome === 'released' || outcome === 'nouvel-article')).toHaveLength(1)
		expect(queue.deliveries).toHaveLength(2)
		// Every delivery job delivered to both instances at once (the worst a queue could do).
		const batch = [...queue.deliveries]
		expect(await queue.drainDeliveries(first.db, second.db)).toBe(2)
		expect(
			smtp.messages
				.slice(before)
				.flatMap((mail) => mail.to)
				.sort(),
		).toEqual(['deux@exemple.fr', 'un@exemple.fr'])

		// A restart of both, a day later: nothing more.
		const later = at(due, DAY)
		await Promise.all(
			[first, second].map(async (instance) => {
				await scanForNewArticles(instance.db, build, {
					delayHours: 24,
					now: later,
					scheduleRelease: queue.scheduleRelease,
				})
				await releaseDueAnnouncements(instance.db, { ratePerMinute: 6000, now: later, enqueue: queue.enqueue })
				await release(instance.db)
			}),
		)
		queue.deliveries.push(...batch)
		expect(await queue.drainDeliveries(first.db, second.db)).toBe(0)
		expect(smtp.messages.length - before).toBe(2)
		expect(await listAnnouncements(first.db)).toContainEqual(
			expect.objectContaining({ articleSlug: 'nouvel-article', status: 'released', queued: 0, sent: 2, failed: 0 }),
		)
	} finally {
		await second.close()
		await first.close()
	}
})
