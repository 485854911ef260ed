import type { Page, Response } from '@playwright/test'
import { publicPaths } from '#app/config/route-table.ts'
import { APP_PAGE_JS_BYTES, isFramework, READING_PAGE_JS_BYTES } from '../../scripts/page-budget.ts'
import { expect, test } from './fixtures.ts'

/**
 * The JavaScript budget of every public page, as a first visit transfers it (compressed
 * bodies and response headers), measured in Chromium on the build the end-to-end run
 * serves (docs/decisions/054-static-first-pages.md):
 * - reading pages: at most 10 KB, and neither React nor React Router in any of it;
 * - app pages (the ROI calculator is the only public one): at most 110 KB.
 * `npm run bench` prints the same figures with Lighthouse's, for every public page.
 */
const appPages = new Set(['/expertise/roi-calculator'])

type Script = { url: string; bytes: number; body: string }

async function scriptsOf(page: Page, path: string): Promise<Script[]> {
	const responses: Response[] = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') responses.push(response)
	})
	await page.goto(path)
	await page.waitForLoadState('networkidle')
	return Promise.all(
		responses.map(async (response) => {
			const sizes = await response.request().sizes()
			return {
				url: new URL(response.url()).pathname,
				bytes: sizes.responseBodySize + sizes.responseHeadersSize,
				body: await response.text(),
			}
		}),
	)
}

test.beforeAll(({ playwright: _playwright }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'the build is the same for every browser')
})

for (const path of publicPaths()) {
	const app = appPages.has(path)
	test(`${path}: ${app ? 'an app page within 110 KB of JavaScript' : 'a document, at most 10 KB of JavaScript and no framework'}`, async ({
		page,
	}) => {
		await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'br, gzip' })
		const scripts = await scriptsOf(page, path)
		const total = scripts.reduce((sum, script) => sum + script.bytes, 0)
		const framework = scripts.filter((script) => isFramework(script.body))
		const report = scripts.map((script) => `${script.url} ${(script.bytes / 1024).toFixed(1)} KB`).join(', ')
		console.log(`${path}: ${(total / 1024).toFixed(1)} KB in ${scripts.length} files (${report})`)
		if (app) {
			expect(framework.length, `${path} hydrates`).toBeGreaterThan(0)
			expect(total, report).toBeLessThanOrEqual(APP_PAGE_JS_BYTES)
		} else {
			expect(
				framework.map((script) => script.url),
				`${path} loads a framework`,
			).toEqual([])
			expect(total, report).toBeLessThanOrEqual(READING_PAGE_JS_BYTES)
		}
	})
}
