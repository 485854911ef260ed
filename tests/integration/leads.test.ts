import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { whitepaperLeads } from '#app/db/schema.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { decodeQuotedPrintable, formRequest, replyErrors, unwrap, waitFor } from './helpers.ts'

const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
process.env.FORM_RATE_LIMIT_MAX = '100000'
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
const { setDatabase } = await import('#app/db/db.server.ts')
const { startJobWorker, stopJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const { handleLeadSubmission } = await import('#app/features/leads/leads.server.ts')
const { HONEYPOT_FIELD } = await import('#app/lib/honeypot.ts')
const { formMessages } = await import('#app/infra/forms/form-reply.ts')
afterAll(() => smtp.close())

const valid = {
	firstName: '  Claire ',
	lastName: 'Dupont',
	email: 'Claire.Dupont@Exemple.FR',
	company: 'Acme Industrie',
	jobTitle: 'DSI',
	phone: '+33 6 12 34 56 78',
	whitepaperType: 'workspace-ia',
}

describe.each(databaseKinds)('white-paper leads on %s', (kind) => {
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

	async function leadCount() {
		const [row] = await handle.db.select({ n: count() }).from(whitepaperLeads)
		return row!.n
	}

	test('a valid lead is stored trimmed, lower-cased, and the white paper is e-mailed', async () => {
		const { body, status } = unwrap(await handleLeadSubmission(formRequest(valid), { wording: 'dialog' }))
		expect(status).toBe(200)
		expect(body).toMatchObject({
			status: 'success',
			payload: {
				type: 'workspace-ia',
				pdfUrl: '/livre-blanc-workspace-ia.pdf',
				fileName: 'livre-blanc-workspace-ia.pdf',
			},
		})
		const rows = await handle.db
			.select()
			.from(whitepaperLeads)
			.where(eq(whitepaperLeads.email, 'claire.dupont@exemple.fr'))
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			firstName: 'Claire',
			lastName: 'Dupont',
			company: 'Acme Industrie',
			jobTitle: 'DSI',
			phone: '+33 6 12 34 56 78',
			whitepaperType: 'workspace-ia',
		})
		expect(rows[0]!.createdAt).toBeInstanceOf(Date)
		const mail = await waitFor(() => smtp.messages.find((message) => message.to.includes('claire.dupont@exemple.fr')))
		const text = decodeQuotedPrintable(mail.raw)
		expect(text).toMatch(/Subject: Votre livre blanc «\sIA & Workspace\s»/)
		// Nothing the visitor typed is in the e-mail sent to the address they typed.
		expect(text).toContain('Bonjour,')
		expect(text).not.toMatch(/Claire|Dupont|Acme|DSI|12 34 56/)
		expect(text).toContain('/livre-blanc-workspace-ia.pdf')
		expect(text).toMatch(/Content-Type: application\/pdf; name=livre-blanc-workspace-ia\.pdf/)
	})

	test('the landing page stores data-platform whatever the form says', async () => {
		const { body } = unwrap(
			await handleLeadSubmission(
				formRequest({ ...valid, email: `landing-${kind}@exemple.fr`, whitepaperType: 'workspace-ia' }),
				{
					wording: 'landing',
					whitepaperType: 'data-platform',
				},
			),
		)
		expect(body.status).toBe('success')
		const [row] = await handle.db
			.select()
			.from(whitepaperLeads)
			.where(eq(whitepaperLeads.email, `landing-${kind}@exemple.fr`))
		expect(row!.whitepaperType).toBe('data-platform')
	})

	test.each([
		['firstName', 'C', 'Le prénom doit contenir au moins 2 caractères'],
		['firstName', 'x'.repeat(101), 'Ce champ ne peut pas dépasser 100 caractères'],
		['lastName', ' ', 'Le nom doit contenir au moins 2 caractères'],
		['email', 'pas-un-email', 'Email invalide'],
		['company', 'A', 'L’entreprise doit contenir au moins 2 caractères'],
		['jobTitle', 'x'.repeat(201), 'Ce champ ne peut pas dépasser 200 caractères'],
		['phone', '012345678', 'Le téléphone doit contenir au moins 10 caractères'],
		['phone', '0'.repeat(21), 'Ce champ ne peut pas dépasser 20 caractères'],
		['whitepaperType', 'blockchain', 'Livre blanc inconnu'],
	])('%s = %j is refused with its message and stores nothing', async (field, value, message) => {
		const before = await leadCount()
		const { body, status } = unwrap(
			await handleLeadSubmission(formRequest({ ...valid, [field]: value }), { wording: 'dialog' }),
		)
		expect(status).toBe(400)
		expect(body.status).toBe('error')
		expect(replyErrors(body)[field]).toBe(message)
		expect(await leadCount()).toBe(before)
	})

	test('missing fields and a filled honeypot are refused; nothing is stored', async () => {
		const before = await leadCount()
		const missing = unwrap(
			await handleLeadSubmission(formRequest({ whitepaperType: 'workspace-ia' }), { wording: 'landing' }),
		)
		expect(missing.status).toBe(400)
		expect(Object.keys(replyErrors(missing.body))).toEqual([
			'firstName',
			'lastName',
			'email',
			'company',
			'jobTitle',
			'phone',
		])
		const robot = unwrap(
			await handleLeadSubmission(formRequest({ ...valid, [HONEYPOT_FIELD]: 'https://spam.example' }), {
				wording: 'dialog',
			}),
		)
		expect(robot.status).toBe(400)
		expect(replyErrors(robot.body)).toEqual({ '': formMessages.refused })
		const garbage = unwrap(
			await handleLeadSubmission(
				new Request('http://localhost/', {
					method: 'POST',
					body: '%%%',
					headers: { 'content-type': 'multipart/form-data; boundary=x' },
				}),
				{ wording: 'dialog' },
			),
		)
		expect(garbage.status).toBe(400)
		expect(await leadCount()).toBe(before)
	})

	test('SQL and HTML are stored as plain text', async () => {
		const hostile = {
			...valid,
			email: `hostile-${kind}@exemple.fr`,
			company: "Robert'); DROP TABLE whitepaper_leads;--",
			jobTitle: '<img src=x onerror=alert(1)>',
		}
		expect(unwrap(await handleLeadSubmission(formRequest(hostile), { wording: 'dialog' })).status).toBe(200)
		const [row] = await handle.db
			.select()
			.from(whitepaperLeads)
			.where(eq(whitepaperLeads.email, `hostile-${kind}@exemple.fr`))
		expect(row!.company).toBe(hostile.company)
		expect(row!.jobTitle).toBe(hostile.jobTitle)
	})

	test('the database itself refuses rows that bypass validation', async () => {
		const base = {
			firstName: 'Claire',
			lastName: 'Dupont',
			email: 'ok@exemple.fr',
			company: 'Acme',
			jobTitle: 'DSI',
			phone: '0123456789',
			whitepaperType: 'data-platform',
		}
		for (const bad of [
			{ whitepaperType: 'blockchain' },
			{ firstName: 'C' },
			{ email: 'UPPER@EXEMPLE.FR' },
			{ email: 'nope' },
			{ phone: '123' },
			{ company: 'x'.repeat(201) },
		]) {
			// Refused by the database itself: a check constraint, or the column's length.
			await expect(
				handle.db.insert(whitepaperLeads).values({ ...base, ...bad }),
				JSON.stringify(bad),
			).rejects.toMatchObject({
				cause: { message: expect.stringMatching(/violates check constraint "whitepaper_leads_|value too long/) },
			})
		}
	})

	test('200 concurrent valid submissions are all stored exactly once', async () => {
		const before = await leadCount()
		const results = await Promise.all(
			Array.from({ length: 200 }, (_, index) =>
				handleLeadSubmission(formRequest({ ...valid, email: `bulk-${kind}-${index}@exemple.fr` }), {
					wording: 'dialog',
				}).then(unwrap),
			),
		)
		expect(results.filter((result) => result.status === 200)).toHaveLength(200)
		expect(await leadCount()).toBe(before + 200)
		const rows = await handle.db.select({ email: whitepaperLeads.email }).from(whitepaperLeads)
		const bulk = rows.filter((row) => row.email.startsWith(`bulk-${kind}-`))
		expect(new Set(bulk.map((row) => row.email)).size).toBe(200)
		// Each of them gets the white paper by e-mail.
		await waitFor(
			() => (smtp.messages.filter((mail) => mail.to[0]?.startsWith(`bulk-${kind}-`)).length === 200 ? true : undefined),
			30_000,
		)
	})
})
