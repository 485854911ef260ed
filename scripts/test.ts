/**
 * `npm test`: every check, in order of speed — types, lint, format, unit tests (Vitest,
 * starting nothing), a production build, then side by side the integration tests
 * (Vitest, on PGlite and PostgreSQL, the dev server) and the tests of the built server
 * as a process (both spend most of their time waiting on timers, mail, jobs and
 * processes: together they take the time of the longer one), then the end-to-end tests
 * in Chromium (Playwright) against the build served on a free port. For the end-to-end
 * run this script starts a throwaway PostgreSQL 15 cluster (the server under test uses
 * it, so tests can check stored rows) and a real SMTP server that keeps what it receives.
 * `node scripts/test.ts unit` (up to the integration tests) or
 * `node scripts/test.ts e2e [playwright args]` (build, server, Playwright) runs one part.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startPostgresCluster } from '../tests/setup/postgres.ts'
import { startSmtpCapture } from '../tests/setup/smtp-capture.ts'
import { freePort } from './free-port.ts'

/**
 * Runs a command to its end. `buffered`: its output is kept and printed in one piece when
 * it ends, so that two commands run side by side do not mix their lines.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, { buffered = false } = {}): Promise<void> {
	const title = `\n▶ ${command} ${args.join(' ')}`
	if (!buffered) console.log(title)
	return new Promise((resolve, reject) => {
		const output: Buffer[] = []
		const child = spawn(command, args, {
			stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
			env: { ...process.env, ...env },
		})
		child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
		child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
		child.on('exit', (code) => {
			if (buffered) process.stdout.write(`${title}\n${Buffer.concat(output).toString()}`)
			if (code === 0) resolve()
			else reject(new Error(`${command} ${args.join(' ')} a échoué (code ${code})`))
		})
	})
}

const integrationTests = ['vitest', 'run', '--project', 'integration']
const serverTests = ['vitest', 'run', '--config', 'vitest.server.config.ts']

const [only, ...extra] = process.argv.slice(2)
try {
	if (!only || only === 'unit') {
		await run('npx', ['react-router', 'typegen'])
		await run('npx', ['tsc'])
		await run('npx', ['oxlint'])
		await run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])
		await run('npx', ['vitest', 'run', '--project', 'unit'])
		if (only === 'unit') await run('npx', integrationTests)
	}
	if (!only || only === 'e2e') {
		// One build serves any address: SITE_URL is read when the server starts.
		await run('npm', ['run', 'build'])
		// The server as a process (signals, faults, fuzzing, logs) needs the build; a whole run
		// puts the integration tests beside it (allSettled: each prints its output, then a
		// failure of either stops the run).
		if (!only) {
			const suites = await Promise.allSettled([
				run('npx', integrationTests, {}, { buffered: true }),
				run('npx', serverTests, {}, { buffered: true }),
			])
			for (const suite of suites) if (suite.status === 'rejected') throw suite.reason
		} else if (extra.length === 0) await run('npx', serverTests)
		const port = await freePort()
		const siteUrl = `http://127.0.0.1:${port}`
		const cluster = await startPostgresCluster()
		const mailDir = mkdtempSync(path.join(tmpdir(), 'nuvea-mail-'))
		const smtp = await startSmtpCapture({ dir: mailDir })
		try {
			const admin = new pg.Client({ connectionString: cluster.url })
			await admin.connect()
			await admin.query('create database nuvea_e2e')
			await admin.end()
			await run('npx', ['playwright', 'test', ...extra], {
				E2E_PORT: String(port),
				SITE_URL: siteUrl,
				E2E_DATABASE_URL: cluster.url.replace(/\/postgres$/, '/nuvea_e2e'),
				E2E_SMTP_URL: smtp.url,
				E2E_MAIL_DIR: mailDir,
			})
		} finally {
			await smtp.close()
			cluster.stop()
		}
	}
} catch (error) {
	console.error(`✖ ${(error as Error).message}`)
	process.exit(1)
}
