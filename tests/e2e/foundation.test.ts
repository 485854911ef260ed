import { devices, type Page } from '@playwright/test'
import { siteConfig } from '#app/config/site.ts'
import { expertiseAreas } from '#app/content/expertise-areas.ts'
import { about, careersTeaser, caseStudies, values } from '#app/content/home.ts'
import { expectFullRows, expectNoSeriousA11yViolations, isInViewport, isMobile, watchPage } from './utils.ts'
import { expectUsable, scrollSettled, tap } from './person.ts'
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

test('the seven expertise cards leave no hole in their grid, at any width', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'the test sets its own widths')
	await page.goto('/')
	const grid = page.locator('#expertise ul').first()
	for (const width of [360, 700, 1100, 1280, 1500]) {
		await page.setViewportSize({ width, height: 900 })
		await expectFullRows(grid)
	}
})

/** The teaser's panels: their share of the row (in %) and whether each image is sharp. */
async function teaserState(page: Page) {
	const panels = page.locator('#careers [data-panel]')
	const widths = await panels.evaluateAll((elements) =>
		elements.map((element) => element.getBoundingClientRect().width),
	)
	const sharp = await page
		.locator('#careers .teaser-image')
		.evaluateAll((images) => images.map((image) => getComputedStyle(image).filter === 'none'))
	return { left: Math.round((widths[0]! / (widths[0]! + widths[1]!)) * 100), sharp }
}

test('careers teaser: the hovered panel widens to 70 % and comes into focus, the keyboard’s too', async ({
	page,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'hover layout is a desktop behaviour')
	await page.goto('/')
	const left = page.locator('[data-panel="left"]')
	const right = page.locator('[data-panel="right"]')
	await left.scrollIntoViewIfNeeded()
	await expect.poll(() => teaserState(page)).toEqual({ left: 50, sharp: [false, false] })
	await expect(page.getByText('Touchez pour découvrir')).toBeHidden()
	await left.hover()
	await expect.poll(async () => (await teaserState(page)).left).toBeGreaterThanOrEqual(68)
	await expect.poll(async () => (await teaserState(page)).sharp).toEqual([true, false])
	await right.hover()
	await expect.poll(async () => (await teaserState(page)).left).toBeLessThanOrEqual(32)
	await expect.poll(async () => (await teaserState(page)).sharp).toEqual([false, true])
	await page.mouse.move(0, 0)
	await expect.poll(() => teaserState(page)).toEqual({ left: 50, sharp: [false, false] })
	// A click does not keep a panel wide once the mouse has left (that is for touch screens).
	await tap(page, right)
	await page.mouse.move(0, 0)
	await expect.poll(() => teaserState(page)).toEqual({ left: 50, sharp: [false, false] })
	// The keyboard: Tab reaches the panels (one stop: the panel clicked last), arrows move between them.
	await page.locator('#careers').getByRole('radio').first().focus()
	await page.keyboard.press('Shift+Tab')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('radio', { name: 'L’AVENTURE HUMAINE' })).toBeFocused()
	await expect.poll(async () => (await teaserState(page)).left).toBeLessThanOrEqual(32)
	expect(await right.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
	await page.keyboard.press('ArrowLeft')
	await expect(page.getByRole('radio', { name: 'L’EXCELLENCE TECHNIQUE' })).toBeFocused()
	await expect.poll(async () => (await teaserState(page)).left).toBeGreaterThanOrEqual(68)
	await expect.poll(async () => (await teaserState(page)).sharp).toEqual([true, false])
	expect(await left.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
})

for (const javaScriptEnabled of [true, false]) {
	test(`touch screens get the "Touchez pour découvrir" hint, and a tap does what a hover does ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
		browser,
	}, testInfo) => {
		test.skip(!isMobile(testInfo), 'touch only')
		// A phone (the panels stacked: the tapped one comes into focus) and a tablet (side by side).
		for (const viewport of [
			{ width: 390, height: 844 },
			{ width: 820, height: 1180 },
		]) {
			const context = await browser.newContext({ ...devices['Pixel 7'], viewport, javaScriptEnabled })
			const page = await context.newPage()
			await page.goto('/')
			const left = page.locator('[data-panel="left"]')
			const right = page.locator('[data-panel="right"]')
			await left.scrollIntoViewIfNeeded()
			await expect(page.getByText('Touchez pour découvrir')).toBeVisible()
			await tap(page, right)
			await expect.poll(async () => (await teaserState(page)).sharp).toEqual([false, true])
			if (viewport.width >= 768) await expect.poll(async () => (await teaserState(page)).left).toBeLessThanOrEqual(32)
			await tap(page, left)
			await expect.poll(async () => (await teaserState(page)).sharp).toEqual([true, false])
			if (viewport.width >= 768)
				await expect.poll(async () => (await teaserState(page)).left).toBeGreaterThanOrEqual(68)
			await context.close()
		}
	})
}

/** A header dropdown's label: the button that toggles its popover. */
const menuButton = (page: Page, label: string) =>
	page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: label })

test('header: links, dropdowns by click, hover and keyboard, contact button', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'desktop header')
	await page.goto('/')
	const nav = page.getByRole('navigation', { name: 'Navigation principale' })
	for (const name of ['Accueil', 'Réalisations', 'À propos', 'Blog', 'Contact'])
		await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
	// « Contact » is the contact page (its form beside the booking button).
	await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact')
	// « Nous contacter » opens the booking page (appointment schedule) in a new tab.
	const booking = page.getByRole('banner').getByRole('link', { name: 'Nous contacter' })
	await expect(booking).toHaveAttribute('href', siteConfig.bookingUrl)
	await expect(booking).toHaveAttribute('target', '_blank')
	await expect(booking).toHaveAttribute('rel', 'noopener noreferrer')

	const label = menuButton(page, 'Expertise')
	const expertise = page.locator('#menu-expertise')
	const expertiseLinks = expertise.getByRole('link')
	await label.hover()
	await expect(expertise).toBeVisible()
	await expect(expertiseLinks).toHaveCount(8)
	await expect(expertiseLinks.first()).toHaveText('Toutes nos expertises')
	for (const link of await expertiseLinks.all()) await expectUsable(link)
	// The click that follows the hover keeps it open.
	await tap(page, label)
	await expect(expertise).toBeVisible()
	await page.mouse.move(5, 700)
	await expect(expertise).toBeHidden()

	// A plain click (what screen readers and voice control send) opens it; a second one closes it.
	await label.dispatchEvent('click')
	await expect(expertise).toBeVisible()
	await label.dispatchEvent('click')
	await expect(expertise).toBeHidden()

	// Keyboard: Enter opens, ↓ goes into the list, arrows move, Escape closes and returns.
	await label.focus()
	await page.keyboard.press('Enter')
	await expect(expertise).toBeVisible()
	await page.keyboard.press('ArrowDown')
	await expect(expertiseLinks.first()).toBeFocused()
	await page.keyboard.press('ArrowDown')
	await expect(expertiseLinks.nth(1)).toBeFocused()
	await page.keyboard.press('Escape')
	await expect(expertise).toBeHidden()
	await expect(label).toBeFocused()
	// A click elsewhere closes it (the browser's light dismiss).
	await tap(page, label)
	await expect(expertise).toBeVisible()
	await page.mouse.click(640, 600)
	await expect(expertise).toBeHidden()

	await tap(page, menuButton(page, 'Carrières'))
	const why = page.locator('#menu-carrieres').getByRole('link', { name: 'Pourquoi nous rejoindre' })
	await expectUsable(why)
	await expect(why).toHaveAttribute('href', '/carrieres')
	const jobs = page.locator('#menu-carrieres').getByRole('link', { name: 'Nos offres d’emploi' })
	await expect(jobs).toHaveAttribute('target', '_blank')
	await expect(jobs).toHaveAttribute('rel', 'noopener noreferrer')
})

test('the Expertise menu’s first entry scrolls to the expertise section', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'desktop header')
	await page.goto('/blog')
	await tap(page, menuButton(page, 'Expertise'))
	await tap(page, page.locator('#menu-expertise').getByRole('link', { name: 'Toutes nos expertises' }))
	await expect(page).toHaveURL(/\/#expertise$/)
	await expect.poll(() => isInViewport(page, '#expertise')).toBe(true)
})

for (const javaScriptEnabled of [true, false]) {
	test(`header menus work ${javaScriptEnabled ? 'with' : 'without'} JavaScript, tapped where they are`, async ({
		browser,
	}, testInfo) => {
		const mobile = isMobile(testInfo)
		const context = await browser.newContext({
			javaScriptEnabled,
			viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
			hasTouch: mobile,
		})
		const page = await context.newPage()
		await page.goto('/blog')
		if (mobile) {
			await tap(page, page.getByRole('button', { name: 'Menu', exact: true }))
			await tap(
				page,
				page.getByRole('navigation', { name: 'Navigation mobile' }).getByRole('link', { name: 'Sécurité' }),
			)
		} else {
			await tap(page, menuButton(page, 'Expertise'))
			await tap(page, page.locator('#menu-expertise').getByRole('link', { name: 'Sécurité' }))
		}
		await expect(page).toHaveURL(/\/expertise\/security$/)
		await context.close()
	})
}

// The phone menu at the narrowest phone, a common one and a tablet: every entry on screen
// and tappable (in the menu's own scroll when the screen is short), with and without JavaScript.
for (const width of [320, 390, 768])
	for (const javaScriptEnabled of [true, false])
		test(`phone menu at ${width} px ${javaScriptEnabled ? 'with' : 'without'} JavaScript: every entry can be tapped`, async ({
			browser,
		}, testInfo) => {
			test.skip(!isMobile(testInfo), 'one run is enough: the viewport is set here')
			const context = await browser.newContext({
				javaScriptEnabled,
				viewport: { width, height: 640 },
				hasTouch: true,
				isMobile: true,
			})
			const page = await context.newPage()
			await page.goto('/mentions-legales')
			await tap(page, page.getByRole('button', { name: 'Menu', exact: true }))
			const menu = page.getByRole('dialog', { name: 'Menu' })
			await expect(menu).toBeVisible()
			const links = menu.getByRole('link')
			await expect(links).toHaveCount(5 + 8 + 2 + 1 + 1)
			for (const link of await links.all()) {
				// Scrolled within the menu's own list, as a thumb would: the page behind never moves.
				await link.evaluate((element) => element.scrollIntoView({ block: 'nearest' }))
				await expectUsable(link)
			}
			expect(await page.evaluate(() => window.scrollY)).toBe(0)
			const blog = menu.getByRole('link', { name: 'Blog', exact: true })
			await blog.evaluate((element) => element.scrollIntoView({ block: 'nearest' }))
			await tap(page, blog)
			await expect(page).toHaveURL(/\/blog$/)
			await context.close()
		})

test('a section link from another page goes home and scrolls to the section', async ({ page }, testInfo) => {
	await page.goto('/page-qui-n-existe-pas')
	if (isMobile(testInfo)) {
		await tap(page, page.getByRole('button', { name: 'Menu', exact: true }))
		const menu = page.getByRole('navigation', { name: 'Navigation mobile' })
		await tap(page, menu.getByRole('link', { name: 'À propos', exact: true }))
	} else {
		await tap(
			page,
			page
				.getByRole('navigation', { name: 'Navigation principale' })
				.getByRole('link', { name: 'À propos', exact: true }),
		)
	}
	await expect(page).toHaveURL(/\/#about$/)
	await expect.poll(() => isInViewport(page, '#about'), { timeout: 10_000 }).toBe(true)
})

test('phone menu: the same items grouped, a modal the browser manages, closed on selection', async ({
	page,
}, testInfo) => {
	test.skip(!isMobile(testInfo), 'mobile header')
	await page.goto('/')
	const toggle = page.getByRole('button', { name: 'Menu', exact: true })
	await tap(page, toggle)
	const menu = page.getByRole('dialog', { name: 'Menu' })
	await expect(menu).toBeVisible()
	for (const group of ['Navigation', 'Expertise', 'Carrières'])
		await expect(menu.getByText(group, { exact: true })).toBeVisible()
	// A modal dialog: the page behind is inert, so Tab never reaches it (past the last entry
	// the browser may take the focus to its own interface, then back into the menu).
	expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
	const stops = new Set<string>()
	for (let step = 0; step < 25; step++) {
		await page.keyboard.press('Tab')
		const where = await menu.evaluate((dialog) =>
			dialog.contains(document.activeElement)
				? (document.activeElement?.textContent ?? '')
				: document.activeElement === document.body
					? 'browser'
					: `outside: ${document.activeElement?.outerHTML.slice(0, 80)}`,
		)
		expect(where).not.toMatch(/^outside/)
		stops.add(where)
	}
	expect(stops.size).toBeGreaterThan(17)
	await page.keyboard.press('Escape')
	await expect(menu).toBeHidden()
	await expect(toggle).toBeFocused()
	// Its own close button, where the header's ☰ was.
	await tap(page, toggle)
	await tap(page, menu.getByRole('button', { name: 'Fermer le menu' }))
	await expect(menu).toBeHidden()
	// Choosing a section of this same page closes the menu and scrolls there.
	await tap(page, toggle)
	await tap(page, menu.getByRole('link', { name: 'Réalisations' }))
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
	await page.getByRole('link', { name: 'Retour à l’accueil' }).click()
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
	const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
	// '/auth' is rendered per request (nonce), '/' is a prerendered file (hashes): neither has a dev allowance.
	// Files a visitor may open on their own (sitemap, icons) carry the document policies too.
	for (const path of ['/', '/auth', '/sitemap.xml', '/nope', '/favicon.svg']) {
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
	// A page's scripts and loader data carry the headers that apply to them, not the page's policies.
	for (const subresource of [asset, await request.get('/blog.data')]) {
		expect(subresource.headers()['x-content-type-options']).toBe('nosniff')
		expect(subresource.headers()['cross-origin-resource-policy']).toBe('same-origin')
		expect(subresource.headers()['content-security-policy']).toBeUndefined()
		expect(subresource.headers()['permissions-policy']).toBeUndefined()
	}
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
	// The brand font too: no script adds Inter here, a <noscript> stylesheet declares it.
	const heading = page.getByRole('heading', { level: 1 })
	await expect
		.poll(() => heading.evaluate((element) => getComputedStyle(element).fontFamily))
		.toMatch(/^"?Inter Variable/)
	await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true)
	await context.close()
})

test('with JavaScript, Inter joins once the page is painted', async ({ page }) => {
	await page.goto('/')
	await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Inter Variable"'))).toBe(true)
	const family = await page
		.getByRole('heading', { level: 1 })
		.evaluate((element) => getComputedStyle(element).fontFamily)
	expect(family).toMatch(/^"?Inter Variable/)
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
	// The browser reports a scroll at its next frame: read the positions once the page is still.
	await scrollSettled(page)
	const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
	expect(new Set(positions).size).toBe(1)
	await context.close()
})
