import type { Browser, Page } from '@playwright/test'
import { siteConfig } from '#app/config/site.ts'
import { careersPage } from '#app/content/careers/careers.ts'
import { locationStories } from '#app/content/careers/location-stories.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { expectNoSeriousA11yViolations, isMobile, scrollThrough, watchPage } from './utils.ts'
import { expectUsable, scrollSettled, tap } from './person.ts'
import { expect, test } from './fixtures.ts'

type Place = (typeof mapLocations)[number]
const place = (id: string) => mapLocations.find((location) => location.id === id)!
const first = mapLocations[0]!
const last = mapLocations.at(-1)!

function marker(page: Page, location: Place) {
	return page.getByRole('button', { name: `${location.name}, ${location.country}`, exact: true })
}

function tile(page: Page, location: Place) {
	return page.locator(`[data-tile="${location.id}"]`)
}

/**
 * The open postcard. A postcard just closed stays drawn (and a dialog for assistive
 * technologies) through its closing fade, while the next one opens: `[open]` tells them apart.
 */
function dialog(page: Page) {
	return page.getByRole('dialog').and(page.locator('dialog[open]'))
}

async function expectDialogShows(page: Page, location: Place, rank = mapLocations.indexOf(location) + 1) {
	const shown = dialog(page)
	await expect(shown).toHaveAccessibleName(location.name)
	await expect(shown.getByRole('heading', { name: location.name, exact: true })).toBeVisible()
	await expect(shown.getByText(location.country, { exact: true })).toBeVisible()
	const story = locationStories[location.id]!
	await expect(shown).toHaveAccessibleDescription(story.caption)
	await expect(shown.getByRole('img', { name: story.alt })).toHaveAttribute('src', location.image)
	await expect(shown).toContainText(`${rank}\u00a0/\u00a021`)
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
	const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
	try {
		await run(await context.newPage())
	} finally {
		await context.close()
	}
}

/** The page's scroll, once the browser has painted it (scroll-driven animations follow it). */
async function scrollPageTo(page: Page, y: number) {
	await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
	await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

test('careers page: every section, no console error, no third-party request, axe clean', async ({ page, baseURL }) => {
	test.slow()
	const watch = watchPage(page, baseURL!)
	await page.goto('/carrieres')
	await expect(page).toHaveTitle('Pourquoi nous rejoindre | Nuvéa – Expert Google Cloud')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(careersPage.hero.title)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}/carrieres`)
	// The hero's right half: the careers illustration, part of the page (no request on the way
	// to the first paint), covering the whole band.
	const hero = page.locator('main section').first()
	const illustration = hero.locator('[data-drawing="careers-hero"] > svg')
	await expect(illustration).toBeVisible()
	const [drawing, band] = await Promise.all([illustration.boundingBox(), hero.boundingBox()])
	expect(drawing).toEqual(band)
	await expect(illustration.locator('#careers-hero-globe')).toBeAttached()
	await expect(hero.locator('img')).toHaveCount(0)
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
	// The page's code: two plain modules, every reading page's and the careers page's own (the
	// values' and the map's, asked for by both sections, written once), no framework (ADR 101).
	const scripts = await page
		.locator('script[src]')
		.evaluateAll((elements) => elements.map((element) => new URL((element as HTMLScriptElement).src).pathname))
	expect(scripts.toSorted()).toEqual([
		expect.stringMatching(/^\/assets\/careers-page-[\w-]{8}\.js$/),
		expect.stringMatching(/^\/assets\/reading-page-[\w-]{8}\.js$/),
	])
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

const more = (page: Page, id: string) => page.locator(`#valeur-${id}-plus`)
const toggle = (page: Page, id: string) => page.locator(`[data-value="${id}"] summary`)

test('values reveal their text on hover, with Enter and on tap; Escape dismisses it', async ({ page }, testInfo) => {
	await page.goto('/carrieres')
	for (const id of ['entraide', 'expertise', 'excellence']) await expect(more(page, id)).toBeHidden()
	if (isMobile(testInfo)) {
		// A tap anywhere on the card.
		await page.locator('[data-value="expertise"]').scrollIntoViewIfNeeded()
		await tap(page, page.locator('[data-value="expertise"]'))
		await expect(more(page, 'expertise')).toBeVisible()
		await expect(more(page, 'expertise')).toContainText('certifications Google Cloud')
		await expectUsable(toggle(page, 'expertise'))
		await expect(toggle(page, 'expertise')).toHaveAccessibleName('Refermer')
		await tap(page, toggle(page, 'expertise'))
		await expect(more(page, 'expertise')).toBeHidden()
		return
	}
	await page.locator('[data-value="entraide"]').hover()
	await expect(more(page, 'entraide')).toBeVisible()
	await expect(more(page, 'entraide')).toContainText('binôme')
	// Escape hides a hover reveal without moving the pointer (WCAG 1.4.13).
	await toggle(page, 'entraide').focus()
	await page.keyboard.press('Escape')
	await expect(more(page, 'entraide')).toBeHidden()
	await page.mouse.move(0, 0)
	await expect(more(page, 'entraide')).toBeHidden()
	// Keyboard: Tab reaches each value's disclosure; Enter opens, Escape closes. (Focusing the
	// hero's link scrolls the page back up, smoothly: Tab once it has come to rest.)
	await page.getByRole('link', { name: /Découvrir nos offres/ }).focus()
	await scrollSettled(page)
	await page.keyboard.press('Tab')
	await page.keyboard.press('Tab')
	await expect(toggle(page, 'entraide')).toBeFocused()
	await expect(more(page, 'entraide')).toBeHidden()
	await page.keyboard.press('Enter')
	await expect(more(page, 'entraide')).toBeVisible()
	await expect(page.locator('[data-value="entraide"] details')).toHaveAttribute('open')
	await expect(toggle(page, 'entraide')).toHaveAccessibleName('Refermer')
	// Still reachable and in view over the text it revealed.
	await expectUsable(toggle(page, 'entraide'))
	await expectNoSeriousA11yViolations(page)
	await page.keyboard.press('Escape')
	await expect(more(page, 'entraide')).toBeHidden()
	await expect(page.locator('[data-value="entraide"] details')).not.toHaveAttribute('open')
	await expect(toggle(page, 'entraide')).toBeFocused()
	await expect(toggle(page, 'entraide')).toHaveAccessibleName('En savoir plus')
})

test('without JavaScript, a value opens its text with a click, Enter or Space, and closes it again', async ({
	browser,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'the browser’s behaviour, checked once')
	await withoutJavaScript(browser, async (page) => {
		await page.goto('/carrieres')
		await page.locator('#valeurs ul').scrollIntoViewIfNeeded()
		await tap(page, page.locator('[data-value="excellence"]'))
		await expect(more(page, 'excellence')).toBeVisible()
		await expect(more(page, 'excellence')).toContainText('infrastructure décrite en code')
		await tap(page, toggle(page, 'excellence'))
		// (The pointer still over the card would show it: hover.)
		await page.mouse.move(0, 0)
		await expect(more(page, 'excellence')).toBeHidden()
		await toggle(page, 'expertise').focus()
		await page.keyboard.press('Enter')
		await expect(more(page, 'expertise')).toBeVisible()
		await page.keyboard.press('Space')
		await expect(more(page, 'expertise')).toBeHidden()
		// Hovering the card shows it too: CSS.
		await page.locator('[data-value="entraide"]').hover()
		await expect(more(page, 'entraide')).toBeVisible()
	})
})

test('the particles stay clear of the hero text and pause with a labelled switch', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'no particles on phones: the text takes the whole width')
	await page.emulateMedia({ reducedMotion: 'no-preference' })
	await page.goto('/carrieres')
	const title = await page.getByRole('heading', { level: 1 }).boundingBox()
	const area = await page.locator('[data-testid="particles"]').boundingBox()
	expect(area!.x).toBeGreaterThan(title!.x + title!.width)
	const dot = page.locator('[data-particle]').first()
	expect(await dot.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running')
	// A switch drawn by the site, 44 px tall, with its label; the native box is not drawn.
	const control = page.getByRole('checkbox', { name: 'Mettre l’animation en pause' })
	const switchLabel = page.locator('label', { has: control })
	await expectUsable(switchLabel)
	expect((await switchLabel.boundingBox())!.height).toBeGreaterThanOrEqual(44)
	expect((await control.boundingBox())!.width).toBeLessThanOrEqual(1)
	await tap(page, switchLabel)
	await expect(control).toBeChecked()
	expect(await dot.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused')
	// The keyboard: a visible ring on the switch, Space toggles it.
	await page.getByRole('link', { name: /Découvrir nos offres/ }).focus()
	await page.keyboard.press('Tab')
	await expect(control).toBeFocused()
	expect(await switchLabel.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
	await page.keyboard.press('Space')
	await expect(control).not.toBeChecked()
	expect(await dot.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running')
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

	// Real buttons, in the tab order, that open their postcard through the browser.
	const markers = map.locator('button[data-marker]')
	await expect(markers).toHaveCount(21)
	for (const location of mapLocations) {
		await expect(marker(page, location)).toHaveAttribute('command', 'show-modal')
		await expect(marker(page, location)).toHaveAttribute('commandfor', `carte-postale-${location.id}`)
		expect(await marker(page, location).evaluate((element: HTMLButtonElement) => element.tabIndex)).toBe(0)
	}
	const centres = await markers.evaluateAll((elements) =>
		elements.map((element) => {
			const box = element.getBoundingClientRect()
			return `${Math.round(box.x + box.width / 2)},${Math.round(box.y + box.height / 2)}`
		}),
	)
	expect(new Set(centres).size).toBe(21)
	// Plausible positions: Paris is north of Toulouse, Sydney east and south of Paris.
	const box = async (location: Place) => (await marker(page, location).boundingBox())!
	const [paris, toulouse, sydney] = await Promise.all([box(place('paris')), box(place('toulouse')), box(last)])
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

test('world map: tooltip with name and country on hover and on keyboard focus, from the sm breakpoint', async ({
	page,
}, testInfo) => {
	await page.goto('/carrieres')
	const venice = marker(page, place('venise'))
	const tooltip = (location: Place) => marker(page, location).locator('[data-tooltip]')
	await venice.scrollIntoViewIfNeeded()
	if (isMobile(testInfo)) {
		// Below the sm breakpoint the map scrolls sideways under a finger: no tooltip.
		await venice.focus()
		await expect(tooltip(place('venise'))).toBeHidden()
		return
	}
	await expect(tooltip(place('venise'))).toBeHidden()
	await venice.hover()
	await expect(tooltip(place('venise'))).toBeVisible()
	await expect(tooltip(place('venise'))).toHaveText('VeniseItalie')
	// The tooltip sits just above its marker, centred on it, and nothing covers it.
	const [tip, dot] = await Promise.all([tooltip(place('venise')).boundingBox(), venice.boundingBox()])
	expect(Math.abs(tip!.x + tip!.width / 2 - (dot!.x + dot!.width / 2))).toBeLessThan(2)
	expect(tip!.y + tip!.height).toBeLessThanOrEqual(dot!.y)
	await page.mouse.move(0, 0)
	await expect(tooltip(place('venise'))).toBeHidden()
	// Keyboard focus shows it too (Tab back and forth: a focus the keyboard gave).
	await marker(page, last).focus()
	await page.keyboard.press('Shift+Tab')
	await page.keyboard.press('Tab')
	await expect(marker(page, last)).toBeFocused()
	await expect(tooltip(last)).toBeVisible()
	await expect(tooltip(last)).toHaveText('SydneyAustralie')
	// Near the top of the map, the tooltip goes below its marker, inside the map.
	const reykjavik = place('reykjavik')
	await marker(page, reykjavik).hover()
	const [below, north, mapBox] = await Promise.all([
		tooltip(reykjavik).boundingBox(),
		marker(page, reykjavik).boundingBox(),
		page.locator('[data-testid="world-map"]').boundingBox(),
	])
	expect(below!.y).toBeGreaterThanOrEqual(north!.y + north!.height)
	expect(below!.y + below!.height).toBeLessThanOrEqual(mapBox!.y + mapBox!.height)
})

test('world map on a phone: the map scrolls sideways and starts on Europe', async ({ page }, testInfo) => {
	test.skip(!isMobile(testInfo), 'the map is wider than a phone only')
	await page.goto('/carrieres')
	const scroller = page.locator('[data-testid="map-scroller"]')
	await scroller.scrollIntoViewIfNeeded()
	const [scrollLeft, scrollWidth, clientWidth] = await scroller.evaluate((element) => [
		element.scrollLeft,
		element.scrollWidth,
		element.clientWidth,
	])
	expect(scrollWidth).toBeGreaterThan(clientWidth)
	expect(scrollLeft).toBeGreaterThan(0)
	for (const id of ['paris', 'venise', 'athenes', 'barcelone']) await expectUsable(marker(page, place(id)))
	await tap(page, marker(page, place('athenes')))
	await expectDialogShows(page, place('athenes'))
})

test('world map: a marker opens its postcard; previous/next wrap around both ways; the close button', async ({
	page,
	baseURL,
}) => {
	test.slow()
	const watch = watchPage(page, baseURL!)
	await page.goto('/carrieres')
	const paris = marker(page, first)
	await paris.scrollIntoViewIfNeeded()
	await tap(page, paris)
	await expectDialogShows(page, first, 1)
	// A modal: the page behind does not scroll.
	expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
	await expectNoSeriousA11yViolations(page)
	// First ← goes to the last place, last → back to the first; one postcard open at a time.
	await tap(page, dialog(page).getByRole('button', { name: 'Précédente' }))
	await expectDialogShows(page, last, 21)
	await expect(page.locator('dialog[open]')).toHaveCount(1)
	await expect(dialog(page).getByRole('button', { name: 'Précédente' })).toBeFocused()
	await tap(page, dialog(page).getByRole('button', { name: 'Suivante' }))
	await expectDialogShows(page, first, 1)
	await tap(page, dialog(page).getByRole('button', { name: 'Suivante' }))
	await expectDialogShows(page, mapLocations[1]!, 2)
	await expect(page.locator('dialog[open]')).toHaveCount(1)
	await tap(page, dialog(page).getByRole('button', { name: 'Fermer' }))
	await expect(page.locator('dialog[open]')).toHaveCount(0)
	// Back on the marker that opened the first postcard, in view.
	await expect(paris).toBeFocused()
	await expectUsable(paris)
	await page.waitForLoadState('networkidle')
	expect(watch.consoleErrors).toEqual([])
})

test('world map: a tile sets the active place, scrolls the map into view and opens the postcard', async ({ page }) => {
	test.slow()
	await page.goto('/carrieres')
	await expect(page.getByRole('button', { name: `Carte postale : ${last.name} ${last.country}` })).toHaveAttribute(
		'data-tile',
		last.id,
	)
	await expect(page.locator('[data-tile]')).toHaveCount(21)
	await tile(page, last).scrollIntoViewIfNeeded()
	await tap(page, tile(page, last))
	await expectDialogShows(page, last)
	await expect(tile(page, last)).toHaveAttribute('data-active', 'true')
	await expect(tile(page, last)).toHaveAttribute('aria-current', 'true')
	await expect(page.locator('[data-tile][data-active]')).toHaveCount(1)
	await expect(page.locator(`[data-marker="${last.id}"]`)).toHaveAttribute('data-active', 'true')
	await expect(page.locator('[data-marker][data-active]')).toHaveCount(1)
	// The map behind the dialog, and the place on it (centred where the map scrolls sideways).
	await expect
		.poll(() =>
			page.locator(`[data-marker="${last.id}"]`).evaluate((element) => {
				const box = element.getBoundingClientRect()
				const scroller = element.closest('[data-testid="map-scroller"]')!.getBoundingClientRect()
				const x = box.left + box.width / 2
				const y = box.top + box.height / 2
				return y > 64 && y < window.innerHeight && x > scroller.left && x < scroller.right
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
	await expect(page.locator('dialog[open]')).toHaveCount(0)
	// The focus goes back to the tile, which comes back into view.
	await expect(tile(page, last)).toBeFocused()
	await expectUsable(tile(page, last))
})

test('world map keyboard: Tab to a marker, Enter opens, arrows move, the page behind is out of reach, Escape closes and focus returns', async ({
	page,
}, testInfo) => {
	test.slow()
	test.skip(isMobile(testInfo), 'keyboard journey')
	await page.goto('/carrieres')
	// The markers come from north to south: Reykjavik is the first.
	const reykjavik = marker(page, place('reykjavik'))
	await toggle(page, 'excellence').focus()
	await page.keyboard.press('Tab')
	await expect(reykjavik).toBeFocused()
	await expect(reykjavik.locator('[data-tooltip]')).toBeVisible()
	await page.keyboard.press('Tab')
	await page.keyboard.press('Shift+Tab')
	await expect(reykjavik).toBeFocused()
	await page.keyboard.press('Enter')
	await expectDialogShows(page, place('reykjavik'))
	// « Suivante » has the focus: Enter goes on with the tour.
	const next = mapLocations[mapLocations.indexOf(place('reykjavik')) + 1]!
	await expect(dialog(page).getByRole('button', { name: 'Suivante' })).toBeFocused()
	await page.keyboard.press('Enter')
	await expectDialogShows(page, next)
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('ArrowLeft')
	await expectDialogShows(page, mapLocations[mapLocations.indexOf(place('reykjavik')) - 1]!)
	// Tab cycles through the postcard (and the browser's own controls), never the page behind.
	for (let index = 0; index < 8; index++) {
		await page.keyboard.press('Tab')
		expect(
			await page.evaluate(
				() => document.activeElement === document.body || !!document.activeElement?.closest('dialog[open]'),
			),
		).toBe(true)
	}
	await page.keyboard.press('Escape')
	await expect(page.locator('dialog[open]')).toHaveCount(0)
	await expect(reykjavik).toBeFocused()
	// Space opens too.
	await page.keyboard.press(' ')
	await expectDialogShows(page, place('reykjavik'))
	await page.keyboard.press('Escape')
	await expect(reykjavik).toBeFocused()
})

test('without JavaScript, markers and tiles open their postcard, Escape closes it, back on the opener; a neighbour opens over the postcard, or uncovers it', async ({
	browser,
}, testInfo) => {
	test.slow()
	test.skip(isMobile(testInfo), 'the browser’s behaviour, checked once')
	await withoutJavaScript(browser, async (page) => {
		await page.goto('/carrieres')
		await expect(page.locator('[data-marker]')).toHaveCount(21)
		await expect(page.locator('[data-tile]')).toHaveCount(21)
		await expect(page.locator('[data-particle]')).toHaveCount(30)
		// The keyboard: Enter on a marker, Escape, the focus back on the marker.
		const paris = marker(page, first)
		await paris.scrollIntoViewIfNeeded()
		await paris.focus()
		await page.keyboard.press('Enter')
		await expectDialogShows(page, first, 1)
		await page.keyboard.press('Escape')
		await expect(page.locator('dialog[open]')).toHaveCount(0)
		await expect(paris).toBeFocused()
		// A tap on a marker.
		await tap(page, marker(page, place('venise')))
		await expectDialogShows(page, place('venise'))
		await tap(page, dialog(page).getByRole('button', { name: 'Fermer' }))
		await expect(page.locator('dialog[open]')).toHaveCount(0)
		// « Précédente » from the first wraps to the last, opened over it.
		const open = page.locator('dialog[open]')
		const top = () => open.last()
		await tile(page, first).scrollIntoViewIfNeeded()
		await tap(page, tile(page, first))
		await expectDialogShows(page, first, 1)
		await tap(page, top().getByRole('button', { name: 'Précédente' }))
		await expect(open).toHaveCount(2)
		await expect(top()).toHaveId(`carte-postale-${last.id}`)
		await expect(top()).toContainText('21\u00a0/\u00a021')
		// Back to the first with « Suivante » (which has the focus): it was underneath, the last closes.
		await expect(top().getByRole('button', { name: 'Suivante' })).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(open).toHaveCount(1)
		await expect(top()).toHaveId(`carte-postale-${first.id}`)
		// Forward twice, back once: the third closes and uncovers the second.
		await tap(page, top().getByRole('button', { name: 'Suivante' }))
		await tap(page, top().getByRole('button', { name: 'Suivante' }))
		await expect(open).toHaveCount(3)
		await expect(top()).toHaveId(`carte-postale-${mapLocations[2]!.id}`)
		await tap(page, top().getByRole('button', { name: 'Précédente' }))
		await expect(open).toHaveCount(2)
		await expect(top()).toHaveId(`carte-postale-${mapLocations[1]!.id}`)
		// Escape walks back to the first, then to the tile.
		for (const count of [1, 0]) {
			await page.keyboard.press('Escape')
			await expect(open).toHaveCount(count)
		}
		await expect(tile(page, first)).toBeFocused()
	})
})

test('recruitment steps: step n fades in once the scroll offset passes n × 100 px', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'no-preference' })
	await page.goto('/carrieres')
	const opacity = (rank: number) =>
		page.locator(`[data-step="${rank}"]`).evaluate((element) => Number(getComputedStyle(element).opacity))
	for (const rank of [1, 2, 3, 4]) expect(await opacity(rank)).toBe(0)
	for (const rank of [1, 2, 3, 4]) {
		// Just before its offset the step is still hidden; 50 px past it, it is there.
		await scrollPageTo(page, rank * 100 - 1)
		await expect.poll(() => opacity(rank)).toBe(0)
		if (rank > 1) await expect.poll(() => opacity(rank - 1)).toBe(1)
		await scrollPageTo(page, rank * 100 + 50)
		await expect.poll(() => opacity(rank)).toBe(1)
		if (rank < 4) expect(await opacity(rank + 1)).toBe(0)
	}
})

test('recruitment steps and the perks are never hidden under reduced motion, nor where scroll-driven animations are missing', async ({
	page,
}) => {
	await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.goto('/carrieres')
	const opacities = (selector: string) =>
		page.locator(selector).evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))
	expect(await opacities('[data-step]')).toEqual(['1', '1', '1', '1'])
	expect(await opacities('#avantages li')).toEqual(Array(8).fill('1'))
	// A browser without scroll-driven animations never reads the rules that hide them:
	// every rule animating them sits inside @supports (animation-timeline) and no-preference.
	const guards = await page.evaluate(() => {
		const found: string[] = []
		const walk = (rules: CSSRuleList, conditions: string[]) => {
			for (const rule of rules) {
				if (
					rule instanceof CSSStyleRule &&
					/recruitment-step|data-reveal/.test(rule.selectorText) &&
					rule.style.animationName
				)
					found.push(`${rule.selectorText} ← ${conditions.join(' & ')}`)
				if (rule instanceof CSSSupportsRule) walk(rule.cssRules, [...conditions, rule.conditionText])
				else if (rule instanceof CSSMediaRule) walk(rule.cssRules, [...conditions, rule.conditionText])
				else if (rule instanceof CSSGroupingRule) walk(rule.cssRules, conditions)
			}
		}
		for (const sheet of document.styleSheets) walk(sheet.cssRules, [])
		return found
	})
	expect(guards).toHaveLength(2)
	for (const guard of guards) {
		expect(guard).toMatch(/\(animation-timeline: ?(scroll|view)\(\)\)/)
		expect(guard).toContain('(prefers-reduced-motion: no-preference)')
	}
})

test('the perks come in as they scroll into view, each card of a row a little after the one before', async ({
	page,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'four cards a row from the lg breakpoint')
	await page.emulateMedia({ reducedMotion: 'no-preference' })
	await page.goto('/carrieres')
	const perks = page.locator('#avantages li')
	const opacities = () =>
		perks.evaluateAll((elements) => elements.map((element) => Number(getComputedStyle(element).opacity)))
	expect(await opacities()).toEqual(Array(8).fill(0))
	// The first row a third of its way into the viewport: the first card ahead of the fourth.
	const top = await perks.first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
	const height = (await perks.first().boundingBox())!.height
	await scrollPageTo(page, Math.round(top - 800 + height * 0.35))
	await expect.poll(async () => (await opacities()).slice(0, 4).every((value) => value < 1)).toBe(true)
	const row = (await opacities()).slice(0, 4)
	expect(row[0]).toBeGreaterThan(row[3]!)
	await perks.last().scrollIntoViewIfNeeded()
	await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }))
	await expect.poll(opacities).toEqual(Array(8).fill(1))
})

test('particles float, and stay still under reduced motion, without the pause switch', async ({ page }, testInfo) => {
	await page.emulateMedia({ reducedMotion: 'no-preference' })
	await page.goto('/carrieres')
	const dots = page.locator('[data-particle]')
	await expect(dots).toHaveCount(30)
	expect(await dots.first().evaluate((element) => getComputedStyle(element).animationName)).toBe('particle-drift')
	if (!isMobile(testInfo)) await expect(page.getByText('Mettre l’animation en pause')).toBeVisible()
	await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.reload()
	const animations = await dots.evaluateAll((elements) =>
		elements.map((element) => getComputedStyle(element).animationName),
	)
	expect(animations).toEqual(Array(30).fill('none'))
	await expect(page.getByText('Mettre l’animation en pause')).toBeHidden()
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
