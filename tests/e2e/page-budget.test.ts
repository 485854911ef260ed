import type { Page, Response } from '@playwright/test'
import { publicPaths } from '#app/config/route-table.ts'
import {
	APP_PAGE_JS_BYTES,
	FONT_HALF_BYTES,
	isFramework,
	READING_PAGE_JS_BYTES,
	READING_PAGE_JS_FILES,
} from '../../scripts/page-budget.ts'
import { expect, test } from './fixtures.ts'

/**
 * The JavaScript budget of every public page, as a first visit transfers it (compressed
 * bodies and response headers), measured in Chromium on the build the end-to-end run
 * serves (docs/decisions/054-static-first-pages.md):
 * - reading pages: at most 10 KB in at most three files, every page's module among them, and
 *   neither React nor React Router in any of it;
 * - app pages (the ROI calculator is the only public one): at most 110 KB.
 * And the fonts: every public page shows only characters of the font's two preloaded
 * halves, each within FONT_HALF_BYTES (docs/decisions/099-font-in-two-preloaded-halves.md).
 * `npm run bench` prints the same figures with Lighthouse's, for every public page.
 */
const appPages = new Set(['/expertise/roi-calculator'])

type Download = { url: string; bytes: number; body: string }

/** The scripts and fonts a first visit of `path` downloads (compressed bodies and headers). */
async function downloadsOf(page: Page, path: string): Promise<{ scripts: Download[]; fonts: Download[] }> {
	const responses: Response[] = []
	page.on('response', (response) => {
		if (['script', 'font'].includes(response.request().resourceType())) responses.push(response)
	})
	await page.goto(path)
	await page.waitForLoadState('networkidle')
	const downloads = await Promise.all(
		responses.map(async (response) => {
			const sizes = await response.request().sizes()
			const script = response.request().resourceType() === 'script'
			return {
				script,
				url: new URL(response.url()).pathname,
				bytes: sizes.responseBodySize + sizes.responseHeadersSize,
				body: script ? await response.text() : '',
			}
		}),
	)
	return {
		scripts: downloads.filter((download) => download.script),
		fonts: downloads.filter((download) => !download.script),
	}
}

/** The font file's name without its hash: `/assets/inter-signs-QxMTU0cu.woff2` → `inter-signs`. */
const fontName = (url: string) => url.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, '$1')
const fontHalves = ['inter-letters', 'inter-signs']

test.beforeAll(({ playwright: _playwright }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'the build is the same for every browser')
})

for (const path of publicPaths()) {
	const app = appPages.has(path)
	test(`${path}: ${app ? 'an app page within 110 KB of JavaScript' : 'a document, at most 10 KB of JavaScript and no framework'}; the font's two preloaded halves, each within ${FONT_HALF_BYTES / 1024} KB, and no other font file`, async ({
		page,
	}) => {
		await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'br, gzip' })
		const { scripts, fonts } = await downloadsOf(page, path)
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
			// The header and the visit's attribution come in every page's one module.
			expect(
				scripts.filter((script) => /^\/assets\/reading-page-[\w-]{8}\.js$/.test(script.url)),
				report,
			).toHaveLength(1)
			expect(scripts.length, report).toBeLessThanOrEqual(READING_PAGE_JS_FILES)
		}
		const fontReport = fonts.map((font) => `${font.url} ${font.bytes} bytes`).join(', ')
		expect(fonts.map((font) => fontName(font.url)).sort(), fontReport).toEqual(fontHalves)
		for (const font of fonts) expect(font.bytes, fontReport).toBeLessThanOrEqual(FONT_HALF_BYTES)
		const preloaded = await page
			.locator('link[rel="preload"][as="font"]')
			.evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
		expect(preloaded.sort()).toEqual(fonts.map((font) => font.url).sort())
	})
}

test('a visitor who types a letter of neither half gets it in Inter, from the rest fetched then', async ({ page }) => {
	const { fonts } = await downloadsOf(page, '/contact')
	expect(fonts.map((font) => fontName(font.url)).sort()).toEqual(fontHalves)
	const rest = page.waitForResponse((response) => fontName(new URL(response.url()).pathname) === 'inter-rest')
	await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Muñoz')
	expect((await rest).status()).toBe(200)
	await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'ñ'))).toBe(true)
})
