import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { whitepaperLeads } from '#app/db/schema.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { expectConsoleErrors } from '#tests/setup/console.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { startWebhookReceiver } from '#tests/setup/webhook-receiver.ts'
import { decodeQuotedPrintable, formRequest, sampleLead, unwrap, waitFor } from './helpers.ts'

const secret = `whsec_${randomBytes(32).toString('base64')}`
const smtp = await startSmtpCapture()
const receiver = await startWebhookReceiver(secret)
process.env.SMTP_URL = smtp.url
process.env.FORM_RATE_LIMIT_MAX = '100000'
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
process.env.JOB_RETRY_DELAY_SECONDS = '1'
process.env.SALES_NOTIFY_EMAILS = 'ventes@nuvea.example, direction@nuvea.example'
process.env.WEBHOOK_URL = receiver.url
process.env.WEBHOOK_SECRET = secret
const { setDatabase } = await import('#app/db/db.server.ts')
const { startJobWorker, stopJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const { listJobs } = await import('#app/infra/jobs/jobs-admin.server.ts')
const { handleLeadSubmission } = await import('#app/features/leads/leads.server.ts')
afterAll(async () => {
	await smtp.close()
	await receiver.close()
})

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))
const callsFor = (email: string) =>
	receiver.calls.filter((call) => JSON.stringify(call.payload).includes(`"email":"${email}"`))

describe.each(databaseKinds)('lead pipeline on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		setDatabase(handle)
		await startJobWorker()
	})
	afterAll(async () => {
		await stopJobQueue()
		await handle.close()
	})
	// Attempts made while the SMTP server is down or the CRM answers 500 are logged, then retried.
	beforeEach(() => {
		expectConsoleErrors(
			/^job attempt failed .*"jobType":"lead\.[a-z-]+".*"attempt":1,.*"message":"(Mail command failed: 451|Le CRM a répondu 500)/,
		)
	})

	test('a lead yields the white paper e-mail, the sales notification and one signed webhook call', async () => {
		const email = `pipeline-${kind}@exemple.fr`
		const attribution = {
			source_page: '/ressources/livre-blanc-data-platforms-scalables-google-cloud',
			referrer_host: 'https://www.linkedin.com/feed/',
			utm_source: 'linkedin',
			utm_medium: 'social',
			utm_campaign: 'data-2026',
		}
		const { status } = unwrap(
			await handleLeadSubmission(formRequest(sampleLead(email, attribution)), { wording: 'landing' }),
		)
		expect(status).toBe(200)

		const visitorMail = decodeQuotedPrintable((await waitFor(() => mailsTo(email)[0], 15_000)).raw)
		expect(visitorMail).toContain('Data Platforms scalables sur Google Cloud')
		expect(visitorMail).not.toMatch(/Claire|Dupont|Acme/)

		const sales = await waitFor(() => mailsTo('ventes@nuvea.example').find((mail) => mail.raw.includes(email)), 15_000)
		expect(sales.to).toEqual(['ventes@nuvea.example', 'direction@nuvea.example'])
		const salesText = decodeQuotedPrintable(sales.raw)
		expect(salesText).toMatch(/Subject: Nouveau lead\s*:\s*Claire Dupont \(Acme Industrie\)/)
		for (const expected of [
			'Entreprise\u00a0: Acme Industrie',
			'Fonction\u00a0: DSI',
			'Téléphone\u00a0: +33 6 12 34 56 78',
			'Source\u00a0: linkedin / social',
			'Site référent\u00a0: www.linkedin.com',
			'utm_campaign\u00a0: data-2026',
			'Page\u00a0: /ressources/livre-blanc-data-platforms-scalables-google-cloud',
		])
			expect(salesText).toContain(expected)
		// The link opens the lead's page (its follow-up).
		expect(salesText).toMatch(/\/admin\/leads\/[0-9a-f-]{36}/)
		expect(salesText).toMatch(/Content-Type: text\/html/)
		expect(salesText).toContain(`Reply-To: ${email}`)

		const [call] = await waitFor(() => (callsFor(email).length ? callsFor(email) : undefined), 15_000)
		expect(call).toMatchObject({
			verified: true,
			status: 200,
			payload: {
				type: 'lead.created',
				data: {
					email,
					firstName: 'Claire',
					company: 'Acme Industrie',
					whitepaper: { type: 'data-platform' },
					attribution: { utmSource: 'linkedin', utmMedium: 'social', referrerHost: 'www.linkedin.com' },
				},
			},
		})
		// Every job settles as delivered, and nothing is sent twice.
		await pollJobs(email, (jobs) => jobs.length === 3 && jobs.every((job) => job.state === 'completed'))
		expect(mailsTo(email)).toHaveLength(1)
		expect(callsFor(email)).toHaveLength(1)
	})

	test('with the SMTP server down, the e-mails are delivered after a retry once it is back', async () => {
		const email = `smtp-down-${kind}@exemple.fr`
		smtp.setDown(true)
		try {
			expect(unwrap(await handleLeadSubmission(formRequest(sampleLead(email)), { wording: 'dialog' })).status).toBe(200)
			await pollJobs(email, (jobs) => jobs.some((job) => job.type === 'lead.whitepaper-email' && job.state === 'retry'))
			expect(mailsTo(email)).toHaveLength(0)
		} finally {
			smtp.setDown(false)
		}
		await waitFor(() => mailsTo(email)[0], 20_000)
		const jobs = await pollJobs(email, (rows) =>
			rows.every((job) => job.state === 'completed' && (job.type !== 'lead.whitepaper-email' || job.attempts > 1)),
		)
		expect(jobs.map((job) => job.type).sort()).toEqual([
			'lead.crm-webhook',
			'lead.sales-notification',
			'lead.whitepaper-email',
		])
		expect(mailsTo(email)).toHaveLength(1)
	})

	test('a webhook answered 500 then 200 is delivered once, with the same webhook-id', async () => {
		const email = `webhook-500-${kind}@exemple.fr`
		receiver.statuses.push(500)
		expect(unwrap(await handleLeadSubmission(formRequest(sampleLead(email)), { wording: 'dialog' })).status).toBe(200)
		await waitFor(() => (callsFor(email).length === 2 ? true : undefined), 20_000)
		await pollJobs(email, (jobs) => jobs.find((job) => job.type === 'lead.crm-webhook')?.state === 'completed')
		const calls = callsFor(email)
		expect(calls.map((call) => [call.verified, call.status])).toEqual([
			[true, 500],
			[true, 200],
		])
		expect(calls[0]!.id).toBe(calls[1]!.id)
		expect(calls.filter((call) => call.status === 200)).toHaveLength(1)
	})

	/** The jobs of the lead with this e-mail, once `done` holds for them. */
	async function pollJobs(email: string, done: (jobs: Awaited<ReturnType<typeof listJobs>>) => boolean) {
		const [row] = await handle.db
			.select({ id: whitepaperLeads.id })
			.from(whitepaperLeads)
			.where(eq(whitepaperLeads.email, email))
		return vi.waitFor(
			async () => {
				const jobs = (await listJobs()).filter((job) => job.payload.leadId === row!.id)
				if (jobs.length === 0 || !done(jobs)) throw new Error(`pollJobs : ${JSON.stringify(jobs)}`)
				return jobs
			},
			{ timeout: 20_000, interval: 100 },
		)
	}
})
