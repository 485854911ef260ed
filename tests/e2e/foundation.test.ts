import { siteConfig } from '#app/config/site.ts'
import { expertiseAreas } from '#app/content/expertise-areas.ts'
import { about, careersTeaser, caseStudies, values } from '#app/content/home.ts'
import { expectNoSeriousA11yViolations, isInViewport, isMobile, watchPage } from './utils.ts'
import { expect, test } from './fixtures.ts'

const SUFFIX = '| Nuvéa – Expert Google Cloud'

test('home renders every section in order, with no console error nor third-party request', async ({
	page,
	baseURL,
}) => {
	const watch = watchPage(page, baseURL!)
	await page.goto('/')
	await expect(page).toHaveTitle(`Accélérez votre transformation avec le cloud ${SUFFIX}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accélérez votre transformation avec le cloud')
	const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id))
	expect(ids).toEqual([
		'hero',
		'expertise',
		'case-studies',
		'about',
		'story',
		'values',
		'careers',
		'livres-blancs',
		'contact',
	])
	const hero = page.locator('#hero')
	await expect(hero.getByRole('link', { name: /Discutons de votre projet/ })).toHaveAttribute('target', '_blank')
	for (const value of ['100 %', '20+', '45+']) await expect(hero.locator('dd', { hasText: value })).toBeVisible()
	await page.waitForLoadState('networkidle')
	expect(watch.consoleErrors).toEqual([])
	expect(watch.foreignRequests).toEqual([])
})

test('home content: expertise cards, case studies, about, values, careers teaser, white papers', async ({ page }) => {
	await page.goto('/')
	const cards = page.locator('#expertise ul').first().locator(':scope > li')
	await expect(cards).toHaveCount(7)
	for (const area of expertiseAreas) {
		await expect(page.locator('#expertise').getByRole('link', { name: area.title, exact: true })).toHaveAttribute(
			'href',
			area.path,
		)
	}
	// Every item of the home content is on the page (the text itself lives in app/content/home.ts).
	const cases = page.locator('#case-studies')
	for (const study of caseStudies) {
		await expect(cases.getByText(study.sector, { exact: true }).first()).toBeAttached()
		await expect(cases.getByText(study.duration).first()).toBeAttached()
		for (const result of study.results)
			await expect(cases.getByText(result.text, { exact: true }).first()).toBeAttached()
	}
	// The case studies' button books through the shared calendar, an external page.
	await expect(cases.locator(`a[href="${siteConfig.sharedCalendarUrl}"]`)).toBeVisible()
	await expect(page.locator('#about h2')).toHaveText(about.title)
	for (const stat of about.stats)
		await expect(page.locator('#about dl').getByText(stat.value, { exact: true })).toBeVisible()
	for (const value of values.items) {
		await expect(page.locator('#values').getByRole('heading', { name: value.title })).toBeVisible()
		await expect(page.locator('#values').getByText(value.subtitle)).toBeVisible()
	}
	for (const panel of careersTeaser.panels)
		await expect(page.locator('#careers').getByRole('heading', { name: panel.title })).toBeVisible()
	await expect(page.locator('#livres-blancs').getByRole('heading', { level: 3 })).toHaveCount(2)
})

test('careers teaser: the hovered panel widens to 70 % and comes into focus', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'hover layout is a desktop behaviour')
	await page.goto('/')
	const left = page.locator('[data-panel="left"]')
	const right = page.locator('[data-panel="right"]')
	await left.scrollIntoViewIfNeeded()
	await left.hover()
	await expect(left).toHaveAttribute('data-active', 'true')
	await expect
		.poll(async () => {
			const [a, b] = await Promise.all([left.boundingBox(), right.boundingBox()])
			return Math.round((a!.width / (a!.width + b!.width)) * 100)
		})
		.toBeGreaterThanOrEqual(68)
	await expect(left.locator('img')).toHaveClass(/blur-0/)
	await expect(right.locator('img')).not.toHaveClass(/blur-0/)
})

test('touch screens get the "Touchez pour découvrir" hint', async ({ page }, testInfo) => {
	test.skip(!isMobile(testInfo), 'touch only')
	await page.goto('/')
	await expect(page.getByText('Touchez pour découvrir')).toBeVisible()
	await page.locator('[data-panel="right"]').tap()
	await expect(page.locator('[data-panel="right"]')).toHaveAttribute('data-active', 'true')
})

test('header: links, dropdowns by hover and keyboard, contact button', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'desktop header')
	await page.goto('/')
	const nav = page.getByRole('navigation', { name: 'Navigation principale' })
	for (const name of ['Accueil', 'Réalisations', 'À propos', 'Blog', 'Contact'])
		await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
	const booking = page.getByRole('banner').getByRole('link', { name: /Nous contacter/ })
	await expect(booking).toHaveAttribute('target', '_blank')
	await expect(booking).toHaveAttribute('rel', 'noopener noreferrer')

	const expertise = nav.getByRole('button', { name: 'Expertise' })
	await expertise.hover()
	await expect(expertise).toHaveAttribute('aria-expanded', 'true')
	const expertiseLinks = nav
		.locator(`#${await expertise.getAttribute('aria-controls')}`.replace(/:/g, '\\:'))
		.getByRole('link')
	await expect(expertiseLinks).toHaveCount(7)
	await page.mouse.move(5, 700)
	await expect(expertise).toHaveAttribute('aria-expanded', 'false')

	// Keyboard: Enter opens and focuses the first entry, arrows move, Escape closes.
	await expertise.focus()
	await page.keyboard.press('Enter')
	await expect(expertise).toHaveAttribute('aria-expanded', 'true')
	await expect(expertiseLinks.first()).toBeFocused()
	await page.keyboard.press('ArrowDown')
	await expect(expertiseLinks.nth(1)).toBeFocused()
	await page.keyboard.press('Escape')
	await expect(expertise).toHaveAttribute('aria-expanded', 'false')
	await expect(expertise).toBeFocused()

	const careers = nav.getByRole('button', { name: 'Carrières' })
	await careers.click()
	await expect(nav.getByRole('link', { name: 'Pourquoi nous rejoindre' })).toHaveAttribute('href', '/carrieres')
	const jobs = nav.getByRole('link', { name: /Nos offres d'emploi/ })
	await expect(jobs).toHaveAttribute('target', '_blank')
	await expect(jobs).toHaveAttribute('rel', 'noopener noreferrer')
})

test('clicking the Expertise label scrolls to the expertise section', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'desktop header')
	await page.goto('/')
	await page
		.getByRole('navigation', { name: 'Navigation principale' })
		.getByRole('button', { name: 'Expertise' })
		.click()
	await expect.poll(() => isInViewport(page, '#expertise')).toBe(true)
})

test('a section link from another page goes home and scrolls to the section', async ({ page }, testInfo) => {
	await page.goto('/page-qui-n-existe-pas')
	if (isMobile(testInfo)) {
		await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		await expect(menu).toBeVisible()
		await menu.getByRole('link', { name: 'Contact', exact: true }).click()
		await expect(menu).toBeHidden()
	} else {
		await page
			.getByRole('navigation', { name: 'Navigation principale' })
			.getByRole('link', { name: 'Contact', exact: true })
			.click()
	}
	await expect(page).toHaveURL(/\/$/)
	await expect.poll(() => isInViewport(page, '#contact'), { timeout: 5_000 }).toBe(true)
})

test('mobile menu groups the same items and closes on selection', async ({ page }, testInfo) => {
	test.skip(!isMobile(testInfo), 'mobile header')
	await page.goto('/')
	await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
	const menu = page.getByRole('dialog', { name: 'Menu' })
	await expect(menu).toBeVisible()
	for (const group of ['Navigation', 'Expertise', 'Carrières'])
		await expect(menu.getByText(group, { exact: true })).toBeVisible()
	await expect(menu.getByRole('link')).toHaveCount(1 + 5 + 7 + 2 + 1)
	await page.keyboard.press('Escape')
	await expect(menu).toBeHidden()
	await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
	await menu.getByRole('link', { name: 'Réalisations' }).click()
	await expect(menu).toBeHidden()
	await expect.poll(() => isInViewport(page, '#case-studies')).toBe(true)
})

test('footer: site links, the seven expertise pages and the contact details', async ({ page }) => {
	await page.goto('/')
	const footer = page.getByRole('contentinfo')
	for (const href of ['/', '/#about', '/#contact', '/mentions-legales', ...expertiseAreas.map((area) => area.path)]) {
		await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached()
	}
	await expect(footer.getByText('Paris', { exact: true })).toBeVisible()
	await expect(footer.getByText('Toulouse', { exact: true })).toBeVisible()
	await expect(footer.getByRole('link', { name: '+33 1 99 00 12 34' })).toHaveAttribute('href', 'tel:+33199001234')
	await expect(footer.getByRole('link', { name: 'contact@nuvea.example' })).toHaveAttribute(
		'href',
		'mailto:contact@nuvea.example',
	)
	await expect(footer.getByText('Partenaire officiel Google Cloud')).toBeVisible()
})

test('unknown pages answer a French 404', async ({ page }) => {
	const response = await page.goto('/cette-page/n-existe-pas')
	expect(response?.status()).toBe(404)
	await expect(page.getByText('404', { exact: true })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Oups ! Cette page est introuvable' })).toBeVisible()
	await page.getByRole('link', { name: "Retour à l'accueil" }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accélérez votre transformation avec le cloud')
})

test('SEO: canonical, Open Graph, Twitter, JSON-LD Organization, sitemap and robots', async ({
	page,
	request,
	baseURL,
}) => {
	await page.goto('/')
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`)
	await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
		'content',
		`Accélérez votre transformation avec le cloud ${SUFFIX}`,
	)
	await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/home.png`)
	await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Google Cloud/)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
	expect(jsonLd['@type']).toBe('Organization')
	expect(jsonLd.name).toBe('Nuvéa')

	const sitemap = await request.get('/sitemap.xml')
	expect(sitemap.headers()['content-type']).toContain('application/xml')
	expect(await sitemap.text()).toContain(`<loc>${baseURL}/</loc>`)
	const robots = await (await request.get('/robots.txt')).text()
	expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
	expect(robots).toContain('Disallow: /admin')
})

test('security headers on pages, assets, resources and errors', async ({ request, page }) => {
	await page.goto('/')
	const script = await page.locator('link[rel="modulepreload"]').first().getAttribute('href')
	// '/auth' is rendered per request (nonce), '/' is a prerendered file (hashes): neither has a dev allowance.
	for (const path of ['/', '/auth', '/sitemap.xml', '/nope', script!, '/favicon.svg']) {
		const response = await request.get(path)
		const headers = response.headers()
		const csp = headers['content-security-policy']
		expect(csp, path).toContain("default-src 'self'")
		expect(csp, path).toContain("frame-ancestors 'none'")
		expect(csp, path).not.toContain('unsafe-eval')
		expect(csp, path).not.toContain("'unsafe-inline'")
		expect(csp, path).not.toContain('ws:')
		expect(headers['strict-transport-security'], path).toContain('max-age=')
		expect(headers['x-content-type-options'], path).toBe('nosniff')
		expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
		expect(headers['permissions-policy'], path).toContain('camera=()')
	}
	const asset = await request.get(script!)
	expect(asset.headers()['cache-control']).toContain('immutable')
	const compressed = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
	expect(compressed.headers()['content-encoding']).toBe('gzip')
})

test('home is complete without JavaScript', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accélérez votre transformation avec le cloud')
	for (const name of [
		'Ils nous font confiance',
		'Nuvéa en quelques mots',
		'Le triple E',
		'Nos livres blancs',
		'Parlons de votre projet',
	]) {
		await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
	}
	await expect(page.locator('#expertise').getByRole('link', { name: 'Data Platform', exact: true })).toBeVisible()
	await context.close()
})

test('home has no serious accessibility violation', async ({ page }) => {
	await page.goto('/')
	await expectNoSeriousA11yViolations(page)
})

test('under reduced motion, section scrolling jumps instead of gliding', async ({ browser, baseURL }) => {
	const context = await browser.newContext({ reducedMotion: 'reduce', baseURL })
	const page = await context.newPage()
	await page.goto('/')
	// Every scroll position the page goes through: a jump has one, a glide many.
	await page.evaluate(() => {
		const positions: number[] = []
		;(window as unknown as { scrollPositions: number[] }).scrollPositions = positions
		window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)))
	})
	await page
		.locator('a[href="/#contact"]')
		.first()
		.evaluate((link: HTMLElement) => link.click())
	await expect.poll(() => isInViewport(page, '#contact')).toBe(true)
	const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
	expect(new Set(positions).size).toBe(1)
	await context.close()
})
