import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { auditLog, newsletterAnnouncements, newsletterSubscribers, user } from '#app/db/schema.ts'
import { createTestDatabase } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { decodeQuotedPrintable, waitFor } from './helpers.ts'

const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
const { setDatabase } = await import('#app/db/db.server.ts')
const jobs = await import('#app/infra/jobs/jobs.server.ts')
const { runDailyPass } = await import('#app/features/newsletter/newsletter-jobs.server.ts')
const { handleAnnouncementAction } = await import('#app/features/newsletter/announcements-admin.server.ts')
const { announcementMessages } = await import('#app/features/newsletter/announcement-schema.ts')
const { articles } = await import('#app/features/blog/articles.server.ts')

/**
 * The admin's actions on an announcement as /admin/newsletter posts them, on the real
 * job queue (PGlite): each writes what it says, in the audit log too, and the test
 * e-mail and « Envoyer maintenant » go through the queue to the SMTP server.
 */
let handle: Awaited<ReturnType<typeof createTestDatabase>>
const admin = { id: 'admin-annonces', name: 'Claire Martin', email: 'claire.admin@nuvea.example' }
const slug = articles[0]!.slug

beforeAll(async () => {
	handle = await createTestDatabase('pglite')
	setDatabase(handle)
	await handle.db.insert(user).values(admin)
	await handle.db.insert(newsletterSubscribers).values([
		{ email: 'abonne.un@exemple.fr', status: 'confirmed', confirmedAt: new Date() },
		{ email: 'abonne.deux@exemple.fr', status: 'confirmed', confirmedAt: new Date() },
		{ email: 'en.attente@exemple.fr', status: 'pending' },
	])
	// First start: the build's articles are the baseline; one of them then becomes new (a new build).
	await runDailyPass()
	await handle.db.delete(newsletterAnnouncements).where(eq(newsletterAnnouncements.articleSlug, slug))
	await runDailyPass()
	await jobs.startJobWorker()
}, 60_000)
afterAll(async () => {
	await jobs.stopJobQueue()
	await handle.close()
	await smtp.close()
})

const form = (fields: Record<string, string>) => {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.set(name, value)
	return body
}

async function announcement() {
	const [row] = await handle.db
		.select()
		.from(newsletterAnnouncements)
		.where(eq(newsletterAnnouncements.articleSlug, slug))
	return row!
}

async function releaseJobs(id: string) {
	const result = await handle.db.execute<{ start_after: Date | string; state: string }>(
		sql`select start_after, state::text as state from pgboss.job where name = 'newsletter.release' and data->>'announcementId' = ${id} order by created_on`,
	)
	return result.rows.map((row) => ({ at: new Date(row.start_after).getTime(), state: row.state }))
}

const audit = async () =>
	(await handle.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.id)).orderBy(auditLog.at)).map(
		(row) => [row.action, row.targetId],
	)

async function post(fields: Record<string, string>, now?: Date) {
	const answer = await handleAnnouncementAction(handle.db, admin, form(fields), now)
	if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') }
	return { status: answer.init?.status ?? 200, body: answer.data }
}

test('a new article in the build is scheduled 24 hours after it appears, with its release job for that time', async () => {
	const row = await announcement()
	expect(row.status).toBe('scheduled')
	expect(row.dueAt!.getTime() - row.createdAt.getTime()).toBe(24 * 3_600_000)
	expect(await releaseJobs(row.id)).toEqual([{ at: row.dueAt!.getTime(), state: 'created' }])
})

test('bad input gets a French message and changes nothing', async () => {
	const before = await announcement()
	expect(await post({ intent: 'announcement-move', id: before.id, dueAt: 'demain matin' })).toEqual({
		status: 400,
		body: { announcementError: announcementMessages.dueAtInvalid, id: before.id },
	})
	expect(await post({ intent: 'announcement-move', id: before.id, dueAt: '2020-01-01T10:00' })).toEqual({
		status: 400,
		body: { announcementError: announcementMessages.dueAtPast, id: before.id },
	})
	expect(await post({ intent: 'announcement-cancel', id: 'pas-un-id' })).toMatchObject({ status: 400 })
	expect(await post({ intent: 'announcement-cancel', id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
		status: 404,
	})
	expect(await announcement()).toEqual(before)
	expect(await audit()).toEqual([])
})

test('move (Paris time), test, cancel, re-schedule, send now: each done, in the audit log, through the queue', async () => {
	const { id } = await announcement()
	// 1 December 2098 at 10:30 in Paris is 09:30 UTC.
	expect(await post({ intent: 'announcement-move', id, dueAt: '2098-12-01T10:30' })).toEqual({
		status: 302,
		location: `/admin/newsletter?annonce=${id}&fait=deplacement#annonce`,
	})
	const moved = new Date('2098-12-01T09:30:00Z')
	expect((await announcement()).dueAt).toEqual(moved)
	expect((await releaseJobs(id)).map((job) => job.at)).toContain(moved.getTime())

	// The test: to the admin alone, through the queue, not counted.
	const before = smtp.messages.length
	expect(await post({ intent: 'announcement-test', id })).toMatchObject({ status: 302 })
	const testMail = await waitFor(() => smtp.messages.slice(before).find((mail) => mail.to.includes(admin.email)))
	expect(decodeQuotedPrintable(testMail.raw)).toMatch(/^Subject: \[Test\] Nouvel article\u00a0: /m)
	expect(smtp.messages.slice(before).flatMap((mail) => mail.to)).toEqual([admin.email])

	expect(await post({ intent: 'announcement-cancel', id })).toMatchObject({ status: 302 })
	expect((await announcement()).status).toBe('cancelled')
	// Re-scheduled, then sent now: the release job runs at once and every confirmed subscriber gets it once.
	expect(await post({ intent: 'announcement-move', id, dueAt: '2099-06-01T08:00' })).toMatchObject({ status: 302 })
	expect((await announcement()).status).toBe('scheduled')
	expect(await post({ intent: 'announcement-send', id })).toEqual({
		status: 302,
		location: `/admin/newsletter?annonce=${id}&fait=envoi#annonce`,
	})
	const sentTo = () =>
		smtp.messages
			.slice(before)
			.filter((mail) => !decodeQuotedPrintable(mail.raw).includes('[Test]'))
			.flatMap((mail) => mail.to)
			.sort()
	await waitFor(() => (sentTo().length === 2 ? true : undefined), 15_000)
	expect(sentTo()).toEqual(['abonne.deux@exemple.fr', 'abonne.un@exemple.fr'])
	expect((await announcement()).status).toBe('released')
	// Too late to change anything.
	expect(await post({ intent: 'announcement-cancel', id })).toEqual({
		status: 302,
		location: `/admin/newsletter?annonce=${id}&fait=partie#annonce`,
	})
	expect(await audit()).toEqual([
		['announcements.move', id],
		['announcements.test', id],
		['announcements.cancel', id],
		['announcements.move', id],
		['announcements.send', id],
	])
}, 60_000)
