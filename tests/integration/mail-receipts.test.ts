/**
 * An e-mail goes out at most once per job once a mail server accepted it
 * (docs/decisions/068-crashed-jobs-and-mail-receipts.md): the real queue, the real
 * database and a real SMTP server. The crash between the acceptance and the job's
 * completion is played here by a handler that fails right after sending; the same with a
 * SIGKILL is in tests/server/job-crash.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { expectConsoleErrors } from '#tests/setup/console.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { waitFor } from './helpers.ts'

const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
process.env.JOB_RETRY_DELAY_SECONDS = '1'
const { setDatabase } = await import('#app/db/db.server.ts')
const jobs = await import('#app/infra/jobs/jobs.server.ts')
const { listJobs } = await import('#app/infra/jobs/jobs-admin.server.ts')
const { sendMail } = await import('#app/infra/mail/mail.server.ts')

/** Sends one e-mail under the job's receipt, then fails on the first attempt: a crash after the acceptance. */
const attempts = new Map<string, string[]>()
jobs.registerJobHandler<{ to: string }>(
	'test.mail-once',
	async ({ to }, { id, attempt }) => {
		const outcome = await sendMail(
			{ to, subject: 'Votre livre blanc', text: 'Bonjour', html: '<p>Bonjour</p>' },
			{ receiptKey: `job:${id}` },
		)
		attempts.set(to, [...(attempts.get(to) ?? []), outcome])
		if (attempt === 1 && to.startsWith('coupe')) throw new Error('cut off after the acceptance')
	},
	{ maxAttempts: 3 },
)

afterAll(async () => {
	await smtp.close()
})

describe.each(databaseKinds)('mail receipts on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		setDatabase(handle)
		await jobs.startJobWorker()
	})
	afterAll(async () => {
		await jobs.stopJobQueue()
		await handle.close()
	})
	beforeEach(() => {
		expectConsoleErrors(/^job attempt failed .*"jobType":"test\.mail-once"/)
	})

	const delivered = (to: string) => smtp.messages.filter((message) => message.to.includes(to))
	const jobOf = async (to: string) =>
		(await listJobs({ types: ['test.mail-once'] })).find((job) => (job.payload as { to: string }).to === to)

	test('a job retried after its e-mail was accepted does not send it again', async () => {
		const to = `coupe-${kind}@exemple.fr`
		await jobs.enqueueJob(handle.db, { type: 'test.mail-once', payload: { to } })
		await waitFor(() => (attempts.get(to)?.length === 2 ? true : undefined), 20_000)
		expect(attempts.get(to)).toEqual(['sent', 'already-sent'])
		expect(delivered(to)).toHaveLength(1)
		await vi.waitFor(async () => expect((await jobOf(to))?.state).toBe('completed'), { timeout: 10_000 })
	})

	test('an e-mail the mail server refused has no receipt: the retry sends it, once', async () => {
		const to = `refuse-${kind}@exemple.fr`
		smtp.setDown(true)
		try {
			await jobs.enqueueJob(handle.db, { type: 'test.mail-once', payload: { to } })
			// Refused (451), so failed and waiting for its retry.
			await vi.waitFor(async () => expect((await jobOf(to))?.state).toBe('retry'), { timeout: 20_000, interval: 50 })
		} finally {
			smtp.setDown(false)
		}
		await waitFor(() => (attempts.get(to)?.length === 1 ? true : undefined), 20_000)
		expect(attempts.get(to)).toEqual(['sent'])
		expect(delivered(to)).toHaveLength(1)
	})
})
