import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3300)
const baseURL = `http://127.0.0.1:${port}`
// Each run gets an empty embedded database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'nuvea-e2e-'))
process.env.E2E_DATA_DIR = dataDir

const chromium = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
	],
}

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.test.ts',
	fullyParallel: true,
	workers: process.env.CI ? 2 : 3,
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
	timeout: 30_000,
	expect: {
		timeout: 7_000,
		// Visual baselines (tests/e2e/visual.test.ts, docs/decisions/095-visual-regression-baselines.md).
		toHaveScreenshot: {
			animations: 'disabled',
			caret: 'hide',
			scale: 'css',
			threshold: 0.2,
			maxDiffPixels: 100,
		},
	},
	// One baseline per project, without the platform suffix: CI and this machine run the same Chromium.
	snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}-{projectName}{ext}',
	use: {
		baseURL,
		launchOptions: chromium,
		// Recording every test's trace (screencast, DOM snapshots) costs CPU a 2-core CI has none of: CI keeps the retry's.
		trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
		locale: 'fr-FR',
	},
	projects: [
		{
			name: 'desktop',
			use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
		},
		{
			name: 'mobile',
			use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
		},
	],
	webServer: {
		command: 'node server/index.ts',
		// Ready: the database and the job queue are there (a form posted earlier may answer 503).
		url: `${baseURL}/readyz`,
		reuseExistingServer: false,
		timeout: 60_000,
		// One JSON access line per request: too many to read in a test run; errors still show.
		stdout: 'ignore',
		stderr: 'pipe',
		env: {
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			SITE_URL: baseURL,
			DATA_DIR: dataDir,
			// scripts/test.ts provides a PostgreSQL database and an SMTP server to check rows and mail.
			...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
			...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
			FORM_RATE_LIMIT_MAX: '1000',
			AUTH_RATE_LIMIT_MAX: '1000',
			SIGNUP_RATE_LIMIT_MAX: '1000',
			// Every announcement goes to every confirmed subscriber the whole run has made (both
			// projects): paced as in production (60 a minute), the last would wait minutes. The
			// pacing itself is tested in tests/integration/newsletter-announcements.test.ts.
			NEWSLETTER_SEND_RATE_PER_MINUTE: '3000',
			JOB_POLL_INTERVAL_SECONDS: '0.5',
		},
	},
})
