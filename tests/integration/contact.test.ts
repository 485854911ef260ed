import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactInquiries, leads, whitepaperLeads } from '#app/db/schema.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { startWebhookReceiver } from '#tests/setup/webhook-receiver.ts'
import { decodeQuotedPrintable, formRequest, replyErrors, unwrap, waitFor } from './helpers.ts'

// The contact form (docs/decisions/076-contact-form.md) through the real route actions:
// /contact's, and home's, which also serves the white-paper dialog.
const secret = `whsec_${randomBytes(32).toString('base64')}`
const smtp = await startSmtpCapture()
const receiver = await startWebhookReceiver(secret)
process.env.SMTP_URL = smtp.url
process.env.FORM_RATE_LIMIT_MAX = '100000'
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
process.env.SALES_NOTIFY_EMAILS = 'ventes@nuvea.example'
process.env.WEBHOOK_URL = receiver.url
process.env.WEBHOOK_SECRET = secret
const { setDatabase } = await import('#app/db/db.server.ts')
const { startJobWorker, stopJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const contactRoute = await import('#app/routes/contact.tsx')
const homeRoute = await import('#app/routes/home.tsx')
const { HONEYPOT_FIELD } = await import('#app/lib/honeypot.ts')
const { formMessages } = await import('#app/infra/forms/form-reply.ts')
const { controlCharacterMessage } = await import('#app/infra/forms/text.ts')
afterAll(async () => {
	await smtp.close()
	await receiver.close()
})

type Action = (args: { request: Request; params: object; context: object }) => Promise<unknown>
const call = async (action: unknown, request: Request) =>
	unwrap((await (action as Action)({ request, params: {}, context: {} })) as never) as {
		status: number
		body: { status?: string; formId?: string; error?: Record<string, string[] | null> }
	}

const inquiry = (email: string, extra: Record<string, string> = {}) => ({
	intent: 'contact',
	firstName: '  Lina ',
	lastName: 'Morel',
	email,
	company: 'Morel Logistique',
	phone: '',
	subject: 'data-ia',
	message: 'Bonjour,\nnous voulons migrer notre entrepôt de données vers BigQuery.\tMerci !',
	...extra,
})

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))

describe.each(databaseKinds)('contact form on %s', (kind) => {
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

	async function counts() {
		const [inquiries] = await handle.db.select({ n: count() }).from(contactInquiries)
		const [all] = await handle.db.select({ n: count() }).from(leads)
		return { inquiries: inquiries!.n, leads: all!.n }
	}

	test('/contact stores the inquiry; the visitor’s acknowledgement quotes nothing typed; sales and the CRM get it all', async () => {
		const email = `lina-${kind}@exemple.fr`
		const { status, body } = await call(
			contactRoute.action,
			formRequest(inquiry(email.toUpperCase(), { utm_source: 'salon', source_page: '/contact' }), {
				url: 'http://localhost/contact',
			}),
		)
		expect(status).toBe(200)
		expect(body).toMatchObject({ status: 'success', formId: 'contact' })
		const [row] = await handle.db.select().from(contactInquiries).where(eq(contactInquiries.email, email))
		expect(row).toMatchObject({
			firstName: 'Lina',
			lastName: 'Morel',
			company: 'Morel Logistique',
			phone: null,
			subject: 'data-ia',
			message: 'Bonjour,\nnous voulons migrer notre entrepôt de données vers BigQuery.\tMerci !',
			utmSource: 'salon',
			sourcePage: '/contact',
		})
		// Its row in the lead index, written by the database.
		const [indexed] = await handle.db.select().from(leads).where(eq(leads.id, row!.id))
		expect(indexed).toMatchObject({ kind: 'contact', status: 'nouveau', ownerUserId: null })
		expect(indexed!.createdAt.getTime()).toBe(row!.createdAt.getTime())

		const acknowledgement = decodeQuotedPrintable((await waitFor(() => mailsTo(email)[0], 15_000)).raw)
		expect(acknowledgement).toMatch(/Subject: Nous avons bien reçu votre message/)
		expect(acknowledgement).toContain('un expert vous répond sous un jour ouvré')
		expect(acknowledgement).not.toMatch(/Lina|Morel|BigQuery|entrepôt|Data & IA|Data &amp; IA/)

		const sales = decodeQuotedPrintable(
			(await waitFor(() => mailsTo('ventes@nuvea.example').find((mail) => mail.raw.includes(email)), 15_000)).raw,
		)
		expect(sales).toMatch(/Subject: Nouvelle demande de contact\s*:\s*Lina Morel \(Morel Logistique\) - Data\s+&\s+IA/)
		for (const expected of [
			'Sujet\u00a0: Data & IA',
			'Téléphone\u00a0: non renseigné',
			'nous voulons migrer notre entrepôt de données vers BigQuery.',
			'Source\u00a0: salon',
			`/admin/leads/${row!.id}`,
		])
			expect(sales).toContain(expected)
		expect(sales).toContain(`Reply-To: ${email}`)

		const call_ = await waitFor(
			() => receiver.calls.find((entry) => JSON.stringify(entry.payload).includes(`"email":"${email}"`)),
			15_000,
		)
		expect(call_).toMatchObject({
			verified: true,
			status: 200,
			payload: {
				type: 'inquiry.created',
				data: {
					id: row!.id,
					firstName: 'Lina',
					lastName: 'Morel',
					company: 'Morel Logistique',
					phone: null,
					subject: { value: 'data-ia', label: 'Data & IA' },
					message: row!.message,
					attribution: { utmSource: 'salon', page: '/contact' },
				},
			},
		})
	})

	test('home’s action tells its two forms apart by intent: contact, white paper, and white paper by default', async () => {
		const before = await counts()
		const contact = await call(homeRoute.action, formRequest(inquiry(`home-${kind}@exemple.fr`)))
		expect(contact.body).toMatchObject({ status: 'success', formId: 'contact' })
		const whitepaper = {
			firstName: 'Paul',
			lastName: 'Durand',
			company: 'Durand SA',
			jobTitle: 'CTO',
			phone: '0123456789',
			whitepaperType: 'data-platform',
		}
		const explicit = await call(
			homeRoute.action,
			formRequest({ ...whitepaper, intent: 'whitepaper', email: `wp-${kind}@exemple.fr` }),
		)
		expect(explicit.body).toMatchObject({ status: 'success', formId: 'whitepaper' })
		const implicit = await call(homeRoute.action, formRequest({ ...whitepaper, email: `wp2-${kind}@exemple.fr` }))
		expect(implicit.body).toMatchObject({ status: 'success', formId: 'whitepaper' })
		expect(await counts()).toEqual({ inquiries: before.inquiries + 1, leads: before.leads + 3 })
		const [paper] = await handle.db
			.select({ id: whitepaperLeads.id })
			.from(whitepaperLeads)
			.where(eq(whitepaperLeads.email, `wp-${kind}@exemple.fr`))
		expect((await handle.db.select().from(leads).where(eq(leads.id, paper!.id)))[0]).toMatchObject({
			kind: 'whitepaper',
		})
	})

	test('bad input gets French messages on each field and stores nothing', async () => {
		const before = await counts()
		const cases: [Record<string, string>, Record<string, string>][] = [
			[
				{ firstName: 'L', lastName: '', email: 'pas-une-adresse', company: 'M', subject: '', message: 'Court' },
				{
					firstName: 'Le prénom doit contenir au moins 2 caractères',
					lastName: 'Le nom doit contenir au moins 2 caractères',
					email: 'Veuillez entrer une adresse email professionnelle valide',
					company: 'Le nom de l’entreprise doit contenir au moins 2 caractères',
					subject: 'Veuillez choisir un sujet',
					message: 'Votre message doit contenir au moins 10 caractères',
				},
			],
			[{ phone: '12' }, { phone: 'Le numéro de téléphone doit contenir au moins 10 caractères' }],
			[{ phone: 'appelez-moi demain' }, { phone: expect.stringContaining('ne peut contenir que des chiffres') }],
			[{ subject: 'devis' }, { subject: 'Veuillez choisir un sujet' }],
			// A right-to-left override would show admins another text than the one stored.
			[{ message: 'Merci de rappeler \u202eexe.ecnetsixe\u202c au plus vite' }, { message: controlCharacterMessage }],
			[{ lastName: 'Mo\u2066rel\u2069' }, { lastName: controlCharacterMessage }],
			[{ message: 'x'.repeat(5001) }, { message: 'Ce champ ne peut pas dépasser 5000 caractères' }],
		]
		for (const [fields, messages] of cases) {
			const { status, body } = await call(
				contactRoute.action,
				formRequest(inquiry(`bad-${kind}@exemple.fr`, fields), { url: 'http://localhost/contact' }),
			)
			expect(status, JSON.stringify(fields)).toBe(400)
			expect(replyErrors(body)).toEqual(expect.objectContaining(messages))
		}
		const honeypot = await call(
			contactRoute.action,
			formRequest(inquiry(`bot-${kind}@exemple.fr`, { [HONEYPOT_FIELD]: 'https://spam.example' })),
		)
		expect(honeypot.status).toBe(400)
		expect(replyErrors(honeypot.body)).toEqual({ '': formMessages.refused })
		expect(await counts()).toEqual(before)
	})
})
