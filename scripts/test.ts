/**
 * `npm test`: every check, in order of speed — types, unit and integration tests
 * (Vitest, on PGlite and PostgreSQL), then a production build served on a free port
 * and the end-to-end tests in Chromium (Playwright).
 */
import { spawnSync } from 'node:child_process'
import { freePort } from './free-port.ts'

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
	console.log(`\n▶ ${command} ${args.join(' ')}`)
	const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
	if (result.status !== 0) {
		console.error(`✖ ${command} ${args.join(' ')} failed`)
		process.exit(result.status ?? 1)
	}
}

const only = process.argv[2]
const port = await freePort()
const siteUrl = `http://127.0.0.1:${port}`

if (!only || only === 'unit') {
	run('npx', ['react-router', 'typegen'])
	run('npx', ['tsc'])
	run('npx', ['vitest', 'run'])
}
if (!only || only === 'e2e') {
	// The build bakes SITE_URL into canonical URLs: build for the port the tests use.
	run('npm', ['run', 'build'], { SITE_URL: siteUrl, PORT: String(port) })
	run('npx', ['playwright', 'test'], { E2E_PORT: String(port), SITE_URL: siteUrl })
}
