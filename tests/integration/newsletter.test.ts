import { count } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { newsletterSubscribers } from '#app/db/schema.ts'
import { createTestDatabase } from '#tests/db-utils.ts'
import { formRequest, replyErrors, unwrap } from './helpers.ts'

process.env.FORM_RATE_LIMIT_MAX = '3'
const { useDatabase } = await import('#app/db/db.server.ts')
const { action } = await import('#app/routes/blog.tsx')
const { formMessages } = await import('#app/features/forms/form-reply.ts')

let handle: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
	handle = await createTestDatabase('pglite')
	useDatabase(handle)
})
afterAll(() => handle.close())

async function post(fields: Record<string, string>, ip?: string) {
	const request = formRequest(fields, { ip, url: 'http://localhost/blog' })
	return unwrap(await action({ request, params: {} } as unknown as Parameters<typeof action>[0]))
}

async function subscribers() {
	const [row] = await handle.db.select({ n: count() }).from(newsletterSubscribers)
	return row!.n
}

test('the /blog action subscribes once; the same address again (any case) is confirmed too', async () => {
	expect(await post({ email: 'Claire.Dupont@Exemple.fr' })).toMatchObject({ status: 200, body: { status: 'success' } })
	expect(await post({ email: '  claire.dupont@exemple.fr ' })).toMatchObject({
		status: 200,
		body: { status: 'success' },
	})
	expect(await subscribers()).toBe(1)
	const [row] = await handle.db.select().from(newsletterSubscribers)
	expect(row!.email).toBe('claire.dupont@exemple.fr')
})

test('an invalid address is refused with the French message and stores nothing', async () => {
	const refused = await post({ email: 'pas-une-adresse' })
	expect(refused.status).toBe(400)
	expect(replyErrors(refused.body)).toEqual({ email: 'Veuillez entrer une adresse email valide' })
	expect(await subscribers()).toBe(1)
})

test('a filled honeypot stores nothing', async () => {
	expect((await post({ email: 'robot@exemple.fr', website: 'https://spam.example' })).status).toBe(400)
	expect(await subscribers()).toBe(1)
})

test('a client over the limit gets HTTP 429 and a French message', async () => {
	const ip = '198.51.100.4'
	for (let n = 0; n < 3; n++) expect((await post({ email: `lecteur${n}@exemple.fr` }, ip)).status).toBe(200)
	const limited = await post({ email: 'lecteur9@exemple.fr' }, ip)
	expect(limited.status).toBe(429)
	expect(replyErrors(limited.body)).toEqual({ '': formMessages.rateLimited })
	expect(await subscribers()).toBe(4)
})
