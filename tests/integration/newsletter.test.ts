import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { newsletterSubscribers } from '#app/db/schema.ts'
import { createTestDatabase } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { decodeQuotedPrintable, formRequest, replyErrors, unwrap, waitFor } from './helpers.ts'

const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
process.env.FORM_RATE_LIMIT_MAX = '3'
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
const { setDatabase } = await import('#app/db/db.server.ts')
const { action } = await import('#app/routes/blog.tsx')
const confirmRoute = await import('#app/routes/newsletter-confirm.tsx')
const unsubscribeRoute = await import('#app/routes/newsletter-unsubscribe.tsx')
const { newsletterMessages, NEWSLETTER_CONSENT_TEXT } = await import('#app/features/newsletter/newsletter-messages.ts')
const { formMessages } = await import('#app/infra/forms/form-reply.ts')
const { signToken, confirmationToken } = await import('#app/features/newsletter/newsletter-token.server.ts')
const jobs = await import('#app/infra/jobs/jobs.server.ts')

let handle: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
	handle = await createTestDatabase('pglite')
	setDatabase(handle)
	// The confirmation e-mails go through the real job queue, on this database.
	await jobs.startJobWorker()
})
afterAll(async () => {
	await jobs.stopJobQueue()
	await handle.close()
	await smtp.close()
})

type RouteArgs<T extends (...args: never[]) => unknown> = Parameters<T>[0]

async function post(fields: Record<string, string>, ip?: string) {
	const request = formRequest(fields, { ip, url: 'http://localhost/blog' })
	return unwrap(await action({ request, params: {} } as unknown as RouteArgs<typeof action>))
}

async function subscribers() {
	const [row] = await handle.db.select({ n: count() }).from(newsletterSubscribers)
	return row!.n
}

async function subscriber(email: string) {
	const [row] = await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
	return row!
}

const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email))

/** The link of a captured e-mail's text part (quoted-printable soft breaks undone). */
function linkIn(raw: string, path: string): string {
	const text = decodeQuotedPrintable(raw)
	const match = new RegExp(`https?://[^\\s"<>]*${path}\\?jeton=[\\w.-]+`).exec(text)
	if (!match) throw new Error(`Aucun lien ${path} dans l’e-mail`)
	return match[0]
}

async function page<T>(route: { loader: (args: never) => Promise<T> }, url: string) {
	const request = new Request(url)
	return unwrap(await route.loader({ request, params: {} } as never)) as { body: { state: string }; status: number }
}

async function submit(
	route: { action: (args: never) => Promise<unknown> },
	url: string,
	fields: Record<string, string>,
) {
	const request = formRequest(fields, { url })
	return unwrap(await route.action({ request, params: {} } as never)) as { body: { state: string }; status: number }
}

test('subscribing records the consent and e-mails a confirmation link that confirms through a POST', async () => {
	const email = 'claire.dupont@exemple.fr'
	// The same success whatever the address's state: the box shows newsletterMessages.success.
	expect(await post({ email: 'Claire.Dupont@Exemple.fr' })).toMatchObject({ status: 200, body: { status: 'success' } })
	expect(newsletterMessages.success).toContain('boîte de réception')
	const row = await subscriber(email)
	expect(row).toMatchObject({ status: 'pending', sourcePage: '/blog', consentText: NEWSLETTER_CONSENT_TEXT })
	expect(row.consentAt).toBeInstanceOf(Date)

	const mail = await waitFor(() => mailsTo(email)[0])
	expect(decodeQuotedPrintable(mail.raw)).toMatch(/^Subject: Confirmez votre inscription à la newsletter Nuvéa$/m)
	const link = linkIn(mail.raw, '/newsletter/confirmer')

	// Opening the link (or a scanner fetching it) confirms nothing; the button's POST does.
	expect((await page(confirmRoute, link)).body.state).toBe('ask')
	expect((await subscriber(email)).status).toBe('pending')
	const token = new URL(link).searchParams.get('jeton')!
	expect((await submit(confirmRoute, link, { jeton: token })).body.state).toBe('confirmed')
	const confirmed = await subscriber(email)
	expect(confirmed.status).toBe('confirmed')
	expect(confirmed.confirmedAt).toBeInstanceOf(Date)
	expect((await page(confirmRoute, link)).body.state).toBe('already-confirmed')
})

test('subscribing again gives the same answer, e-mails a confirmed address nothing, re-sends to a pending one only after a pause', async () => {
	const confirmed = 'claire.dupont@exemple.fr'
	const before = smtp.messages.length
	expect((await post({ email: `  ${confirmed} ` })).body).toMatchObject({ status: 'success' })
	const pending = 'paul.pending@exemple.fr'
	expect((await post({ email: pending })).body).toMatchObject({ status: 'success' })
	await waitFor(() => mailsTo(pending)[0])
	expect((await post({ email: pending })).body).toMatchObject({ status: 'success' })
	// Let any e-mail the second request might have sent arrive before counting.
	await post({ email: 'marqueur@exemple.fr' })
	await waitFor(() => mailsTo('marqueur@exemple.fr')[0])
	expect(mailsTo(pending)).toHaveLength(1)
	expect(smtp.messages.length - before).toBe(2)
	expect((await subscriber(confirmed)).status).toBe('confirmed')

	// Ten minutes later, a pending address may ask again.
	await handle.db
		.update(newsletterSubscribers)
		.set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
		.where(eq(newsletterSubscribers.email, pending))
	await post({ email: pending })
	await waitFor(() => (mailsTo(pending).length === 2 ? true : undefined))
})

test('the confirmation e-mail carries no text typed by the visitor', async () => {
	const mail = mailsTo('paul.pending@exemple.fr')[0]!
	const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n'))
	expect(body).not.toContain('paul.pending')
})

test('expired and forged confirmation links are refused in French and change nothing', async () => {
	const row = await subscriber('paul.pending@exemple.fr')
	const expired = confirmationToken(row.id, new Date(Date.now() - 49 * 3_600_000))
	const url = (token: string) => `http://localhost/newsletter/confirmer?jeton=${token}`
	expect(await page(confirmRoute, url(expired))).toEqual({ status: 410, body: { state: 'expired', token: null } })
	expect((await submit(confirmRoute, url(expired), { jeton: expired })).body.state).toBe('expired')
	const valid = confirmationToken(row.id)
	const forged = [
		`${valid.slice(0, -2)}xx`,
		// A link for another purpose, or another id with a copied signature.
		signToken('unsubscribe', row.id, new Date(Date.now() + 3_600_000)),
		valid.replace(row.id, '00000000-0000-4000-8000-000000000000'),
		'nimporte-quoi',
	]
	for (const token of forged) {
		expect(await page(confirmRoute, url(token))).toEqual({ status: 400, body: { state: 'invalid', token: null } })
		expect((await submit(confirmRoute, url(token), { jeton: token })).body.state).toBe('invalid')
	}
	expect((await subscriber('paul.pending@exemple.fr')).status).toBe('pending')
})

test('unsubscribing: the page asks first, its button or the RFC 8058 one-click POST unsubscribes at once', async () => {
	const email = 'claire.dupont@exemple.fr'
	const row = await subscriber(email)
	const token = signToken('unsubscribe', row.id)
	const url = `http://localhost/newsletter/desinscription?jeton=${token}`
	expect((await page(unsubscribeRoute, url)).body.state).toBe('ask')
	expect((await subscriber(email)).status).toBe('confirmed')
	expect((await submit(unsubscribeRoute, url, { 'List-Unsubscribe': 'One-Click' })).body.state).toBe('done')
	const gone = await subscriber(email)
	expect(gone.status).toBe('unsubscribed')
	expect(gone.unsubscribedAt).toBeInstanceOf(Date)
	expect((await page(unsubscribeRoute, url)).body.state).toBe('done')
	// A forged token unsubscribes nobody.
	const other = await subscriber('marqueur@exemple.fr')
	const forged = `${signToken('unsubscribe', other.id).slice(0, -3)}abc`
	expect(
		(await submit(unsubscribeRoute, `http://localhost/newsletter/desinscription?jeton=${forged}`, {})).status,
	).toBe(400)
	expect((await subscriber('marqueur@exemple.fr')).status).toBe('pending')
})

test('an invalid address is refused with the French message and stores nothing', async () => {
	const before = await subscribers()
	const refused = await post({ email: 'pas-une-adresse' })
	expect(refused.status).toBe(400)
	expect(replyErrors(refused.body)).toEqual({ email: 'Veuillez entrer une adresse email valide' })
	expect(await subscribers()).toBe(before)
})

test('a filled honeypot stores nothing', async () => {
	const before = await subscribers()
	expect((await post({ email: 'robot@exemple.fr', website: 'https://spam.example' })).status).toBe(400)
	expect(await subscribers()).toBe(before)
})

test('a client over the limit gets HTTP 429 and a French message', async () => {
	const before = await subscribers()
	const ip = '198.51.100.4'
	for (let n = 0; n < 3; n++) expect((await post({ email: `lecteur${n}@exemple.fr` }, ip)).status).toBe(200)
	const limited = await post({ email: 'lecteur9@exemple.fr' }, ip)
	expect(limited.status).toBe(429)
	expect(replyErrors(limited.body)).toEqual({ '': formMessages.rateLimited })
	expect(await subscribers()).toBe(before + 3)
})
