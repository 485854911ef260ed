import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import {
	createPostgresDatabase,
	LANDING,
	leadForm,
	poll,
	postForm,
	startServer,
	type ServerProcess,
} from './server-process.ts'

let server: ServerProcess
let databaseUrl: string
beforeAll(async () => {
	databaseUrl = await createPostgresDatabase(inject('postgresUrl'))
	server = await startServer({
		env: {
			DATABASE_URL: databaseUrl,
			// The test client plays several visitors through a trusted loopback proxy.
			TRUST_PROXY: 'loopback',
			FORM_RATE_LIMIT_MAX: '3',
			AUTH_RATE_LIMIT_MAX: '3',
			SIGNUP_RATE_LIMIT_MAX: '2',
			AUTH_ACCOUNT_LIMIT_MAX: '6',
			// Windows of an hour: a test's few seconds of attempts are a sliver of one, so an edge
			// crossed midway (the previous window then weighs slightly less) cannot change a count.
			FORM_RATE_LIMIT_WINDOW_SECONDS: '3600',
			AUTH_RATE_LIMIT_WINDOW_SECONDS: '3600',
			SIGNUP_RATE_LIMIT_WINDOW_SECONDS: '3600',
			AUTH_ACCOUNT_LIMIT_WINDOW_SECONDS: '3600',
		},
	})
})
afterAll(async () => {
	await server.stop()
})

const from = (address: string) => ({ 'X-Forwarded-For': address })

test('JSON logs: one line per request with id, method, route pattern, status and duration; no personal data', async () => {
	const person = { email: 'zoe.secret@exemple.fr', name: 'Zoéprivée', phone: '0611223344' }
	const lead = leadForm(person.email)
	lead.set('firstName', person.name)
	lead.set('phone', person.phone)
	expect((await postForm(server, LANDING, lead, from('198.51.100.10'))).status).toBe(200)
	// An invalid lead, a newsletter address, a sign-up, a failed sign-in, a query string with an address.
	lead.set('email', `${person.email}\u0000`)
	await postForm(server, '/', lead, from('198.51.100.10'))
	await postForm(server, '/blog', new URLSearchParams({ email: person.email }), from('198.51.100.10'))
	await postForm(
		server,
		'/auth',
		new URLSearchParams({
			intent: 'signup',
			firstName: person.name,
			lastName: 'X',
			email: person.email,
			password: person.phone,
		}),
		from('198.51.100.10'),
	)
	await postForm(
		server,
		'/auth',
		new URLSearchParams({ intent: 'login', email: person.email, password: 'nope' }),
		from('198.51.100.10'),
	)
	await fetch(`${server.base}/blog?q=${encodeURIComponent(person.email)}`)
	await fetch(`${server.base}/admin/leads.data?q=${encodeURIComponent(person.phone)}`)
	const lastId = (await fetch(`${server.base}/healthz`)).headers.get('x-request-id')
	await poll(() => (server.logs().filter((line) => line.msg === 'request').length >= 7 ? true : undefined))

	const text = server.lines.join('\n')
	for (const secret of [person.email, person.name, person.phone, 'zoe.secret', encodeURIComponent(person.email)])
		expect(text, secret).not.toContain(secret)
	const requests = server.logs().filter((line) => line.msg === 'request')
	for (const line of requests) {
		expect(line).toMatchObject({
			level: 'info',
			requestId: expect.any(String),
			method: expect.any(String),
			status: expect.any(Number),
			durationMs: expect.any(Number),
		})
		// No query string; the only « ? » is an optional segment's mark in a pattern ('/auth/:page?').
		expect(String(line.route).replace(/:\w+\?/g, ':param')).not.toContain('?')
	}
	expect(requests.map((line) => line.route)).toEqual(
		expect.arrayContaining([LANDING, '/', '/blog', '/auth/:page?', '/admin/leads.data']),
	)
	// Health checks are not logged (a load balancer polls them every few seconds).
	expect(requests.some((line) => line.requestId === lastId)).toBe(false)
	// Every line is JSON, the start banner included.
	expect(notJson(server.lines)).toEqual([])
	expect(server.logs().some((line) => line.msg === 'listening')).toBe(true)
})

/** The lines that are not one JSON object each. */
function notJson(lines: string[]): string[] {
	return lines.filter((line) => {
		try {
			const parsed = JSON.parse(line) as unknown
			return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)
		} catch {
			return true
		}
	})
}

test('a path that cannot be decoded is refused (400) and logged as one JSON line without the path', async () => {
	const before = server.lines.length
	const paths = [
		'/%ff/jean.dupont@exemple.fr/0612345678',
		'/blog/%E9t%E9-jean.dupont@exemple.fr',
		'/admin/leads/%c3%28?q=jean.dupont@exemple.fr',
		'/%ff.data',
	]
	for (const path of paths) {
		for (const method of ['GET', 'HEAD', 'POST']) {
			const response = await fetch(`${server.base}${path}`, {
				method,
				body: method === 'POST' ? 'email=jean.dupont@exemple.fr' : undefined,
				headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.base } : {},
			})
			expect(response.status, `${method} ${path}`).toBe(400)
		}
	}
	await poll(() =>
		server.logs().filter((line) => line.msg === 'request' && line.route === 'invalid').length >= paths.length * 3
			? true
			: undefined,
	)
	const newLines = server.lines.slice(before)
	expect(notJson(newLines)).toEqual([])
	for (const secret of ['jean.dupont', '0612345678', '%ff', '%E9', 'exemple.fr']) {
		expect(newLines.join('\n'), secret).not.toContain(secret)
	}
})

test('429 answers carry Retry-After, for forms and sign-in alike', async () => {
	const statuses: (number | string | null)[] = []
	for (let n = 0; n < 4; n++) {
		const response = await postForm(
			server,
			'/blog',
			new URLSearchParams({ email: `r${n}@exemple.fr` }),
			from('198.51.100.20'),
		)
		statuses.push(response.status)
		if (response.status === 429) statuses.push(response.headers.get('retry-after'))
	}
	expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 429])
	expect(Number(statuses[4])).toBeGreaterThan(0)
	// The .data (JavaScript) answer too.
	const data = await postForm(
		server,
		'/blog.data',
		new URLSearchParams({ email: 'r9@exemple.fr' }),
		from('198.51.100.20'),
	)
	expect(Number(data.headers.get('retry-after'))).toBeGreaterThan(0)
})

const admin = { email: 'admin-office@exemple.fr', password: 'le bon mot de passe' }
const office = from('203.0.113.77')
const signIn = (email: string, password: string, headers = office) =>
	postForm(server, '/auth', new URLSearchParams({ intent: 'login', email, password }), headers)

test('sign-in is limited per account and address: guesses from a shared office address do not lock the admin out', async () => {
	const signUp = await postForm(
		server,
		'/auth',
		new URLSearchParams({ intent: 'signup', firstName: 'Ada', lastName: 'Admin', ...admin }),
		from('192.0.2.50'),
	)
	expect(signUp.status).toBe(200)
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	await client.query(`update "user" set email_verified = true where email = $1`, [admin.email])
	await client.end()
	// Someone at the office guesses an account's password until refused (3 per pair and window).
	const guesses: number[] = []
	for (let n = 0; n < 4; n++) guesses.push((await signIn('guess@exemple.fr', 'wrong password!')).status)
	expect(guesses).toEqual([401, 401, 401, 429])
	// Someone elsewhere hammers the admin's account until refused there.
	const statuses: number[] = []
	for (let n = 0; n < 4; n++)
		statuses.push((await signIn(admin.email, 'wrong password!', from('198.51.100.99'))).status)
	expect(statuses).toEqual([401, 401, 401, 429])
	// Neither locks the admin out at the office; the office's other users still try too.
	expect((await signIn(admin.email, admin.password)).status).toBe(302)
	expect((await signIn('someone@exemple.fr', 'wrong password!')).status).toBe(401)
})

test('past the per-account cap of failures, from any address, sign-in pauses (the right password too) with Retry-After', async () => {
	// The admin's account has 3 failures from the test above; the cap is 6: two more, then the pause.
	const statuses: number[] = []
	for (let n = 1; n <= 3; n++)
		statuses.push((await signIn(admin.email, 'wrong password!', from(`198.51.100.${n}`))).status)
	expect(statuses).toEqual([401, 401, 429])
	const paused = await signIn(admin.email, admin.password)
	expect(paused.status).toBe(429)
	expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0)
	expect(await paused.text()).toContain('la connexion est suspendue quelques minutes')
})

test('sign-in has a generous per-address ceiling across accounts (ten times the per-account budget)', async () => {
	const statuses: number[] = []
	for (let n = 0; n < 31; n++)
		statuses.push(
			(
				await postForm(
					server,
					'/auth',
					new URLSearchParams({ intent: 'login', email: `acct${n}@exemple.fr`, password: 'wrong password!' }),
					from('203.0.113.200'),
				)
			).status,
		)
	expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
	expect(statuses[30]).toBe(429)
})

test('sign-up is tightly limited per address (it would otherwise list accounts)', async () => {
	const statuses: number[] = []
	for (let n = 0; n < 3; n++) {
		const response = await postForm(
			server,
			'/auth',
			new URLSearchParams({
				intent: 'signup',
				firstName: 'A',
				lastName: 'B',
				email: `list${n}@exemple.fr`,
				password: 'x'.repeat(16),
			}),
			from('198.51.100.30'),
		)
		statuses.push(response.status)
	}
	expect(statuses[2]).toBe(429)
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	const { rows } = await client.query(`select key from rate_limit_counters`)
	await client.end()
	// Counters name accounts by digest only.
	expect(rows.map((row) => row.key as string).join(' ')).not.toContain('@')
})
