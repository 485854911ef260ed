/**
 * Durable delivery with real server processes (docs/decisions/035-job-queue.md): a job
 * committed with its lead survives a SIGKILL and is delivered after the restart, on
 * PGlite and on PostgreSQL; two instances on one PostgreSQL deliver every job once.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import pg from 'pg'
import { freePort } from '../../scripts/free-port.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { startWebhookReceiver } from '../setup/webhook-receiver.ts'

const LANDING = '/ressources/livre-blanc-data-platforms-scalables-google-cloud'

/** A server process; `errors` keeps what it wrote to stderr (its warnings and errors), read so the pipe never fills. */
type Server = { base: string; process: ChildProcess; exited: Promise<number | null>; errors: string[] }

async function startServer(env: Record<string, string>): Promise<Server> {
	const port = await freePort()
	const child = spawn(process.execPath, ['server/index.ts'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			FORM_RATE_LIMIT_MAX: '1000',
			JOB_POLL_INTERVAL_SECONDS: '0.5',
			JOB_RETRY_DELAY_SECONDS: '1',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
	const errors: string[] = []
	child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()))
	await new Promise<void>((resolve, reject) => {
		child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('"msg":"listening"') && resolve())
		void exited.then((code) => reject(new Error(`server exited ${code}`)))
	})
	const base = `http://127.0.0.1:${port}`
	// Ready (database and job queue), as a load balancer would wait: a form posted earlier may answer 503.
	await poll(async () => ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok ? true : undefined), 60_000)
	return { base, process: child, exited, errors }
}

async function newPostgresDatabase(): Promise<string> {
	const url = process.env.E2E_DATABASE_URL
	if (!url) throw new Error('E2E_DATABASE_URL manquant : lancez les tests avec `node scripts/test.ts e2e`.')
	const name = `delivery_${randomBytes(5).toString('hex')}`
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	return url.replace(/\/[^/]+$/, `/${name}`)
}

const lead = (email: string) => ({
	firstName: 'Claire',
	lastName: 'Dupont',
	email,
	company: 'Acme',
	jobTitle: 'DSI',
	phone: '0123456789',
})

/** Calls `check` until it returns a value, with Playwright's expect.poll (no fixed sleeps). */
async function poll<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
	let value: T | undefined
	await expect
		.poll(
			async () => {
				value = await check()
				return value !== undefined
			},
			{ timeout: timeoutMs },
		)
		.toBe(true)
	return value!
}

for (const kind of ['pglite', 'postgres'] as const) {
	test(`on ${kind}: a lead committed just before a SIGKILL gets its e-mail after the restart`, async ({
		request,
	}, testInfo) => {
		test.skip(testInfo.project.name !== 'desktop', 'no browser involved')
		test.setTimeout(120_000)
		const smtp = await startSmtpCapture()
		const env = {
			SMTP_URL: smtp.url,
			DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nuvea-kill-')),
			DATABASE_URL: kind === 'postgres' ? await newPostgresDatabase() : '',
		}
		try {
			// The first process writes the lead and its job, and dies before any delivery.
			const first = await startServer({ ...env, JOB_WORKER: 'false' })
			const response = await request.post(`${first.base}${LANDING}`, {
				form: lead(`killed-${kind}@exemple.fr`),
				headers: { Origin: first.base },
			})
			expect(response.status()).toBe(200)
			first.process.kill('SIGKILL')
			expect(await first.exited).toBeNull()
			expect(smtp.messages).toHaveLength(0)

			const second = await startServer(env)
			const mail = await poll(() => smtp.messages.find((message) => message.to.includes(`killed-${kind}@exemple.fr`)))
			expect(mail.raw).toContain('Data Platforms scalables')
			second.process.kill('SIGTERM')
			expect(await second.exited).toBe(0)
			expect(smtp.messages.filter((message) => message.to.includes(`killed-${kind}@exemple.fr`))).toHaveLength(1)
		} finally {
			await smtp.close()
		}
	})
}

test('two instances on one PostgreSQL deliver every job exactly once', async ({ request }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'no browser involved')
	test.setTimeout(180_000)
	const secret = `whsec_${randomBytes(32).toString('base64')}`
	const smtp = await startSmtpCapture()
	const receiver = await startWebhookReceiver(secret)
	const databaseUrl = await newPostgresDatabase()
	const env = {
		SMTP_URL: smtp.url,
		DATABASE_URL: databaseUrl,
		SALES_NOTIFY_EMAILS: 'ventes@nuvea.example',
		WEBHOOK_URL: receiver.url,
		WEBHOOK_SECRET: secret,
	}
	const servers: Server[] = []
	try {
		servers.push(await startServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nuvea-a-')) }))
		servers.push(await startServer({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nuvea-b-')) }))
		const count = 40
		const emails = Array.from({ length: count }, (_, n) => `twin-${n}@exemple.fr`)
		// A form whose database answers late says 503 with Retry-After and stores nothing
		// (docs/decisions/067-fail-fast-database.md); the visitor sends again, and so does this
		// test: what it checks is that every stored lead is delivered exactly once.
		const send = async (base: string, email: string) => {
			for (let attempt = 1; ; attempt++) {
				const response = await request.post(`${base}${LANDING}`, { form: lead(email), headers: { Origin: base } })
				if (response.status() !== 503 || attempt === 5) return response.status()
				const retryAfter = Number(response.headers()['retry-after'] ?? '1')
				await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
			}
		}
		const statuses = await Promise.all(emails.map((email, n) => send(servers[n % 2]!.base, email)))
		expect(statuses.every((status) => status === 200)).toBe(true)
		const client = new pg.Client({ connectionString: databaseUrl })
		await client.connect()
		try {
			await poll(async () => {
				const { rows } = await client.query<{ n: number }>(
					"select count(*)::int as n from pgboss.job where name like 'lead.%' and state = 'completed'",
				)
				return rows[0]!.n === count * 3 ? true : undefined
			}, 120_000)
			// Every job at its first attempt: the handlers wait for a connection on the jobs' own
			// pool instead of failing after the visitors' 1 s (docs/decisions/102-patient-pool-for-jobs.md).
			const { rows } = await client.query<{ n: number }>(
				"select count(*)::int as n from pgboss.job where name like 'lead.%' and (state <> 'completed' or retry_count > 0)",
			)
			// A job failed once and was retried: the servers' error lines say why.
			expect(rows[0]!.n, servers.flatMap((server) => server.errors).join('')).toBe(0)
		} finally {
			await client.end()
		}
		const visitorMails = smtp.messages.filter((message) => message.to[0]?.startsWith('twin-'))
		expect(visitorMails.map((message) => message.to[0]).sort()).toEqual([...emails].sort())
		expect(smtp.messages.filter((message) => message.to.includes('ventes@nuvea.example'))).toHaveLength(count)
		expect(receiver.calls).toHaveLength(count)
		expect(receiver.calls.every((call) => call.verified && call.status === 200)).toBe(true)
		expect(new Set(receiver.calls.map((call) => call.id)).size).toBe(count)
	} finally {
		for (const server of servers) server.process.kill('SIGTERM')
		await Promise.all(servers.map((server) => server.exited))
		await smtp.close()
		await receiver.close()
	}
})
