import { count } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { whitepaperLeads } from '#app/db/schema.ts'
import { createTestDatabase } from '#tests/db-utils.ts'
import { formRequest, unwrap } from './helpers.ts'

// A small limit, and an SMTP server that is not there: mail failures must not lose leads.
process.env.FORM_RATE_LIMIT_MAX = '3'
process.env.SMTP_URL = 'smtp://127.0.0.1:9'
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
const { useDatabase } = await import('#app/db/db.server.ts')
const { startJobWorker, stopJobQueue } = await import('#app/features/jobs/jobs.server.ts')
const { listJobs } = await import('#app/features/jobs/jobs-admin.server.ts')
const { handleLeadSubmission, leadMessages } = await import('#app/features/leads/leads.server.ts')

let handle: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
	handle = await createTestDatabase('pglite')
	useDatabase(handle)
	await startJobWorker()
})
afterAll(async () => {
	await stopJobQueue()
	await handle.close()
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
	expect(refused.body).toMatchObject({ status: 'refused', formError: leadMessages.rateLimited })
	expect(
		unwrap(await handleLeadSubmission(formRequest(lead(10), { ip: '203.0.113.8' }), { wording: 'landing' })).status,
	).toBe(200)
	const [row] = await handle.db.select({ n: count() }).from(whitepaperLeads)
	expect(row!.n).toBe(4)
})

test('a broken mail server never loses the lead nor fails the answer', async () => {
	// Every lead above is stored, and its e-mail waits for a retry with the SMTP error kept.
	const [row] = await handle.db.select({ n: count() }).from(whitepaperLeads)
	expect(row!.n).toBe(4)
	for (;;) {
		const jobs = await listJobs({ types: ['lead.whitepaper-email'] })
		if (jobs.length === 4 && jobs.every((job) => job.state === 'retry' && job.lastError)) break
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
})

test('a database failure answers the spec message with HTTP 500', async () => {
	await stopJobQueue()
	await handle.close()
	const failed = unwrap(
		await handleLeadSubmission(formRequest(lead(20), { ip: '203.0.113.9' }), { wording: 'landing' }),
	)
	expect(failed).toMatchObject({
		status: 500,
		body: { status: 'error', formError: "Une erreur s'est produite. Veuillez réessayer." },
	})
	handle = await createTestDatabase('pglite')
})
