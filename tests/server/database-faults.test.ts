import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startPostgresCluster, type PostgresCluster } from '#tests/setup/postgres.ts'
import {
	createPostgresDatabase,
	LANDING,
	leadForm,
	poll,
	postForm,
	startServer,
	type ServerProcess,
} from './server-process.ts'

const formError = 'Une erreur s’est produite. Veuillez réessayer.'

let cluster: PostgresCluster
let databaseUrl: string
beforeAll(async () => {
	// A cluster of its own: these tests restart, stop and freeze it.
	cluster = await startPostgresCluster()
	databaseUrl = await createPostgresDatabase(cluster.url)
})
afterAll(() => {
	cluster.control.freeze(false)
	cluster.stop()
})

async function storedEmails(): Promise<Set<string>> {
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	try {
		const { rows } = await client.query<{ email: string }>('select email from whitepaper_leads')
		return new Set(rows.map((row) => row.email))
	} finally {
		await client.end()
	}
}

/**
 * Posts leads from `workers` loops until stopped, recording each answer: every 200 is an
 * acknowledgement the table must honour; everything else must be the French 503.
 */
function leadTraffic(server: ServerProcess, tag: string, workers = 3) {
	const acknowledged: string[] = []
	const statuses: number[] = []
	/** How long each 503 took, in milliseconds. */
	const unavailableAfterMs: number[] = []
	const failures: string[] = []
	let running = true
	let counter = 0
	const loops = Array.from({ length: workers }, async () => {
		while (running) {
			const email = `${tag}-${counter++}@exemple.fr`
			try {
				const started = performance.now()
				const response = await postForm(server, LANDING, leadForm(email))
				const text = await response.text()
				statuses.push(response.status)
				if (response.status === 503) unavailableAfterMs.push(performance.now() - started)
				if (response.status === 200) acknowledged.push(email)
				else if (response.status !== 503 || !text.includes(formError))
					failures.push(`${response.status} ${text.slice(0, 200)}`)
			} catch (error) {
				failures.push(`network: ${(error as Error).message}`)
			}
		}
	})
	return {
		acknowledged,
		statuses,
		unavailableAfterMs,
		failures,
		stop: async () => {
			running = false
			await Promise.all(loops)
		},
	}
}

test('PostgreSQL restarted, then frozen, while the site serves: no crash, French 503s within 2 s, no false acknowledgement, recovery', async () => {
	// The default timeouts: they are what this test is about.
	const server = await startServer({ env: { DATABASE_URL: databaseUrl, FORM_RATE_LIMIT_MAX: '100000' } })
	try {
		await poll(async () => ((await fetch(`${server.base}/readyz`)).ok ? true : undefined))
		const traffic = leadTraffic(server, 'restart')
		await poll(() => (traffic.acknowledged.length >= 5 ? true : undefined))
		cluster.control.restart()
		const afterRestart = traffic.acknowledged.length
		await poll(() => (traffic.acknowledged.length >= afterRestart + 5 ? true : undefined), 30_000)

		// Frozen: connections hang instead of failing. Answers must still come, as 503s, each within 2 s.
		const before503 = traffic.unavailableAfterMs.length
		cluster.control.freeze(true)
		try {
			await poll(() => (traffic.unavailableAfterMs.length >= before503 + 12 ? true : undefined), 30_000)
			// As the server measured them (the access log), from the request's arrival to its answer's end.
			const answered503 = server
				.logs()
				.filter((line) => line.msg === 'request' && line.route === LANDING && line.status === 503)
				.map((line) => Number(line.durationMs))
			expect(answered503.length).toBeGreaterThanOrEqual(12)
			expect(answered503.filter((ms) => ms >= 2_000)).toEqual([])
			// Pages that need no database are served as usual; readiness says no; admin says unavailable.
			expect((await fetch(`${server.base}/`)).status).toBe(200)
			expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
			expect((await fetch(`${server.base}/readyz`)).status).toBe(503)
			const admin = await fetch(`${server.base}/admin/leads`, { redirect: 'manual' })
			expect(admin.status).toBe(503)
			expect(await admin.text()).toContain('Service temporairement indisponible')
		} finally {
			cluster.control.freeze(false)
		}
		const afterFreeze = traffic.acknowledged.length
		await poll(() => (traffic.acknowledged.length >= afterFreeze + 5 ? true : undefined), 30_000)
		await traffic.stop()

		expect(traffic.failures).toEqual([])
		expect(traffic.statuses.filter((status) => status === 503).length).toBeGreaterThan(0)
		const stored = await storedEmails()
		expect(traffic.acknowledged.filter((email) => !stored.has(email))).toEqual([])
		expect(server.child.exitCode).toBeNull()
		expect((await fetch(`${server.base}/readyz`)).status).toBe(200)
		// The job queue's errors during the faults name their class and message, on JSON lines.
		const queueErrors = server.logs().filter((line) => line.msg === 'job queue error')
		expect(queueErrors.filter((line) => line.error === 'object' || typeof line.message !== 'string')).toEqual([])
		expect(server.lines.filter((line) => !line.startsWith('{'))).toEqual([])
	} finally {
		await server.stop()
	}
})

test('PostgreSQL down at start: prerendered pages are served, forms answer 503 at once, the site recovers when it comes', async () => {
	cluster.control.shutdown()
	const server = await startServer({
		env: { DATABASE_URL: databaseUrl, FORM_RATE_LIMIT_MAX: '100000' },
		probe: '/healthz',
	})
	try {
		expect((await fetch(`${server.base}/`)).status).toBe(200)
		// The probes answer for themselves, whatever the fast paths kept before: a 404 page, a blog search.
		const probes = async (readyStatus: number) => {
			for (const visit of ['/page-inconnue', '/blog?q=bigquery']) {
				await fetch(`${server.base}${visit}`)
				for (const init of [{}, { method: 'HEAD' }, { headers: { Cookie: 'x=1' } }]) {
					const ready = await fetch(`${server.base}/readyz`, init)
					expect([ready.status, ready.headers.get('content-type')], visit).toEqual([
						readyStatus,
						'text/plain; charset=utf-8',
					])
					expect((await fetch(`${server.base}/healthz`, init)).status, visit).toBe(200)
				}
			}
		}
		await probes(503)
		const refused = await postForm(server, LANDING, leadForm('down@exemple.fr'))
		expect(refused.status).toBe(503)
		expect(await refused.text()).toContain(formError)
		const newsletter = await postForm(server, '/blog', new URLSearchParams({ email: 'down@exemple.fr' }))
		expect(newsletter.status).toBe(503)
		const signIn = await postForm(
			server,
			'/auth',
			new URLSearchParams({ intent: 'login', email: 'a@exemple.fr', password: 'x'.repeat(12) }),
		)
		expect(signIn.status).toBe(503)
		expect(server.logs().some((line) => line.msg === 'database unreachable, retrying')).toBe(true)

		cluster.control.start()
		await poll(async () => ((await fetch(`${server.base}/readyz`)).ok ? true : undefined), 60_000)
		await probes(200)
		expect((await postForm(server, LANDING, leadForm('back@exemple.fr'))).status).toBe(200)
		expect(await storedEmails()).toContain('back@exemple.fr')
		expect(await storedEmails()).not.toContain('down@exemple.fr')
	} finally {
		await server.stop()
	}
})

test('two server processes on one PostgreSQL share one rate-limit budget per visitor, and 429s carry Retry-After', async () => {
	// A database of its own: the counters of the tests above are not this test's.
	const env = { DATABASE_URL: await createPostgresDatabase(cluster.url), FORM_RATE_LIMIT_MAX: '4' }
	const [a, b] = await Promise.all([startServer({ env }), startServer({ env })])
	try {
		const statuses: number[] = []
		const retryAfter: number[] = []
		for (let n = 0; n < 6; n++) {
			const server = n % 2 ? b : a
			const response = await postForm(server, LANDING, leadForm(`shared-${n}@exemple.fr`))
			statuses.push(response.status)
			retryAfter.push(Number(response.headers.get('retry-after') ?? 0))
		}
		expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
		expect(retryAfter.slice(4).every((seconds) => seconds > 0)).toBe(true)
	} finally {
		await Promise.all([a.stop(), b.stop()])
	}
})
