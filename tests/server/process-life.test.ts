import { spawn } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { LANDING, leadForm, poll, postForm, startServer } from './server-process.ts'

function processAlive(pid: number): boolean {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

/** Every file and directory under `dir` whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
	const found: string[] = []
	const walk = (current: string) => {
		for (const entry of readdirSync(current)) {
			const full = path.join(current, entry)
			const stat = lstatSync(full)
			if (stat.isSymbolicLink()) continue
			if ((stat.mode & 0o077) !== 0) found.push(`${full} ${(stat.mode & 0o777).toString(8)}`)
			if (stat.isDirectory()) walk(full)
		}
	}
	walk(dir)
	return found
}

test('SIGTERM to `npm run serve` reaches Node: the request in flight completes, then Node exits', async () => {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-signal-'))
	const server = await startServer({
		command: ['npm', 'run', 'serve'],
		dataDir,
		env: { npm_config_loglevel: 'silent' },
	})
	const nodePid = Number(readFileSync(path.join(dataDir, 'pglite', 'nuvea.pid'), 'utf8').split(' ')[0])
	expect(nodePid).not.toBe(server.child.pid)
	// A lead whose body is still arriving when the signal comes. `Expect: 100-continue`
	// tells when the server has read the request's headers: the signal is sent only then,
	// so it meets a request in flight, not a connection still being opened.
	const body = leadForm('in-flight@exemple.fr').toString()
	const answer = new Promise<number>((resolve, reject) => {
		const request = httpRequest(
			`${server.base}${LANDING}`,
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					'Content-Length': Buffer.byteLength(body),
					Origin: server.base,
					Expect: '100-continue',
				},
			},
			(response) => {
				response.resume()
				resolve(response.statusCode ?? 0)
			},
		)
		request.on('error', reject)
		request.on('continue', () => {
			request.write(body.slice(0, 20))
			server.child.kill('SIGTERM')
			// The rest is sent once the server has logged its shutdown.
			void poll(() => (server.lines.some((line) => line.includes('"shutting down"')) ? true : undefined)).then(() =>
				request.end(body.slice(20)),
			)
		})
		request.flushHeaders()
	})
	expect(await answer).toBe(200)
	expect(await server.exited).toBe(0)
	await poll(() => (processAlive(nodePid) ? undefined : true), 15_000)
	// Closed cleanly: the lock is released, and the lead is in the database.
	expect(existsSync(path.join(dataDir, 'pglite', 'nuvea.pid'))).toBe(false)
	const { PGlite } = await import('@electric-sql/pglite')
	const db = await PGlite.create(path.join(dataDir, 'pglite'))
	const { rows } = await db.query<{ email: string }>('select email from whitepaper_leads')
	await db.close()
	expect(rows).toEqual([{ email: 'in-flight@exemple.fr' }])
})

test('`npm start` hands over to Node with exec at every step (build replaced by a no-op here)', async () => {
	const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
	expect(scripts.start).toMatch(/&& exec npm run serve$/)
	expect(scripts.serve).toMatch(/\bexec node server\/index\.ts$/)
	// The same chain as `npm start` after its build: sh → exec npm → sh → exec node.
	const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-start-'))
	const server = await startServer({
		command: ['sh', '-c', scripts.start!.replace('npm run build', 'true')],
		dataDir,
		env: { npm_config_loglevel: 'silent' },
	})
	const nodePid = Number(readFileSync(path.join(dataDir, 'pglite', 'nuvea.pid'), 'utf8').split(' ')[0])
	server.child.kill('SIGTERM')
	expect(await server.exited).toBe(0)
	await poll(() => (processAlive(nodePid) ? undefined : true), 15_000)
})

test('files under DATA_DIR are owner-only: PGlite files, the outbox, the secret, and what existed before', async () => {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-modes-'))
	mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o777 })
	writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'x', { mode: 0o666 })
	const server = await startServer({ dataDir, env: { SMTP_URL: '' } })
	try {
		expect((await postForm(server, LANDING, leadForm('modes@exemple.fr'))).status).toBe(200)
		await poll(() => (readdirSync(path.join(dataDir, 'outbox')).length >= 2 ? true : undefined))
		expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10)
		expect(openToOthers(dataDir)).toEqual([])
	} finally {
		await server.stop()
	}
})

test('a stale lock (dead process, or a pid reused by another process) does not block a start; a live one does', async () => {
	const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-lock-'))
	const lock = path.join(dataDir, 'pglite', 'nuvea.pid')
	mkdirSync(path.dirname(lock), { recursive: true })
	// A process that has exited.
	const dead = spawn(process.execPath, ['-e', '0'])
	await new Promise((resolve) => dead.on('exit', resolve))
	writeFileSync(lock, `${dead.pid} 12345`)
	let server = await startServer({ dataDir })
	await server.stop()
	// A live pid (this test's) with another start time: the pid was reused after a crash.
	writeFileSync(lock, `${process.pid} 1`)
	server = await startServer({ dataDir })

	// The live holder: a second server on the same data directory refuses to start.
	const second = await startServer({ dataDir, waitReady: false })
	expect(await second.exited).toBe(1)
	expect(second.lines.join('\n')).toContain(`déjà ouverte par le processus ${server.child.pid}`)
	expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
	await server.stop()
})

test('an empty or too short auth secret stops the start with a French message', async () => {
	const cases: { env?: Record<string, string>; file?: string; message: RegExp }[] = [
		{ env: { BETTER_AUTH_SECRET: '' }, message: /BETTER_AUTH_SECRET est vide ou trop court \(0 caractères/ },
		{ env: { BETTER_AUTH_SECRET: 'court' }, message: /BETTER_AUTH_SECRET est vide ou trop court \(5 caractères/ },
		{ file: '', message: /auth-secret est vide ou trop court/ },
		{ file: 'abc\n', message: /auth-secret est vide ou trop court \(3 caractères/ },
	]
	for (const { env, file, message } of cases) {
		const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-secret-'))
		if (file !== undefined) writeFileSync(path.join(dataDir, 'auth-secret'), file)
		const server = await startServer({ dataDir, env, waitReady: false })
		expect(await server.exited).toBe(1)
		expect(server.lines.join('\n')).toMatch(/Démarrage impossible/)
		expect(server.lines.join('\n')).toMatch(message)
		expect(server.lines.join('\n')).not.toMatch(/^\s+at /m)
	}
})

test('a server stopped by SIGTERM right after answering writes the access line of every request', async () => {
	const server = await startServer()
	// Answers from memory, from the render cache and from React Router, all in one burst.
	const paths = ['/', '/blog', '/blog?q=cloud', '/page-inconnue', '/auth', '/_.data', '/healthz']
	const answers = await Promise.all(
		Array.from({ length: 28 }, (_, index) => fetch(`${server.base}${paths[index % paths.length]}`)),
	)
	// The signal comes as the last answer arrives: its line may still be queued for the next write.
	server.child.kill('SIGTERM')
	expect(await server.exited).toBe(0)
	const lines = server.logs().filter((line) => line.msg === 'request')
	// The health checks are not logged; every other answer is, under its route pattern.
	expect(lines).toHaveLength(24)
	const routes = lines.map((line) => line.route)
	for (const route of ['/', '/blog', '/*', '/auth/:page?', '/_.data'])
		expect(routes.filter((logged) => logged === route).length, route).toBeGreaterThanOrEqual(4)
	// Pages carry the id of their line (a page's data does not: the log has it).
	const ids = new Set(lines.map((line) => line.requestId))
	const logged = answers.filter((answer) => answer.headers.has('x-request-id') && !answer.url.endsWith('/healthz'))
	expect(logged.length).toBeGreaterThanOrEqual(16)
	for (const answer of logged) expect(ids.has(answer.headers.get('x-request-id')), answer.url).toBe(true)
})

test('a server stopped while its log reader falls behind still hands over every access line', async () => {
	const server = await startServer()
	// The reader stops reading: the pipe fills, then the server's own queue grows.
	server.child.stdout!.pause()
	const requests = 1_000
	for (let sent = 0; sent < requests; sent += 50)
		await Promise.all(
			Array.from({ length: 50 }, () => fetch(`${server.base}/mentions-legales`).then((answer) => answer.arrayBuffer())),
		)
	server.child.kill('SIGTERM')
	// The reader comes back after the server has finished everything else: it must still be there.
	await new Promise((resolve) => setTimeout(resolve, 1_000))
	expect(server.child.exitCode).toBeNull()
	server.child.stdout!.resume()
	expect(await server.exited).toBe(0)
	expect(server.logs().filter((line) => line.msg === 'request')).toHaveLength(requests)
	expect(server.logs().at(-1)).toMatchObject({ msg: 'stopped' })
})
