/**
 * What the admin area and the pages of a newsletter link answer, as a browser gets it
 * from the production server: never kept by a cache (docs/decisions/066-private-answers.md),
 * and every admin action's body read by the one form parser (400 on a broken body).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { routeTable } from '../../app/config/route-table.ts'
import { createPostgresDatabase, postForm, startServer, type ServerProcess } from './server-process.ts'

let server: ServerProcess
let databaseUrl: string
let cookie: string
const admin = { email: 'admin-prive@exemple.fr', password: 'un mot de passe solide' }

beforeAll(async () => {
	databaseUrl = await createPostgresDatabase(inject('postgresUrl'))
	server = await startServer({ env: { DATABASE_URL: databaseUrl } })
	const signUp = await postForm(
		server,
		'/auth',
		new URLSearchParams({ intent: 'signup', firstName: 'Ada', lastName: 'Admin', ...admin }),
	)
	if (signUp.status !== 200) throw new Error(`inscription : ${signUp.status}`)
	// The address confirmed as its e-mail's link would (tests/e2e/accounts.test.ts follows the link itself).
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	await client.query('update "user" set email_verified = true where email = $1', [admin.email])
	await client.end()
	// Not execFileSync: a blocked event loop would miss the server closing the idle keep-alive socket.
	await promisify(execFile)(process.execPath, ['scripts/admin.ts', 'grant', admin.email], {
		env: { ...process.env, DATABASE_URL: databaseUrl },
	})
	const signIn = await postForm(server, '/auth', new URLSearchParams({ intent: 'login', ...admin }))
	if (signIn.status !== 302) throw new Error(`connexion : ${signIn.status}`)
	cookie = signIn.headers
		.getSetCookie()
		.map((line) => line.split(';', 1)[0])
		.join('; ')
})
afterAll(async () => {
	await server.stop()
})

// A page of one record (a lead, an announcement's preview) asked with an id that names none: a 404, private all the same.
const adminPages = routeTable
	.filter((entry) => entry.path.startsWith('/admin'))
	.map((entry) => entry.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'))

function expectPrivate(response: Response, label: string) {
	expect(response.headers.get('cache-control'), label).toBe('private, no-store')
	expect(response.headers.get('referrer-policy'), label).toBe('same-origin')
}

test('every admin answer and its .data is private, for an admin, a visitor without a session, in any spelling of the URL', async () => {
	expect(adminPages.length).toBeGreaterThanOrEqual(7)
	for (const page of adminPages) {
		const urls = page.endsWith('.csv') ? [page] : [page, `${page}.data`, `${page}?q=claire%40exemple.fr`]
		for (const url of urls) {
			const asAdmin = await fetch(`${server.base}${url}`, { headers: { Cookie: cookie }, redirect: 'manual' })
			expect(asAdmin.status, url).toBe(page.includes('00000000-') ? 404 : 200)
			expectPrivate(asAdmin, `admin ${url}`)
			// The sign-in redirect a visitor gets carries it too.
			const anonymous = await fetch(`${server.base}${url}`, { redirect: 'manual' })
			expect(anonymous.status, url).not.toBe(200)
			expectPrivate(anonymous, `visitor ${url}`)
		}
	}
	// React Router matches paths without regard to case or percent-encoding: so does the rule.
	for (const url of ['/ADMIN/leads', '/%61dmin/leads.data', '/admin/leads/']) {
		const response = await fetch(`${server.base}${url}`, { headers: { Cookie: cookie }, redirect: 'manual' })
		expect(response.status, url).toBe(200)
		expectPrivate(response, url)
	}
})

test('the sign-out page and the e-mail link pages are private; public pages stay cacheable', async () => {
	const privateUrls = [
		'/deconnexion',
		'/deconnexion.data',
		'/newsletter/confirmer?jeton=x',
		'/newsletter/confirmer.data?jeton=x',
		'/newsletter/desinscription?jeton=x',
		'/newsletter/desinscription.data?jeton=x',
		// An account's e-mail links (confirmation, new password) carry their token too.
		'/auth/confirmer?jeton=x',
		'/auth/nouveau-mot-de-passe?jeton=x',
	]
	for (const url of privateUrls)
		expectPrivate(await fetch(`${server.base}${url}`, { headers: { Cookie: cookie } }), url)
	// The one-click unsubscription (RFC 8058) and the page's own button post: private answers too.
	for (const path of ['/newsletter/desinscription?jeton=x', '/newsletter/confirmer?jeton=x']) {
		const response = await postForm(server, path, new URLSearchParams({ jeton: 'x' }))
		expect(response.status, path).toBe(400)
		expectPrivate(response, `POST ${path}`)
	}
	for (const url of ['/', '/blog?q=cloud', '/auth', '/page-inconnue', '/admin-inconnue']) {
		const response = await fetch(`${server.base}${url}`)
		expect(response.headers.get('cache-control') ?? '', url).not.toContain('no-store')
		expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin')
	}
})

test('every admin action reads its body with the form parser: a broken body is a 400, never a 500', async () => {
	const before = server.lines.length
	const bodies: [string, string][] = [
		['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndelete'],
		['multipart/form-data; boundary=x', 'garbage without boundary'],
		['multipart/form-data', '--x\r\n\r\n--x--'],
		['application/x-www-form-urlencoded', `intent=delete&id=${'%zz'.repeat(10)}`],
		['application/json', '{"intent":"delete"}'],
		['application/x-www-form-urlencoded', `intent=delete&back=${'a'.repeat(20_000)}`],
	]
	for (const page of ['/admin/leads', '/admin/newsletter', '/admin/envois']) {
		for (const url of [page, `${page}.data`]) {
			for (const [type, body] of bodies) {
				const response = await fetch(`${server.base}${url}`, {
					method: 'POST',
					body,
					headers: { 'Content-Type': type, Origin: server.base, Cookie: cookie },
					redirect: 'manual',
				})
				expect(response.status, `${url} ${type} ${body.slice(0, 40)}`).toBe(400)
				expectPrivate(response, url)
			}
		}
	}
	// A well-formed request with a line break in its return address is refused, not redirected.
	const injected = await postForm(
		server,
		'/admin/newsletter',
		new URLSearchParams({ intent: 'delete', id: '00000000-0000-4000-8000-000000000000', back: '?\r\nX-Y: z' }),
		{ Cookie: cookie },
	)
	expect(injected.status).toBe(400)
	const newLines = server.lines.slice(before)
	expect(newLines.filter((line) => line.includes('"level":"error"'))).toEqual([])
})
