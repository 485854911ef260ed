import AxeBuilder from '@axe-core/playwright'
import { publicPaths } from '#app/config/route-table.ts'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'

export function isMobile(testInfo: TestInfo): boolean {
	return testInfo.project.name === 'mobile'
}

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
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

/** The grid's cards fill every row from edge to edge: no hole, whatever the width. */
export async function expectFullRows(grid: Locator) {
	const rows = await grid.evaluate((list) => {
		const width = list.getBoundingClientRect().width
		const gap = parseFloat(getComputedStyle(list).columnGap) || 0
		const byTop = new Map<number, number>()
		for (const item of list.children) {
			const rect = item.getBoundingClientRect()
			const top = Math.round(rect.top)
			byTop.set(top, (byTop.get(top) ?? 0) + rect.width + gap)
		}
		return [...byTop.values()].map((filled) => Math.round(filled - gap - width))
	})
	expect(
		rows.every((missing) => Math.abs(missing) <= 2),
		`missing width per row: ${rows.join(', ')}`,
	).toBe(true)
}

/** The pages a visitor can reach: the sitemap's (the route table lists them), the sign-in page and a 404. */
export function publicPages(): string[] {
	return [...publicPaths(), '/auth', '/blog/nope']
}
