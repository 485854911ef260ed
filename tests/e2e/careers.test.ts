import type { Page } from '@playwright/test'
import { siteConfig } from '#app/config/site.ts'
import { careersPage } from '#app/content/careers/careers.ts'
import { locationStories } from '#app/content/careers/location-stories.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { expectNoSeriousA11yViolations, isMobile, scrollThrough, waitForHydration, watchPage } from './utils.ts'
import { expect, test } from './fixtures.ts'

const first = mapLocations[0]!
const last = mapLocations.at(-1)!
const markerName = (location: (typeof mapLocations)[number]) => `${location.name}, ${location.country}`

function marker(page: Page, location: (typeof mapLocations)[number]) {
	return page.getByRole('button', { name: markerName(location), exact: true })
}

function dialog(page: Page) {
	return page.getByRole('dialog')
}

async function expectDialogShows(page: Page, location: (typeof mapLocations)[number]) {
	await expect(dialog(page).getByRole('heading', { name: location.name, exact: true })).toBeVisible()
	await expect(dialog(page).getByText(location.country, { exact: true })).toBeVisible()
	const story = locationStories[location.id]!
	await expect(dialog(page).getByText(story.caption)).toBeVisible()
	await expect(dialog(page).getByRole('img', { name: story.alt })).toHaveAttribute('src', location.image)
}

test('careers page: every section, no console error, no third-party request, axe clean', async ({ page, baseURL }) => {
	test.slow()
	const watch = watchPage(page, baseURL!)
	await page.goto('/carrieres')
	await expect(page).toHaveTitle('Pourquoi nous rejoindre | Nuvéa – Expert Google Cloud')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersPage.hero.title)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}/carrieres`)
	for (const title of ['Entraide', 'Expertise', 'Excellence']) {
		await expect(page.locator('#valeurs').getByRole('heading', { name: title, exact: true })).toBeVisible()
	}
	for (const [value, label] of [
		['20+', 'Certifications cloud'],
		['100\u00a0%', 'Esprit d’équipe'],
		['∞', 'Évolution illimitée'],
	]) {
		await expect(page.locator('dd', { hasText: value! })).toBeVisible()
		await expect(page.locator('dt', { hasText: label! })).toBeVisible()
	}
	const steps = page.locator('#recrutement ol > li')
	await expect(steps).toHaveCount(4)
	for (const [index, title] of [
		'Préqualification et découverte',
		'Entretien manager',
		'Entretien technique',
		'Proposition et intégration',
	].entries()) {
		await expect(steps.nth(index)).toContainText(`${index + 1}`)
		await expect(steps.nth(index).getByRole('heading')).toContainText(title)
	}
	await expect(page.locator('#avantages li')).toHaveCount(8)
	await expect(page.locator('#avantages')).toContainText(/Télétravail jusqu’à 3\s+jours par semaine/)
	// 30 decorative particles, hidden from assistive technologies.
	await expect(page.locator('[data-particle]')).toHaveCount(30)
	await expect(
		page.locator('[data-testid="particles"]').locator('xpath=ancestor::*[@aria-hidden="true"][1]'),
	).toHaveCount(1)
	await scrollThrough(page)
	await expectNoSeriousA11yViolations(page)
	await page.waitForLoadState('networkidle')
	expect(watch.consoleErrors).toEqual([])
	expect(watch.foreignRequests).toEqual([])
})

test('careers external links: offers and booking open in a new tab', async ({ page }) => {
	await page.goto('/carrieres')
	const links = [
		[
			page
				.locator('main section')
				.first()
				.getByRole('link', { name: /Découvrir nos offres/ }),
			siteConfig.careersUrl,
		],
		[page.getByRole('link', { name: /Consulter toutes nos offres/ }), siteConfig.careersUrl],
		[page.getByRole('link', { name: /Discuter avec nous/ }), siteConfig.bookingUrl],
	] as const
	for (const [link, href] of links) {
		await expect(link).toHaveAttribute('href', href)
		await expect(link).toHaveAttribute('target', '_blank')
		await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
	}
})

test('values reveal their text on hover, with Enter and on tap; Escape dismisses it', async ({ page }, testInfo) => {
	await page.goto('/carrieres')
	const more = (id: string) => page.locator(`#valeur-${id}-plus`)
	const toggle = (id: string) => page.locator(`[data-value="${id}"] button`)
	for (const id of ['entraide', 'expertise', 'excellence']) await expect(more(id)).toBeHidden()
	if (isMobile(testInfo)) {
		await page.locator('[data-value="expertise"]').tap()
		await expect(more('expertise')).toBeVisible()
		await expect(more('expertise')).toContainText('certifications Google Cloud')
		return
	}
	await page.locator('[data-value="entraide"]').hover()
	await expect(more('entraide')).toBeVisible()
	await expect(more('entraide')).toContainText('binôme')
	// Escape hides a hover reveal without moving the pointer (WCAG 1.4.13).
	await toggle('entraide').focus()
	await page.keyboard.press('Escape')
	await expect(more('entraide')).toBeHidden()
	await page.mouse.move(0, 0)
	await expect(more('entraide')).toBeHidden()
	// Keyboard: Tab reaches each value's button; Enter opens, Escape closes.
	await page.getByRole('link', { name: /Découvrir nos offres/ }).focus()
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(toggle('entraide')).toBeFocused()
	await expect(more('entraide')).toBeHidden()
	await page.keyboard.press('Enter')
	await expect(more('entraide')).toBeVisible()
	await expect(toggle('entraide')).toHaveAttribute('aria-expanded', 'true')
	await page.keyboard.press('Escape')
	await expect(more('entraide')).toBeHidden()
	await expect(toggle('entraide')).toHaveAttribute('aria-expanded', 'false')
})

test('the particles stay clear of the hero text and pause on request', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'no particles on phones: the text takes the whole width')
	await page.emulateMedia({ reducedMotion: 'no-preference' })
	await page.goto('/carrieres')
	const title = await page.getByRole('heading', { level: 1 }).boundingBox()
	const area = await page.locator('[data-testid="particles"]').boundingBox()
	expect(area!.x).toBeGreaterThan(title!.x + title!.width)
	const dot = page.locator('[data-particle]').first()
	expect(await dot.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running')
	await page.getByLabel('Mettre l’animation en pause').check()
	expect(await dot.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused')
})

test('world map: a real map drawn on the server and 21 markers at distinct positions', async ({ page, request }) => {
	test.slow()
	await page.goto('/carrieres')
	const map = page.locator('[data-testid="world-map"]')
	await map.scrollIntoViewIfNeeded()
	const image = map.locator('img')
	await expect(image).toHaveAttribute('src', '/images/carte-du-monde.svg')
	await expect
		.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
		.toBeGreaterThan(0)
	const svg = await request.get('/images/carte-du-monde.svg')
	expect(svg.headers()['content-type']).toContain('image/svg+xml')
	const body = await svg.text()
	expect(body).toMatch(/^<svg[^>]+viewBox="0 0 1000 \d+"/)
	expect(body.length).toBeGreaterThan(10_000)

	const markers = map.locator('[data-marker]')
	await expect(markers).toHaveCount(21)
	for (const location of mapLocations) await expect(marker(page, location)).toHaveAttribute('tabindex', '0')
	const transforms = await markers.evaluateAll((elements) =>
		elements.map((element) => element.getAttribute('transform')),
	)
	expect(new Set(transforms).size).toBe(21)
	// Plausible positions: Paris is north of Toulouse, Sydney east and south of Paris.
	const box = async (location: (typeof mapLocations)[number]) => (await marker(page, location).boundingBox())!
	const [paris, toulouse, sydney] = await Promise.all([box(mapLocations[0]!), box(mapLocations[1]!), box(last)])
	expect(paris.y).toBeLessThan(toulouse.y)
	expect(sydney.x).toBeGreaterThan(paris.x)
	expect(sydney.y).toBeGreaterThan(paris.y)
	// The browser never downloads the map geometry nor d3 as JavaScript.
	const scripts = await page.evaluate(() =>
		performance
			.getEntriesByType('resource')
			.map((entry) => entry.name)
			.filter((name) => name.endsWith('.js')),
	)
	for (const script of scripts) {
		const source = await (await request.get(script)).text()
		expect(source).not.toContain('geoNaturalEarth')
		expect(source).not.toContain('"arcs"')
	}
})

test('world map: tooltip with name and country on hover and on focus (from the sm breakpoint)', async ({
	page,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'the tooltip starts at the sm breakpoint')
	await page.goto('/carrieres')
	const tooltip = page.getByRole('tooltip')
	const venice = mapLocations.find((location) => location.id === 'venise')!
	await marker(page, venice).scrollIntoViewIfNeeded()
	await expect(tooltip).toBeHidden()
	await marker(page, venice).hover()
	await expect(tooltip).toBeVisible()
	await expect(tooltip).toContainText('Venise')
	await expect(tooltip).toContainText('Italie')
	// The tooltip sits just above its marker.
	const [tip, dot] = await Promise.all([tooltip.boundingBox(), marker(page, venice).boundingBox()])
	expect(Math.abs(tip!.x + tip!.width / 2 - (dot!.x + dot!.width / 2))).toBeLessThan(4)
	expect(tip!.y + tip!.height).toBeLessThanOrEqual(dot!.y + dot!.height / 2)
	await page.mouse.move(0, 0)
	await expect(tooltip).toBeHidden()
	await marker(page, last).focus()
	await expect(tooltip).toBeVisible()
	await expect(tooltip).toContainText('Sydney')
	await expect(tooltip).toContainText('Australie')
})

test('world map: a marker opens the photo dialog; previous/next wrap around both ways; close button', async ({
	page,
	baseURL,
}, testInfo) => {
	test.slow()
	const watch = watchPage(page, baseURL!)
	await page.goto('/carrieres')
	const paris = marker(page, first)
	await paris.scrollIntoViewIfNeeded()
	if (isMobile(testInfo)) await paris.tap()
	else await paris.click()
	await expect(dialog(page)).toBeVisible()
	await expectDialogShows(page, first)
	await expect(dialog(page)).toContainText('1\u00a0/\u00a021')
	// Radix locks the page scroll (through a constructed stylesheet: the CSP refuses <style> elements).
	await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
	await expectNoSeriousA11yViolations(page)
	// First ← goes to the last place, last → back to the first.
	await dialog(page).getByRole('button', { name: 'Précédente' }).click()
	await expectDialogShows(page, last)
	await expect(dialog(page)).toContainText('21\u00a0/\u00a021')
	await dialog(page).getByRole('button', { name: 'Suivante' }).click()
	await expectDialogShows(page, first)
	await dialog(page).getByRole('button', { name: 'Suivante' }).click()
	await expectDialogShows(page, mapLocations[1]!)
	await dialog(page).getByRole('button', { name: 'Fermer' }).click()
	await expect(dialog(page)).toBeHidden()
	await page.waitForLoadState('networkidle')
	expect(watch.consoleErrors).toEqual([])
})

test('world map: a tile sets the active place, scrolls the map into view and opens the dialog', async ({ page }) => {
	test.slow()
	await page.goto('/carrieres')
	const tile = page.locator(`[data-tile="${last.id}"]`)
	await expect(page.getByRole('button', { name: `Carte postale : ${last.name} ${last.country}` })).toHaveAttribute(
		'data-tile',
		last.id,
	)
	await expect(page.locator('[data-tile]')).toHaveCount(21)
	await tile.scrollIntoViewIfNeeded()
	await tile.click()
	await expect(dialog(page)).toBeVisible()
	await expectDialogShows(page, last)
	await expect(tile).toHaveAttribute('data-active', 'true')
	await expect(tile).toHaveAttribute('aria-current', 'true')
	await expect(page.locator(`[data-marker="${last.id}"]`)).toHaveAttribute('data-active', 'true')
	await expect
		.poll(() =>
			page.locator('[data-testid="world-map"]').evaluate((element) => {
				const rect = element.getBoundingClientRect()
				return rect.top < window.innerHeight && rect.bottom > 64
			}),
		)
		.toBe(true)
	// Keys: last → first, first ← last.
	await page.keyboard.press('ArrowRight')
	await expectDialogShows(page, first)
	await page.keyboard.press('ArrowLeft')
	await expectDialogShows(page, last)
	await page.keyboard.press('ArrowLeft')
	await expectDialogShows(page, mapLocations.at(-2)!)
	await page.keyboard.press('Escape')
	await expect(dialog(page)).toBeHidden()
	await expect(tile).toBeFocused()
})

test('world map keyboard: Tab to a marker, Enter opens, arrows move, focus is trapped, Escape closes and focus returns', async ({
	page,
}, testInfo) => {
	test.slow()
	test.skip(isMobile(testInfo), 'keyboard journey')
	await page.goto('/carrieres')
	// The tooltip and the focus trap are the map's own behaviours: they start with hydration.
	await waitForHydration(page)
	await page.locator('[data-value="excellence"] button').focus()
	await page.keyboard.press('Tab')
	const paris = marker(page, first)
	await expect(paris).toBeFocused()
	await expect(page.getByRole('tooltip')).toContainText('Paris')
	await page.keyboard.press('Tab')
	await expect(marker(page, mapLocations[1]!)).toBeFocused()
	await page.keyboard.press('Shift+Tab')
	await expect(paris).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(dialog(page)).toBeVisible()
	await expectDialogShows(page, first)
	await page.keyboard.press('ArrowRight')
	await expectDialogShows(page, mapLocations[1]!)
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('ArrowLeft')
	await expectDialogShows(page, last)
	for (let index = 0; index < 6; index++) {
		await page.keyboard.press('Tab')
		expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(true)
	}
	await page.keyboard.press('Escape')
	await expect(dialog(page)).toBeHidden()
	await expect(paris).toBeFocused()
	// Space opens too.
	await page.keyboard.press(' ')
	await expect(dialog(page)).toBeVisible()
	await page.keyboard.press('Escape')
})

test('recruitment steps: step n fades in once the scroll offset passes n × 100 px', async ({ page }) => {
	test.slow()
	await page.emulateMedia({ reducedMotion: 'no-preference' })
	await page.goto('/carrieres')
	// The reveal is the hydrated page's: scrolling before it would test nothing.
	await waitForHydration(page)
	const step = (rank: number) => page.locator(`[data-step="${rank}"]`)
	for (const rank of [1, 2, 3, 4]) await expect(step(rank)).toHaveAttribute('data-reveal', 'hidden')
	await expect.poll(() => step(1).evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
	await page.evaluate(() => window.scrollTo(0, 150))
	await expect(step(1)).toHaveAttribute('data-reveal', 'shown')
	await expect(step(2)).toHaveAttribute('data-reveal', 'hidden')
	await page.evaluate(() => window.scrollTo(0, 250))
	await expect(step(2)).toHaveAttribute('data-reveal', 'shown')
	await expect(step(3)).toHaveAttribute('data-reveal', 'hidden')
	await page.evaluate(() => window.scrollTo(0, 401))
	for (const rank of [1, 2, 3, 4]) await expect(step(rank)).toHaveAttribute('data-reveal', 'shown')
	await expect.poll(() => step(4).evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
})

test('without JavaScript the page is complete: steps visible, map, markers and particles drawn', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto('/carrieres')
	for (const rank of [1, 2, 3, 4]) {
		const step = page.locator(`[data-step="${rank}"]`)
		await expect(step).not.toHaveAttribute('data-reveal')
		expect(await step.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
	}
	await expect(page.locator('[data-marker]')).toHaveCount(21)
	await expect(page.locator('[data-tile]')).toHaveCount(21)
	await expect(page.locator('[data-particle]')).toHaveCount(30)
	await context.close()
})

test('particles float, and stay still under reduced motion where every step is visible', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'no-preference' })
	await page.goto('/carrieres')
	const dots = page.locator('[data-particle]')
	await expect(dots).toHaveCount(30)
	expect(await dots.first().evaluate((element) => getComputedStyle(element).animationName)).toBe('particle-drift')
	await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.reload()
	const animations = await dots.evaluateAll((elements) =>
		elements.map((element) => getComputedStyle(element).animationName),
	)
	expect(animations).toEqual(Array(30).fill('none'))
	const opacities = await page
		.locator('[data-step]')
		.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))
	expect(opacities).toEqual(['1', '1', '1', '1'])
})

test('postcard names stay whole under WCAG 1.4.12 text spacing', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/carrieres')
	// The text-spacing bookmarklet's values, through the CSSOM (the CSP refuses <style> elements).
	await page.evaluate(() => {
		const sheet = new CSSStyleSheet()
		sheet.replaceSync(
			'* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
		)
		document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
	})
	const clipped = await page
		.locator('[data-tile] > span, [data-tile] > span > span:not(.sr-only)')
		.evaluateAll((spans) =>
			spans.filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent),
		)
	expect(clipped).toEqual([])
})
