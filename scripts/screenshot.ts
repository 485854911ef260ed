/**
 * Takes full-page Chromium screenshots of pages at mobile and desktop widths:
 *   node scripts/screenshot.ts http://localhost:3000 / /blog …  (writes to ./screenshots or $OUT)
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const out = process.env.OUT ?? 'screenshots'
await mkdir(out, { recursive: true })
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--no-first-run',
	],
})
for (const width of [390, 1280]) {
	const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } })
	for (const path of paths.length ? paths : ['/']) {
		await page.goto(base + path, { waitUntil: 'networkidle' })
		// Let lazy images below the fold load before the full-page capture.
		await page.evaluate(async () => {
			for (let y = 0; y < document.body.scrollHeight; y += 600) {
				window.scrollTo(0, y)
				await new Promise((resolve) => setTimeout(resolve, 60))
			}
			window.scrollTo(0, 0)
		})
		await page.waitForTimeout(300)
		const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_')}-${width}.png`
		await page.screenshot({ path: `${out}/${name}`, fullPage: true })
		console.log(`${out}/${name}`)
	}
	await page.close()
}
await browser.close()
