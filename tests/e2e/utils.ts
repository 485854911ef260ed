import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

export function isMobile(testInfo: TestInfo): boolean {
	return testInfo.project.name === 'mobile'
}

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string } = {}) {
	const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
	const results = await (options.exclude ? builder.exclude(options.exclude) : builder).analyze()
	const serious = results.violations.filter(
		(violation) => violation.impact === 'serious' || violation.impact === 'critical',
	)
	expect(
		serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
	).toEqual([])
}

/** Collects console errors (CSP violations included) and requests to other hosts. */
export function watchPage(page: Page, baseURL: string) {
	const consoleErrors: string[] = []
	const foreignRequests: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') consoleErrors.push(message.text())
	})
	page.on('pageerror', (error) => consoleErrors.push(error.message))
	page.on('request', (request) => {
		const url = new URL(request.url())
		if (url.protocol === 'data:' || url.protocol === 'blob:') return
		if (url.origin !== new URL(baseURL).origin) foreignRequests.push(request.url())
	})
	return { consoleErrors, foreignRequests }
}

/** Scrolls to the bottom in steps so lazy content and reveal effects run. */
export async function scrollThrough(page: Page) {
	await page.evaluate(async () => {
		for (let y = 0; y < document.body.scrollHeight; y += 500) {
			window.scrollTo(0, y)
			// Two frames: the intersection observers see the new position before the next step.
			await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
		}
	})
}

/** True once the element’s top sits within the viewport (below the fixed header). */
export async function isInViewport(page: Page, selector: string): Promise<boolean> {
	return page.locator(selector).evaluate((element) => {
		const rect = element.getBoundingClientRect()
		return rect.top >= 0 && rect.top < window.innerHeight / 2
	})
}

/** Rows of the database the server under test uses (scripts/test.ts provides PostgreSQL). */
export async function queryDatabase<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
	const url = process.env.E2E_DATABASE_URL
	if (!url)
		throw new Error('E2E_DATABASE_URL manquant : lancez les tests avec `npm test` ou `node scripts/test.ts e2e`.')
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return (await client.query(sql, params)).rows as T[]
	} finally {
		await client.end()
	}
}

/** A captured e-mail as a mail client reads it: headers unfolded, quoted-printable and encoded words decoded. */
export function decodeMail(raw: string): string {
	const unfolded = raw.replace(/\?=\r?\n\s+=\?UTF-8\?Q\?/g, '').replace(/\r?\n[ \t]+/g, ' ')
	const words = unfolded.replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, ' '))
	return words
		.replace(/=\r?\n/g, '')
		.replace(/(=[0-9A-F]{2})+/g, (sequence) => Buffer.from(sequence.replace(/=/g, ''), 'hex').toString('utf8'))
}

/** Mail received by the test SMTP server, waiting until one matches. */
export async function waitForMail(match: (mail: { to: string[]; raw: string }) => boolean, timeoutMs = 10_000) {
	const { readdirSync, readFileSync } = await import('node:fs')
	const dir = process.env.E2E_MAIL_DIR
	if (!dir) throw new Error('E2E_MAIL_DIR manquant : lancez les tests avec `npm test`.')
	let found: { to: string[]; raw: string } | undefined
	await expect(() => {
		found = readdirSync(dir)
			.map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { to: string[]; raw: string })
			.find(match)
		expect(found, 'Aucun e-mail reçu').toBeDefined()
	}).toPass({ timeout: timeoutMs })
	return found!
}

/**
 * Waits until React has hydrated the page: the hydration code loads once the page is
 * painted (app/lib/deferred-hydration.ts), and behaviours beyond plain HTML start then.
 */
export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('_reactListening')))
}

/** Sends a job to the server's queue as its own schedule or a due time would (pg-boss on the test database). */
export async function sendJob(type: string, payload: object) {
	const { PgBoss } = await import('pg-boss')
	const boss = new PgBoss({
		connectionString: process.env.E2E_DATABASE_URL,
		schema: 'pgboss',
		supervise: false,
		schedule: false,
		migrate: false,
	})
	await boss.start()
	try {
		await boss.send(type, payload)
	} finally {
		await boss.stop({ graceful: false })
	}
}

/**
 * "A new article in the build": the server schedules an announcement for every published
 * article that has no announcement row. Removing one article's row makes it new to the
 * newsletter without another build; the daily job is then sent as its schedule would.
 * Returns the announcement, scheduled NEWSLETTER_ANNOUNCEMENT_DELAY_HOURS later.
 */
export async function announceAgain(slug: string): Promise<{ id: string; dueAt: Date }> {
	await queryDatabase('delete from newsletter_announcements where article_slug = $1', [slug])
	await sendJob('newsletter.daily', {})
	let row: { id: string; due_at: Date; status: string } | undefined
	await expect(async () => {
		;[row] = await queryDatabase<{ id: string; due_at: Date; status: string }>(
			'select id, due_at, status from newsletter_announcements where article_slug = $1',
			[slug],
		)
		expect(row?.status).toBe('scheduled')
	}).toPass({ timeout: 15_000 })
	return { id: row!.id, dueAt: new Date(row!.due_at) }
}

/** Its due time comes now: what the queue does when the 24 hours have passed (the release job, at that time). */
export async function makeDue(announcementId: string) {
	await queryDatabase('update newsletter_announcements set due_at = now() where id = $1', [announcementId])
	await sendJob('newsletter.release', { announcementId })
}
