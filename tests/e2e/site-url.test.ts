import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures.ts'
import { freePort } from '../../scripts/free-port.ts'
import { inspectPdf, structureProblems } from '#app/infra/pdf/inspect-pdf.server.ts'

/**
 * One build, two deployments: two production servers started from the same build with
 * different SITE_URLs, the second with another identity too (phone, e-mail, offices,
 * booking link…), each print their own settings everywhere
 * (docs/decisions/030-runtime-site-url.md, docs/decisions/053-runtime-site-identity.md).
 */
/** A started server; `starting` and `ready`: when it was launched and when it first answered. */
type Site = { origin: string; url: string; process: ChildProcess; starting: number; ready: number }
const sites: Site[] = []

/** The second deployment's identity; the build (and the first server) has the defaults. */
const otherIdentity = {
	SITE_NAME: 'Nébula Conseil',
	SITE_PHONE: '+33 5 61 00 98 76',
	SITE_EMAIL: 'bonjour@nuvea-deux.example',
	SITE_LEGAL_NAME: 'Nuvéa Deux SAS',
	SITE_OFFICE_PARIS_STREET: '4 place des Cumulus',
	SITE_BOOKING_URL: 'https://rendez-vous.nuvea-deux.example/',
	SITE_CAREERS_URL: 'https://emplois.nuvea-deux.example/',
	SECURITY_CONTACT: 'securite@nuvea-deux.example, https://nuvea-deux.example/securite',
}
/** The defaults those replace: none may remain on the second server (the host's address is another setting). */
const defaultValues = ['contact@nuvea.example', 'nuvea-rendez-vous', 'careers.nuvea.example', '+33199001234']

async function startServer(siteUrl: (port: number) => string, identity: Record<string, string> = {}): Promise<Site> {
	const port = await freePort()
	const origin = siteUrl(port)
	const starting = Date.now()
	const child = spawn(process.execPath, ['server/index.ts'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			SITE_URL: origin,
			DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nuvea-site-url-')),
			// The run's PostgreSQL when there is one (already migrated): an embedded database
			// of its own takes long to create on a busy machine.
			DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
			...identity,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	const url = `http://127.0.0.1:${port}`
	await expect
		.poll(async () => (await fetch(`${url}/robots.txt`).catch(() => null))?.status, { timeout: 150_000 })
		.toBe(200)
	return { origin, url, process: child, starting, ready: Date.now() }
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright: _playwright }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'servers are not browser-specific')
	testInfo.setTimeout(300_000)
	sites.push(await startServer((port) => `http://127.0.0.1:${port}`))
	sites.push(await startServer(() => 'https://www.nuvea-deux.example', otherIdentity))
})

test.afterAll(() => {
	for (const site of sites) site.process.kill('SIGTERM')
})

function sha256(text: string): string {
	return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

test('canonical, Open Graph, JSON-LD, sitemap, RSS, robots.txt and legal texts name the address of each server', async () => {
	// Two servers × every page of the sitemap and its data: grows with the site.
	test.setTimeout(90_000)
	for (const { origin, url } of sites) {
		const home = await (await fetch(`${url}/`)).text()
		expect(home).toContain(`<link rel="canonical" href="${origin}/"/>`)
		expect(home).toContain(`<meta property="og:url" content="${origin}/"/>`)
		expect(home).toContain(`<meta property="og:image" content="${origin}/og/home.png"/>`)
		expect(home).toContain(`"url":"${origin}"`)
		// An app page's hydration data carries the address to the browser (escaped inside a
		// script); reading pages have none (docs/decisions/054-static-first-pages.md).
		expect(home).not.toContain('siteUrl')
		const calculator = await (await fetch(`${url}/expertise/roi-calculator`)).text()
		expect(calculator).toContain(`\\"siteUrl\\",\\"${origin}\\"`)
		expect(await (await fetch(`${url}/_.data`)).text()).toContain(`"siteUrl","${origin}"`)

		const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
		expect(sitemap).toContain(`<loc>${origin}/blog</loc>`)
		expect(await (await fetch(`${url}/blog/rss.xml`)).text()).toContain(`<link>${origin}/blog</link>`)
		expect(await (await fetch(`${url}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml`)
		expect(await (await fetch(`${url}/mentions-legales`)).text()).toContain(`du site <a href="${origin}"`)

		// Every page of the sitemap: no trace of the build's placeholder, and a CSP that
		// allows exactly its inline scripts, hashed after the address was written in.
		const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
		expect(pages.length).toBeGreaterThan(10)
		for (const page of pages) {
			for (const suffix of ['', page === '/' ? '_.data' : '.data']) {
				const response = await fetch(`${url}${page}${suffix}`)
				const body = await response.text()
				expect(body, `${page}${suffix}`).not.toContain('site-url.invalid')
				if (suffix) continue
				expect(body).toContain(`${origin}${page === '/' ? '/' : page}"`)
				const csp = response.headers.get('content-security-policy') ?? ''
				const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
					.filter(([, attributes, script]) => script && !/application\/(ld\+)?json/.test(attributes!))
					.map(([, , script]) => sha256(script!))
				expect(inline.length).toBeGreaterThan(0)
				for (const hash of inline) expect(csp, page).toContain(hash)
				expect(csp).not.toContain("'unsafe-inline'")
			}
		}
	}
})

test('the identity read at start is in every prerendered page, its data, the feed and the legal notice', async () => {
	const [first, second] = [sites[0]!, sites[1]!]
	const home = await (await fetch(`${second.url}/`)).text()
	expect(home).toContain('bonjour@nuvea-deux.example')
	expect(home).toContain('4 place des Cumulus')
	expect(home).toContain('href="https://rendez-vous.nuvea-deux.example/"')
	expect(home).toContain('"telephone":"+33 5 61 00 98 76"')
	const legal = await (await fetch(`${second.url}/mentions-legales`)).text()
	expect(legal).toMatch(/Raison sociale<\/strong>\s*(&nbsp;|\u00a0)?:\s*Nuvéa Deux SAS/)
	expect(legal).toMatch(/Siège social<\/strong>\s*(&nbsp;|\u00a0)?:\s*4 place des Cumulus, 75002 Paris/)
	expect(await (await fetch(`${second.url}/blog/rss.xml`)).text()).toContain('© Nuvéa Deux SAS')
	const sitemap = await (await fetch(`${second.url}/sitemap.xml`)).text()
	const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
	for (const page of pages)
		for (const suffix of ['', page === '/' ? '_.data' : '.data']) {
			const body = await (await fetch(`${second.url}${page}${suffix}`)).text()
			for (const value of defaultValues) expect(body, `${page}${suffix}`).not.toContain(value)
		}
	// The white papers print the identity and the host too: made again once the server listens.
	const pdf = async (site: Site) =>
		Buffer.from(await (await fetch(`${site.url}/livre-blanc-data-platform-gcp.pdf`)).arrayBuffer()).toString('latin1')
	await expect.poll(async () => (await pdf(second)).includes('/URI (mailto:bonjour@nuvea-deux.example)')).toBe(true)
	const secondPdf = await pdf(second)
	expect(secondPdf).toContain('/URI (https://nuvea-deux.example)')
	// Made at start, tagged like the build's (docs/decisions/060-tagged-pdf.md).
	const report = await inspectPdf(Buffer.from(secondPdf, 'latin1'))
	expect(structureProblems(report)).toEqual([])
	expect(report.text).toContain('bonjour@nuvea-deux.example')
	expect(secondPdf).not.toContain('contact@nuvea.example')
	expect(await pdf(first)).toContain('/URI (mailto:contact@nuvea.example)')
	// The first server, on the build's identity, serves the build's pages.
	const firstHome = await (await fetch(`${first.url}/`)).text()
	expect(firstHome).toContain('contact@nuvea.example')
	expect(firstHome).not.toContain('nuvea-deux')
})

test('/llms.txt, the Markdown versions, the accessibility statement and security.txt carry each deployment’s address and settings', async () => {
	const year = (time: number) => {
		const date = new Date(Math.floor(time / 1000) * 1000)
		date.setUTCFullYear(date.getUTCFullYear() + 1)
		return date.getTime()
	}
	for (const { origin, url, starting, ready } of sites) {
		const llms = await (await fetch(`${url}/llms.txt`)).text()
		expect(llms).toContain(`](${origin}/expertise/data-platform.md): `)
		expect(llms).not.toContain('site-url.invalid')
		const markdown = await fetch(`${url}/expertise/data-platform.md`)
		expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
		expect(markdown.headers.get('link')).toBe(`<${origin}/expertise/data-platform>; rel="canonical"`)
		expect(await markdown.text()).toContain(`Page\u00a0: ${origin}/expertise/data-platform · `)
		const statement = await (await fetch(`${url}/accessibilite`)).text()
		expect(statement).toContain(`<a href="${origin}">${origin}</a>`)

		const security = await fetch(`${url}/.well-known/security.txt`)
		expect(security.status).toBe(200)
		expect(security.headers.get('content-type')).toBe('text/plain; charset=utf-8')
		const fields = (await security.text()).trim().split('\n')
		expect(fields).toContain(`Canonical: ${origin}/.well-known/security.txt`)
		expect(fields).toContain('Preferred-Languages: fr, en')
		const expires = Date.parse(fields.find((field) => field.startsWith('Expires: '))!.slice('Expires: '.length))
		expect(expires).toBeGreaterThanOrEqual(year(starting))
		expect(expires).toBeLessThanOrEqual(year(ready))
	}
	const [first, second] = [sites[0]!, sites[1]!]
	expect(await (await fetch(`${first.url}/.well-known/security.txt`)).text()).toMatch(
		/^Contact: mailto:contact@nuvea\.example\nExpires: /,
	)
	expect(await (await fetch(`${second.url}/.well-known/security.txt`)).text()).toMatch(
		/^Contact: mailto:securite@nuvea-deux\.example\nContact: https:\/\/nuvea-deux\.example\/securite\nExpires: /,
	)
	expect(await (await fetch(`${second.url}/llms.txt`)).text()).toMatch(/^# Nébula Conseil\n/)
	// React separates adjacent text nodes with empty comments.
	const statement = (await (await fetch(`${second.url}/accessibilite`)).text()).replaceAll('<!-- -->', '')
	expect(statement).toContain('href="mailto:bonjour@nuvea-deux.example"')
	expect(statement).toContain('Nébula Conseil s’engage')
})

test('the name read at start is in the web app manifest and the share images', async () => {
	const [first, second] = [sites[0]!, sites[1]!]
	const manifest = async (site: Site) =>
		(await (await fetch(`${site.url}/site.webmanifest`)).json()) as { name: string; short_name: string }
	expect(await manifest(second)).toMatchObject({
		short_name: 'Nébula Conseil',
		name: 'Nébula Conseil – Expert Google Cloud',
	})
	expect((await manifest(first)).short_name).toBe('Nuvéa')
	// Each page's share image, where its og:image points: drawn again, a 1200×630 PNG.
	for (const page of ['/', '/blog/cloud-run']) {
		const html = await (await fetch(`${second.url}${page}`)).text()
		const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname
		const png = async (site: Site) => Buffer.from(await (await fetch(`${site.url}${image}`)).arrayBuffer())
		const [mine, build] = [await png(second), await png(first)]
		expect(mine.subarray(1, 4).toString('latin1')).toBe('PNG')
		expect([mine.readUInt32BE(16), mine.readUInt32BE(20)]).toEqual([1200, 630])
		expect(mine.equals(build), image).toBe(false)
	}
})

test('client-side navigation keeps each server’s address (taken from loader data, not from the bundle)', async ({
	page,
}) => {
	const { origin, url } = sites[1]!
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
	await page.goto(`${url}/`)
	await page.waitForLoadState('networkidle')
	await page.locator('footer').getByRole('link', { name: 'Mentions légales' }).click()
	await expect(page).toHaveURL(`${url}/mentions-legales`)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/mentions-legales`)
	await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/mentions-legales`)
	// The browser renders the start's identity too (from the root loader's data, not the bundle):
	// hydration matches, and a page first rendered in the browser shows it.
	await expect(page.locator('footer').getByRole('link', { name: 'bonjour@nuvea-deux.example' })).toBeVisible()
	await page.locator('footer').getByRole('link', { name: 'Carrières' }).first().click()
	await expect(page).toHaveURL(`${url}/carrieres`)
	await expect(page.locator('main a[href="https://emplois.nuvea-deux.example/"]').first()).toBeVisible()
	expect(await page.locator('a[href*="careers.nuvea.example"]').count()).toBe(0)
	expect(errors).toEqual([])
})

test('files answer from memory with compression, validators and the same headers as before', async () => {
	const { url } = sites[0]!
	const page = await fetch(`${url}/blog`, { headers: { 'accept-encoding': 'br' } })
	expect(page.headers.get('content-encoding')).toBe('br')
	expect(page.headers.get('vary')).toBe('Accept-Encoding')
	expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
	expect(page.headers.get('strict-transport-security')).toContain('max-age=')
	expect(page.headers.get('x-content-type-options')).toBe('nosniff')
	const etag = page.headers.get('etag')!
	expect(etag).toMatch(/^W\/"/)
	const again = await fetch(`${url}/blog/`, { headers: { 'if-none-match': etag } })
	expect(again.status).toBe(304)
	const gzip = await fetch(`${url}/blog`, { headers: { 'accept-encoding': 'gzip' } })
	expect(gzip.headers.get('content-encoding')).toBe('gzip')
	const plain = await fetch(`${url}/blog`, { headers: { 'accept-encoding': 'identity' } })
	expect(plain.headers.get('content-encoding')).toBeNull()
	const html = await plain.text()
	expect(html).toBe(await gzip.text())
	const head = await fetch(`${url}/blog`, { method: 'HEAD' })
	expect(head.status).toBe(200)
	expect(await head.text()).toBe('')
	const asset = /\/assets\/[^"]+\.css/.exec(html)![0]
	const css = await fetch(`${url}${asset}`)
	expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
	expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
	expect((await fetch(`${url}/blog.data`)).headers.get('content-type')).toBe('text/x-script')
})

test('blog searches and the 404 page are rendered once per URL, then served the same with a hash CSP', async () => {
	const { url } = sites[0]!
	for (const [target, status] of [
		['/blog?q=cloud', 200],
		['/blog?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 200],
		['/page-inexistante', 404],
	] as const) {
		const first = await fetch(`${url}${target}`)
		const second = await fetch(`${url}${target}`)
		expect(first.status).toBe(status)
		expect(second.status).toBe(status)
		const [body, body2] = [await first.text(), await second.text()]
		expect(body2).toBe(body)
		expect(body).not.toContain('<script>alert(1)')
		const csp = second.headers.get('content-security-policy') ?? ''
		expect(csp).not.toContain("'nonce-")
		const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
			.filter(([, attributes, script]) => script && !/application\/(ld\+)?json/.test(attributes!))
			.map(([, , script]) => sha256(script!))
		expect(inline.length).toBeGreaterThan(0)
		for (const hash of inline) expect(csp, target).toContain(hash)
	}
	// React Router's route-discovery endpoint matches the catch-all route too: never the cached 404.
	const manifest = await fetch(`${url}/__manifest?paths=%2Fmentions-legales&version=stale`)
	expect(manifest.status).toBe(204)
	// A visit from another site keeps its referrer (the landing page attributes the lead to it).
	const landing = '/ressources/livre-blanc-data-platforms-scalables-google-cloud?utm_source=linkedin'
	await fetch(`${url}${landing}`)
	const referred = await fetch(`${url}${landing}`, { headers: { referer: 'https://www.linkedin.com/feed/' } })
	expect(await referred.text()).toContain('value="www.linkedin.com"')
	// Pages that never read the Referer stay cached whoever links to them (no nonce: from the cache).
	for (const target of ['/page-inexistante', '/blog?q=cloud']) {
		const linked = await fetch(`${url}${target}`, { headers: { referer: 'https://www.google.com/' } })
		expect(linked.headers.get('content-security-policy'), target).not.toContain("'nonce-")
	}
	// A visitor with a cookie (signed in) is never served from the cache.
	const signedIn = await fetch(`${url}/blog?q=cloud`, { headers: { cookie: 'x=1' } })
	expect(signedIn.headers.get('content-security-policy')).toContain("'nonce-")
})
