import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { whitepaperLeads } from '#app/db/schema.ts'
import { createTestDatabase } from '#tests/db-utils.ts'
import { expectConsoleErrors } from '#tests/setup/console.ts'
import { formRequest, replyErrors, unwrap } from './helpers.ts'

// A small limit, and an SMTP server that is not there: mail failures must not lose leads.
process.env.FORM_RATE_LIMIT_MAX = '3'
process.env.SMTP_URL = 'smtp://127.0.0.1:9'
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
const { setDatabase } = await import('#app/db/db.server.ts')
const { startJobWorker, stopJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const { listJobs } = await import('#app/infra/jobs/jobs-admin.server.ts')
const { handleLeadSubmission } = await import('#app/features/leads/leads.server.ts')
const { formMessages } = await import('#app/infra/forms/form-reply.ts')

let handle: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
	handle = await createTestDatabase('pglite')
	setDatabase(handle)
	await startJobWorker()
})
afterAll(async () => {
	await stopJobQueue()
	await handle.close()
})
// Every stored lead's e-mail fails in the background (no SMTP server on port 9), whichever test it lands in.
beforeEach(() => {
	expectConsoleErrors(/^job attempt failed .*"jobType":"lead\.whitepaper-email"/)
})

const lead = (n: number) => ({
	firstName: 'Claire',
	lastName: 'Dupont',
	email: `c${n}@exemple.fr`,
	company: 'Acme',
	jobTitle: 'DSI',
	phone: '0123456789',
	whitepaperType: 'data-platform',
})

test('a client is limited per window with HTTP 429 and a French message; others are not', async () => {
	for (let n = 0; n < 3; n++)
		expect(
			unwrap(await handleLeadSubmission(formRequest(lead(n), { ip: '203.0.113.7' }), { wording: 'landing' })).status,
		).toBe(200)
	const refused = unwrap(
		await handleLeadSubmission(formRequest(lead(9), { ip: '203.0.113.7' }), { wording: 'landing' }),
	)
	expect(refused.status).toBe(429)
	expect(refused.body).toMatchObject({ status: 'error', error: { '': [formMessages.rateLimited] } })
	expect(
		unwrap(await handleLeadSubmission(formRequest(lead(10), { ip: '203.0.113.8' }), { wording: 'landing' })).status,
	).toBe(200)
	const [row] = await handle.db.select({ n: count() }).from(whitepaperLeads)
	expect(row!.n).toBe(4)
})

test('a broken mail server never loses the lead nor fails the answer: its e-mail waits for a retry', async () => {
	const answer = unwrap(
		await handleLeadSubmission(formRequest(lead(30), { ip: '203.0.113.30' }), { wording: 'landing' }),
	)
	expect(answer).toMatchObject({ status: 200, body: { status: 'success' } })
	const rows = await handle.db.select().from(whitepaperLeads).where(eq(whitepaperLeads.email, 'c30@exemple.fr'))
	expect(rows).toHaveLength(1)
	// The worker tried (SMTP port 9 refuses) and keeps the job for a later attempt, with the error.
	await vi.waitFor(
		async () => {
			const [job] = (await listJobs({ types: ['lead.whitepaper-email'] })).filter(
				(row) => row.payload.leadId === rows[0]!.id,
			)
			expect(job).toMatchObject({ state: 'retry', lastError: expect.stringContaining('ECONNREFUSED') })
		},
		{ timeout: 15_000, interval: 100 },
	)
})

test('bidirectional controls in any field are refused with the French message on that field; nothing is stored', async () => {
	const { bidiControlMessage } = await import('#app/infra/forms/text.ts')
	const fields = [
		['firstName', '\u202eerialC'],
		['lastName', 'Dupont\u2066'],
		['company', 'Acme\u202d Industrie'],
		['jobTitle', '\u2068DSI'],
	] as const
	for (const [index, [field, value]] of fields.entries()) {
		// One visitor each: this file's rate limit is 3 posts.
		const answer = unwrap(
			await handleLeadSubmission(formRequest({ ...lead(40), [field]: value }, { ip: `203.0.113.${40 + index}` }), {
				wording: 'landing',
			}),
		)
		expect(answer.status, field).toBe(400)
		expect(replyErrors(answer.body as never)[field], field).toBe(bidiControlMessage)
	}
	expect(await handle.db.select().from(whitepaperLeads).where(eq(whitepaperLeads.email, 'c40@exemple.fr'))).toEqual([])
})

test('a database that is away answers the spec message with HTTP 503', async () => {
	expectConsoleErrors(/^(job queue|form rate limit unavailable)/)
	await stopJobQueue()
	await handle.close()
	const failed = unwrap(
		await handleLeadSubmission(formRequest(lead(20), { ip: '203.0.113.9' }), { wording: 'landing' }),
	)
	expect(failed).toMatchObject({
		status: 503,
		body: { status: 'error', error: { '': ['Une erreur s’est produite. Veuillez réessayer.'] } },
	})
	handle = await createTestDatabase('pglite')
	setDatabase(handle)
})
