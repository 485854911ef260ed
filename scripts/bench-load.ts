/**
 * Load and fault benchmark of the production server (the lead wires it into
 * `npm run bench`). It measures; it never fails on numbers, except a lost
 * acknowledgement (a lead answered 200 and not in the table), which exits 1.
 * Needs a build (`npm run build`). Loopback only, fixed concurrency and duration.
 *
 *   node scripts/bench-load.ts [--duration 60] [--concurrency 16] [--only load,faults,fuzz]
 *
 * - load: a mixed load (page views and lead submissions, about 1 in 5) for --duration
 *   seconds on PGlite, then on PostgreSQL: throughput, p50/p99 per kind, errors, and
 *   acknowledged vs stored leads.
 * - faults: lead submissions on PostgreSQL while it is restarted (`pg_ctl restart -m
 *   fast`), then frozen (SIGSTOP of every server process) for 8 s: answers by status,
 *   acknowledged vs stored, the slowest answer.
 * - fuzz: the property-based test of tests/server/fuzz.test.ts with 12,000 requests.
 * Results are printed and written to bench-results/load.json.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import pg from 'pg'
import { startPostgresCluster } from '../tests/setup/postgres.ts'
import {
	createPostgresDatabase,
	LANDING,
	leadForm,
	poll,
	postForm,
	startServer,
	type ServerProcess,
} from '../tests/server/server-process.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) =>
	args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback
const durationMs = Number(option('duration', '60')) * 1000
const concurrency = Number(option('concurrency', '16'))
const only = new Set(option('only', 'load,faults,fuzz').split(','))

const pages = ['/', '/blog', '/expertise/security', '/blog?q=cloud', LANDING, '/auth', '/expertise/roi-calculator']

function percentile(values: number[], p: number): number {
	if (values.length === 0) return 0
	const sorted = [...values].sort((a, b) => a - b)
	return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
}

async function storedLeads(databaseUrl: string | undefined, server: ServerProcess) {
	if (databaseUrl) {
		const client = new pg.Client({ connectionString: databaseUrl })
		await client.connect()
		const { rows } = await client.query<{ email: string }>('select email from whitepaper_leads')
		await client.end()
		return new Set(rows.map((row) => row.email))
	}
	// PGlite: read after the server has stopped (one process at a time).
	await server.stop()
	const { PGlite } = await import('@electric-sql/pglite')
	const db = await PGlite.create(`${server.dataDir}/pglite`)
	const { rows } = await db.query<{ email: string }>('select email from whitepaper_leads')
	await db.close()
	return new Set(rows.map((row) => row.email))
}

async function mixedLoad(kind: 'pglite' | 'postgres', adminUrl: string) {
	const databaseUrl = kind === 'postgres' ? await createPostgresDatabase(adminUrl) : undefined
	const server = await startServer({
		env: { DATABASE_URL: databaseUrl ?? '', FORM_RATE_LIMIT_MAX: '100000000', SMTP_URL: 'smtp://127.0.0.1:9' },
	})
	const latencies = { page: [] as number[], lead: [] as number[] }
	const errors = new Map<string, number>()
	const acknowledged: string[] = []
	let counter = 0
	const end = Date.now() + durationMs
	const started = performance.now()
	await Promise.all(
		Array.from({ length: concurrency }, async (_, worker) => {
			while (Date.now() < end) {
				const n = counter++
				const isLead = n % 5 === 0
				const t0 = performance.now()
				try {
					if (isLead) {
						const email = `load-${kind}-${worker}-${n}@exemple.fr`
						const response = await postForm(server, LANDING, leadForm(email))
						await response.arrayBuffer()
						if (response.status === 200) acknowledged.push(email)
						else errors.set(`lead ${response.status}`, (errors.get(`lead ${response.status}`) ?? 0) + 1)
					} else {
						const response = await fetch(`${server.base}${pages[n % pages.length]}`, {
							headers: { 'Accept-Encoding': 'br, gzip' },
							signal: AbortSignal.timeout(30_000),
						})
						await response.arrayBuffer()
						if (response.status !== 200)
							errors.set(`page ${response.status}`, (errors.get(`page ${response.status}`) ?? 0) + 1)
					}
				} catch (error) {
					const key = `network ${(error as Error).name}`
					errors.set(key, (errors.get(key) ?? 0) + 1)
				}
				latencies[isLead ? 'lead' : 'page'].push(performance.now() - t0)
			}
		}),
	)
	const seconds = (performance.now() - started) / 1000
	const stored = await storedLeads(databaseUrl, server)
	await server.stop()
	const total = latencies.page.length + latencies.lead.length
	return {
		database: kind,
		seconds: Math.round(seconds),
		concurrency,
		requests: total,
		throughputPerSecond: Math.round(total / seconds),
		pages: {
			count: latencies.page.length,
			p50Ms: percentile(latencies.page, 50),
			p99Ms: percentile(latencies.page, 99),
		},
		leads: {
			count: latencies.lead.length,
			p50Ms: percentile(latencies.lead, 50),
			p99Ms: percentile(latencies.lead, 99),
		},
		errors: Object.fromEntries(errors),
		acknowledged: acknowledged.length,
		acknowledgedButNotStored: acknowledged.filter((email) => !stored.has(email)).length,
		stored: stored.size,
	}
}

async function faultRun(cluster: Awaited<ReturnType<typeof startPostgresCluster>>) {
	const databaseUrl = await createPostgresDatabase(cluster.url)
	const server = await startServer({
		env: {
			DATABASE_URL: databaseUrl,
			FORM_RATE_LIMIT_MAX: '100000000',
			SMTP_URL: 'smtp://127.0.0.1:9',
			DB_CONNECT_TIMEOUT_MS: '2000',
			DB_STATEMENT_TIMEOUT_MS: '3000',
		},
	})
	const statuses = new Map<string, number>()
	const acknowledged: string[] = []
	const attempted: string[] = []
	const slowest = { ms: 0 }
	let running = true
	let counter = 0
	const loops = Array.from({ length: 8 }, async () => {
		while (running) {
			const email = `fault-${counter++}@exemple.fr`
			attempted.push(email)
			const t0 = performance.now()
			let key: string
			try {
				const response = await postForm(server, LANDING, leadForm(email))
				await response.arrayBuffer()
				key = String(response.status)
				if (response.status === 200) acknowledged.push(email)
			} catch (error) {
				key = `network ${(error as Error).name}`
			}
			slowest.ms = Math.max(slowest.ms, performance.now() - t0)
			statuses.set(key, (statuses.get(key) ?? 0) + 1)
		}
	})
	const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
	await wait(3_000)
	cluster.control.restart()
	await wait(5_000)
	// Longer than the client-side query timeout (statement timeout + 1 s): answers must come as 503s.
	cluster.control.freeze(true)
	await wait(8_000)
	cluster.control.freeze(false)
	await poll(async () => ((await fetch(`${server.base}/readyz`)).ok ? true : undefined), 60_000)
	await wait(3_000)
	running = false
	await Promise.all(loops)
	const alive = server.child.exitCode === null
	const stored = await storedLeads(databaseUrl, server)
	await server.stop()
	const ackSet = new Set(acknowledged)
	return {
		run: 'PostgreSQL restarted, then frozen 8 s',
		attempts: attempted.length,
		answers: Object.fromEntries(statuses),
		acknowledged: acknowledged.length,
		stored: stored.size,
		acknowledgedButNotStored: acknowledged.filter((email) => !stored.has(email)).length,
		storedButNotAcknowledged: [...stored].filter((email) => !ackSet.has(email)).length,
		slowestAnswerMs: Math.round(slowest.ms),
		serverAlive: alive,
	}
}

// The machine's load when the run starts: figures from a shared machine are read with it.
const results: Record<string, unknown> = { loadAverage: loadavg().map((value) => Math.round(value * 10) / 10) }
const cluster = await startPostgresCluster()
try {
	if (only.has('load')) {
		for (const kind of ['pglite', 'postgres'] as const) {
			console.log(`\n▶ Charge mixte ${durationMs / 1000} s sur ${kind} (${concurrency} connexions)…`)
			const result = await mixedLoad(kind, cluster.url)
			console.log(result)
			results[`load-${kind}`] = result
		}
	}
	if (only.has('faults')) {
		console.log('\n▶ Pannes PostgreSQL sous charge (redémarrage, puis gel de 8 s)…')
		const result = await faultRun(cluster)
		console.log(result)
		results.faults = result
	}
} finally {
	cluster.control.freeze(false)
	cluster.stop()
}
if (only.has('fuzz')) {
	console.log('\n▶ Test par propriétés : 12 000 requêtes générées…')
	const fuzz = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.server.config.ts', 'tests/server/fuzz.test.ts'], {
		stdio: 'inherit',
		env: { ...process.env, FUZZ_RUNS: '12000' },
	})
	results.fuzz = { requests: 12_000, passed: fuzz.status === 0 }
}
await mkdir('bench-results', { recursive: true })
await writeFile('bench-results/load.json', `${JSON.stringify(results, null, 2)}\n`)
console.log('\nRésultats écrits dans bench-results/load.json')
const lost = Object.values(results).some(
	(result) => ((result as { acknowledgedButNotStored?: number }).acknowledgedButNotStored ?? 0) > 0,
)
if (lost || (results.fuzz && !(results.fuzz as { passed: boolean }).passed)) process.exit(1)
