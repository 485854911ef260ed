import { count } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { newsletterSubscribers, user, whitepaperLeads } from '#app/db/schema.ts'
import { createTestDatabase } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { formRequest, replyErrors, unwrap } from './helpers.ts'

// The form pipeline (infra/forms/form-post.server.ts) through the real route actions.
process.env.FORM_RATE_LIMIT_MAX = '3'
process.env.AUTH_RATE_LIMIT_MAX = '1000'
process.env.BETTER_AUTH_SECRET = 'x'.repeat(40)
const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
const { setDatabase } = await import('#app/db/db.server.ts')
const home = await import('#app/routes/home.tsx')
const blog = await import('#app/routes/blog.tsx')
const auth = await import('#app/routes/auth.tsx')
const { formMessages } = await import('#app/infra/forms/form-reply.ts')
const { MAX_FORM_BYTES } = await import('#app/infra/forms/form-post.server.ts')

let handle: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
	handle = await createTestDatabase('pglite')
	setDatabase(handle)
})
afterAll(async () => {
	await handle.close()
	await smtp.close()
})

type Action = (args: { request: Request; params: object; context: object }) => Promise<unknown>
const call = async (action: unknown, request: Request) =>
	unwrap((await (action as Action)({ request, params: {}, context: {} })) as never) as {
		status: number
		body: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null }
	}

async function rows() {
	const [leads] = await handle.db.select({ n: count() }).from(whitepaperLeads)
	const [subscribers] = await handle.db.select({ n: count() }).from(newsletterSubscribers)
	const [users] = await handle.db.select({ n: count() }).from(user)
	return { leads: leads!.n, subscribers: subscribers!.n, users: users!.n }
}

const lead = {
	firstName: 'Claire',
	lastName: 'Dupont',
	email: 'claire@exemple.fr',
	company: 'Acme',
	jobTitle: 'DSI',
	phone: '0123456789',
	whitepaperType: 'data-platform',
}

test('a body over the limit is refused with 413 and a French message, declared or streamed, and stores nothing', async () => {
	const before = await rows()
	const big = new URLSearchParams({ ...lead, company: 'x'.repeat(MAX_FORM_BYTES) }).toString()
	const declared = await call(
		home.action,
		new Request('http://localhost/?index', {
			method: 'POST',
			body: big,
			headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-nuvea-client-ip': '192.0.2.1' },
		}),
	)
	expect(declared.status).toBe(413)
	expect(replyErrors(declared.body)).toEqual({ '': formMessages.tooLarge })

	// No Content-Length (chunked): the reading stops past the limit.
	const encoder = new TextEncoder()
	let sent = 0
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			sent += 4096
			controller.enqueue(encoder.encode(sent === 4096 ? 'email=' : 'a'.repeat(4096)))
			if (sent > 10 * MAX_FORM_BYTES) controller.close()
		},
	})
	const streamed = await call(
		blog.action,
		new Request('http://localhost/blog', {
			method: 'POST',
			body: stream,
			duplex: 'half',
			headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-nuvea-client-ip': '192.0.2.2' },
		} as RequestInit),
	)
	expect(streamed.status).toBe(413)
	expect(sent).toBeLessThan(10 * MAX_FORM_BYTES)
	expect(await rows()).toEqual(before)
})

test('a NUL byte or another control character is a 400 with the French message, never a 500, and stores nothing', async () => {
	const before = await rows()
	const leadReply = await call(home.action, formRequest({ ...lead, lastName: 'Du\u0000pont' }))
	expect(leadReply.status).toBe(400)
	expect(replyErrors(leadReply.body)).toEqual({ lastName: 'Ce champ contient des caractères non autorisés.' })

	const newsletterReply = await call(blog.action, formRequest({ email: 'claire\u0000@exemple.fr' }))
	expect(newsletterReply.status).toBe(400)
	expect(replyErrors(newsletterReply.body)).toEqual({ email: 'Ce champ contient des caractères non autorisés.' })

	const signupReply = await call(
		auth.action,
		formRequest({
			intent: 'signup',
			firstName: 'Claire\u001b[2J',
			lastName: 'Martin',
			email: 'claire.martin@exemple.fr',
			password: 'un mot de passe\u0000',
		}),
	)
	expect(signupReply.status).toBe(400)
	expect(replyErrors(signupReply.body)).toEqual({
		firstName: 'Ce champ contient des caractères non autorisés.',
		password: 'Ce champ contient des caractères non autorisés.',
	})
	// The password is never sent back to the page.
	expect(signupReply.body.initialValue).not.toHaveProperty('password')
	expect(await rows()).toEqual(before)
})

test('a filled honeypot is refused with the same French message on every form, and stores nothing', async () => {
	const before = await rows()
	for (const [action, fields] of [
		[home.action, { ...lead, website: 'https://spam.example' }],
		[blog.action, { email: 'robot@exemple.fr', website: 'https://spam.example' }],
	] as const) {
		const reply = await call(action, formRequest(fields))
		expect(reply.status).toBe(400)
		expect(replyErrors(reply.body)).toEqual({ '': formMessages.refused })
		// The honeypot's value is not echoed back either.
		expect(reply.body.initialValue).not.toHaveProperty('website')
	}
	expect(await rows()).toEqual(before)
})

test('a client over the limit gets 429 and the French message; other clients and other forms keep their budget', async () => {
	const ip = '198.51.100.77'
	for (let n = 0; n < 3; n++)
		expect((await call(home.action, formRequest({ ...lead, email: `limite${n}@exemple.fr` }, { ip }))).status).toBe(200)
	const before = await rows()
	const limited = await call(home.action, formRequest({ ...lead, email: 'limite9@exemple.fr' }, { ip }))
	expect(limited.status).toBe(429)
	expect(replyErrors(limited.body)).toEqual({ '': formMessages.rateLimited })
	expect(await rows()).toEqual(before)
	// The newsletter has a budget of its own; another address is not limited.
	expect((await call(blog.action, formRequest({ email: 'limite@exemple.fr' }, { ip }))).status).toBe(200)
	expect((await call(home.action, formRequest({ ...lead, email: 'autre@exemple.fr' }))).status).toBe(200)
})

test('a body that is not a form is a 400 with the French message', async () => {
	const reply = await call(
		home.action,
		new Request('http://localhost/?index', {
			method: 'POST',
			body: '{"firstName":"Claire"}',
			headers: { 'content-type': 'application/json', 'x-nuvea-client-ip': '192.0.2.9' },
		}),
	)
	expect(reply.status).toBe(400)
	expect(replyErrors(reply.body)).toEqual({ '': formMessages.error })
})
