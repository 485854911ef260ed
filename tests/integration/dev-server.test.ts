import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { freePort } from '../../scripts/free-port.ts'

/**
 * `npm run dev` serves the site with hot reload under its own, looser CSP (Vite's
 * websocket, injected styles, eval): the page loads with no console error and the
 * hot-reload client connects. Production's policy has none of it (app/lib/csp.test.ts
 * and the security-headers end-to-end test).
 */
let server: ChildProcess
let baseUrl: string
let output = ''

beforeAll(async () => {
	const port = await freePort()
	baseUrl = `http://127.0.0.1:${port}`
	server = spawn(process.execPath, ['server/index.ts', '--dev'], {
		env: {
			...process.env,
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nuvea-dev-')),
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	server.stdout!.on('data', (chunk) => (output += chunk))
	server.stderr!.on('data', (chunk) => (output += chunk))
	// Poll until the server answers (Vite bundles the dependencies on the first start).
	await vi.waitFor(
		async () => {
			if (server.exitCode !== null) throw new Error(`npm run dev s’est arrêté :\n${output}`)
			const response = await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) })
			if (!response.ok) throw new Error(`HTTP ${response.status}`)
		},
		{ timeout: 150_000, interval: 250 },
	)
}, 180_000)

afterAll(() => {
	server?.kill('SIGTERM')
})

test('the dev server serves / with hot reload connected and no console error', async () => {
	const response = await fetch(baseUrl)
	const csp = response.headers.get('content-security-policy') ?? ''
	expect(csp).toMatch(/connect-src 'self' ws: wss:/)
	const browser = await chromium.launch({
		executablePath: '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu'],
	})
	try {
		const page = await browser.newPage()
		const errors: string[] = []
		page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
		page.on('pageerror', (error) => errors.push(error.message))
		const connected = page.waitForEvent('console', {
			predicate: (message) => message.text().includes('[vite] connected'),
			timeout: 60_000,
		})
		await page.goto(baseUrl, { waitUntil: 'networkidle', timeout: 90_000 })
		await connected
		expect(errors).toEqual([])
	} finally {
		await browser.close()
	}
}, 180_000)
