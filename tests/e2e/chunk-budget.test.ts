import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { deferredScripts } from '#app/lib/deferred-hydration.ts'
import { expect, test } from './fixtures.ts'

/**
 * The build's JavaScript budget, read from the build the end-to-end run serves (the
 * prerendered pages and build/client/.vite/manifest.json): every public page hydrates
 * with a handful of files, within a byte budget, and the code loaded on intent (dialogs,
 * validation, calculator results) stays out of them (docs/decisions/034-chunk-budget.md).
 */
const clientDir = path.resolve('build/client')
/** Script files a page loads before it is interactive (modulepreloads and route modules). */
const maxFiles = 6
/**
 * Brotli bytes of those files: a ceiling against growth, at today's heaviest page
 * (123.7 KB, the ROI calculator with its slider; 121.4 KB before the contact form of
 * home and /contact joined the chunk every page shares, docs/decisions/076-contact-form.md)
 * plus a little. React 19 and React Router alone weigh about 89 KB; the target is 100 KB
 * with headers (docs/decisions/047-first-load-budget.md): lower this ceiling as the pages
 * shrink (home and /contact served without the framework take the form out again).
 */
const maxBrotliBytes = 124 * 1024

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] }

function pages(): string[] {
	return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
		.filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
		.filter((file) => !file.startsWith('admin') && !file.startsWith('auth'))
}

/**
 * The script files a prerendered page fetches to hydrate: none while it loads (no
 * modulepreload, no static import in the inline module), then the list its deferred
 * hydration preloads once the page is painted (app/lib/deferred-hydration.ts).
 */
function eagerScripts(html: string): string[] {
	expect(html).not.toContain('rel="modulepreload"')
	expect(html).not.toMatch(/^import \* as \w+ from /m)
	return deferredScripts(html)
}

test.beforeAll(({ playwright: _playwright }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'the build is the same for every browser')
	expect(existsSync(path.join(clientDir, '.vite/manifest.json')), 'npm run build first').toBe(true)
})

test('every public page hydrates with at most 6 script files within the byte budget, stylesheet first', () => {
	const report: string[] = []
	expect(pages().length).toBeGreaterThan(15)
	for (const page of pages()) {
		const html = readFileSync(path.join(clientDir, page), 'utf8')
		const scripts = eagerScripts(html)
		const bytes = scripts.reduce(
			(sum, file) => sum + brotliCompressSync(readFileSync(path.join(clientDir, file))).length,
			0,
		)
		report.push(`${page}: ${scripts.length} files, ${(bytes / 1024).toFixed(1)} KB brotli`)
		expect(scripts.length, page).toBeLessThanOrEqual(maxFiles)
		expect(bytes, page).toBeLessThanOrEqual(maxBrotliBytes)
		expect(scripts.length, page).toBeGreaterThan(2)
		// The stylesheet comes before any script in the document.
		const stylesheet = html.indexOf('rel="stylesheet"')
		expect(stylesheet, page).toBeGreaterThan(0)
		expect(stylesheet, page).toBeLessThan(html.indexOf('<script'))
	}
	console.log(report.join('\n'))
})

test('code loaded on intent stays out of every page’s first load', () => {
	const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
		string,
		ManifestChunk
	>
	const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry)
	const lazySources = lazy.map(([source]) => source)
	for (const expected of ['lead-dialog.tsx', 'roi-results.tsx', 'location-dialog.tsx', 'lead-schema.ts'])
		expect(
			lazySources.some((source) => source.endsWith(expected)),
			expected,
		).toBe(true)
	const lazyFiles = new Set(lazy.map(([, chunk]) => `/${chunk.file}`))
	for (const page of pages()) {
		const scripts = eagerScripts(readFileSync(path.join(clientDir, page), 'utf8'))
		expect(
			scripts.filter((file) => lazyFiles.has(file)),
			page,
		).toEqual([])
		for (const file of scripts) {
			const code = readFileSync(path.join(clientDir, file), 'utf8')
			// zod (form validation) and Radix's dialog load with the dialogs, not with the page.
			expect(code.includes('ZodError'), `${page} ${file}: zod`).toBe(false)
			expect(code.includes('DialogOverlay'), `${page} ${file}: dialog`).toBe(false)
		}
	}
})
