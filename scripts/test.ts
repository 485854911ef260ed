/**
 * `npm test`: every check, in order of speed — types, lint, format, unit tests (Vitest,
 * starting nothing), integration tests (Vitest, on PGlite and PostgreSQL, the dev
 * server), then a production build served on a free port and the end-to-end tests in
 * Chromium (Playwright). For the end-to-end run this
 * script starts a throwaway PostgreSQL 15 cluster (the server under test uses it, so
 * tests can check stored rows) and a real SMTP server that keeps what it receives.
 * `node scripts/test.ts unit` or `node scripts/test.ts e2e [playwright args]` runs one part.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startPostgresCluster } from '../tests/setup/postgres.ts'
import { startSmtpCapture } from '../tests/setup/smtp-capture.ts'
import { freePort } from './free-port.ts'

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
	console.log(`\n▶ ${command} ${args.join(' ')}`)
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
		child.on('exit', (code) =>
			code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} a échoué (code ${code})`)),
		)
	})
}

const [only, ...extra] = process.argv.slice(2)
try {
	if (!only || only === 'unit') {
		await run('npx', ['react-router', 'typegen'])
		await run('npx', ['tsc'])
		await run('npx', ['oxlint'])
		await run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])
		await run('npx', ['vitest', 'run', '--project', 'unit'])
		await run('npx', ['vitest', 'run', '--project', 'integration'])
	}
	if (!only || only === 'e2e') {
		const port = await freePort()
		const siteUrl = `http://127.0.0.1:${port}`
		// The build bakes SITE_URL into canonical URLs: build for the port the tests use.
		await run('npm', ['run', 'build'], { SITE_URL: siteUrl, PORT: String(port) })
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
