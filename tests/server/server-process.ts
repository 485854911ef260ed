/**
 * The production server as a child process, for tests of what only a real process
 * shows (signals, logs, file modes, the database going away). Needs a build
 * (`npm run build`); scripts/test.ts runs these tests right after building.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../../scripts/free-port.ts'

export type ServerProcess = {
	base: string
	port: number
	dataDir: string
	child: ChildProcess
	/** Every line the process wrote, stdout and stderr. */
	lines: string[]
	/** The JSON lines among them. */
	logs: () => Record<string, unknown>[]
	exited: Promise<number | null>
	stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export function assertBuilt(): void {
	if (!existsSync('build/server/index.js'))
		throw new Error('Construction absente : lancez `npm run build` avant ces tests (scripts/test.ts le fait).')
}

/**
 * Starts `node server/index.ts` (or `command`) and waits until it is ready: /readyz
 * answers 200 (database and job queue there), or only /healthz with `probe: '/healthz'`
 * (a server started without its database).
 */
export async function startServer(
	options: {
		env?: Record<string, string>
		command?: string[]
		dataDir?: string
		waitReady?: boolean
		probe?: '/healthz' | '/readyz'
	} = {},
): Promise<ServerProcess> {
	assertBuilt()
	const port = await freePort()
	const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'nuvea-server-'))
	const [command, ...args] = options.command ?? [process.execPath, 'server/index.ts']
	const child = spawn(command!, args, {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			SITE_URL: `http://127.0.0.1:${port}`,
			DATA_DIR: dataDir,
			DATABASE_URL: '',
			SMTP_URL: '',
			TRUST_PROXY: '',
			...options.env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const lines: string[] = []
	for (const stream of [child.stdout!, child.stderr!]) {
		let rest = ''
		stream.on('data', (chunk: Buffer) => {
			const text = rest + chunk.toString()
			const parts = text.split('\n')
			rest = parts.pop() ?? ''
			lines.push(...parts)
		})
	}
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	const base = `http://127.0.0.1:${port}`
	const server: ServerProcess = {
		base,
		port,
		dataDir,
		child,
		lines,
		exited,
		logs: () =>
			lines.flatMap((line) => {
				if (!line.startsWith('{')) return []
				try {
					return [JSON.parse(line) as Record<string, unknown>]
				} catch {
					return []
				}
			}),
		stop: async (signal = 'SIGTERM') => {
			if (child.exitCode === null && child.signalCode === null) child.kill(signal)
			return exited
		},
	}
	if (options.waitReady !== false) {
		let gone = false
		void exited.then(() => (gone = true))
		await poll(async () => {
			if (gone) throw new Error(`Le serveur s'est arrêté :\n${lines.join('\n')}`)
			const response = await fetch(`${base}${options.probe ?? '/readyz'}`).catch(() => undefined)
			return response?.ok ? true : undefined
			// Generous: on a loaded machine a start (PGlite, migrations) can take a minute.
		}, 150_000)
	}
	return server
}

/**
 * Calls `check` until it returns something other than undefined (no fixed sleeps). A loop
 * of its own rather than vi.waitFor: scripts/bench-load.ts starts servers with this module
 * outside Vitest, where Vitest's helpers cannot run.
 */
export async function poll<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
	const start = Date.now()
	for (;;) {
		const value = await check()
		if (value !== undefined) return value
		if (Date.now() - start > timeoutMs) throw new Error('poll: délai dépassé')
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}

/** A new empty database on the test cluster. */
export async function createPostgresDatabase(adminUrl: string): Promise<string> {
	const name = `srv_${randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	return adminUrl.replace(/\/postgres$/, `/${name}`)
}

/** A white-paper lead as the landing form posts it (urlencoded, same origin). */
export function leadForm(email: string): URLSearchParams {
	return new URLSearchParams({
		firstName: 'Claire',
		lastName: 'Dupont',
		email,
		company: 'Acme',
		jobTitle: 'DSI',
		phone: '0123456789',
	})
}

export const LANDING = '/ressources/livre-blanc-data-platforms-scalables-google-cloud'

export function postForm(
	server: { base: string },
	pathname: string,
	body: URLSearchParams | string,
	headers: Record<string, string> = {},
) {
	return fetch(`${server.base}${pathname}`, {
		method: 'POST',
		body: body.toString(),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.base, ...headers },
		redirect: 'manual',
		signal: AbortSignal.timeout(30_000),
	})
}
