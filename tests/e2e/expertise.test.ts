import type { Locator, Page } from '@playwright/test'
import { siteConfig } from '#app/config/site.ts'
import { expertiseAreas } from '#app/content/expertise-areas.ts'
import { expertisePages } from '#app/content/expertise/index.ts'
import { plainText } from '#app/lib/inline-lang.ts'
import { expectFullRows, expectNoSeriousA11yViolations, isMobile, scrollThrough, watchPage } from './utils.ts'
import { tap } from './person.ts'
import { expect, test } from './fixtures.ts'

const SUFFIX = '| Nuvéa – Expert Google Cloud'
const BOOKING = siteConfig.bookingUrl
const SHARED = siteConfig.sharedCalendarUrl

/** A booking button: the right calendar, in a new tab, without opener nor referrer. */
async function expectBooking(link: Locator, href: string) {
	await expect(link).toHaveAttribute('href', href)
	await expect(link).toHaveAttribute('target', '_blank')
	await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

/** Every figure must be on the page, as written (Playwright normalises the non-breaking spaces). */
async function expectTexts(scope: Locator, texts: string[]) {
	for (const text of texts) await expect(scope.getByText(text, { exact: false }).first(), text).toBeVisible()
}

function hero(page: Page) {
	return page.locator('main > section').first()
}

for (const area of expertiseAreas) {
	const content = expertisePages[area.slug]
	const calendar = content.calendar === 'shared' ? SHARED : BOOKING

	test(`${area.path}: shared layout, sections, booking links, SEO, accessibility`, async ({ page, baseURL }) => {
		// Long pages: scrolling through and running axe take a while on a busy 2-core machine.
		test.slow()
		const watch = watchPage(page, baseURL!)
		const response = await page.goto(area.path)
		expect(response?.status()).toBe(200)

		// Hero: icon, title, subtitle, background illustration, back button, booking button.
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
		await expect(hero(page).getByText(content.subtitle)).toBeVisible()
		// The background drawing is part of the page (no request on the way to the first paint)
		// and covers the whole band.
		const background = hero(page).locator(`[data-drawing="expertise-${area.slug}"] > svg`)
		await expect(background).toBeVisible()
		const [drawing, band] = await Promise.all([background.boundingBox(), hero(page).boundingBox()])
		expect(drawing).toEqual(band)
		await expect(hero(page).locator('img')).toHaveCount(0)
		await expect(hero(page).locator('svg.lucide').first()).toBeAttached()
		await expect(hero(page).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
		await expectBooking(hero(page).getByRole('link', { name: plainText(content.heroCta) }), calendar)
		// « En savoir plus » is told apart from the same words on the other six pages.
		await expect(
			hero(page).getByRole('link', { name: `En savoir plus sur l’expertise ${content.title}`, exact: true }),
		).toHaveAttribute('href', `#${content.sections[0]!.id}`)

		// Content sections in order, then the closing call to action.
		const ids = await page
			.locator('main > section[id]')
			.evaluateAll((sections) => sections.map((section) => section.id))
		expect(ids).toEqual([...content.sections.map((section) => section.id), 'demarrer'])
		for (const section of content.sections) {
			await expect(page.locator(`#${section.id}`).getByRole('heading', { level: 2 })).toHaveText(
				plainText(section.title),
			)
		}
		const closing = page.locator('#demarrer')
		await expect(closing.getByRole('heading', { level: 2 })).toHaveText('Prêt à démarrer votre projet ?')
		// Both buttons of the closing band open the page's calendar, as the product specifies.
		await expectBooking(closing.getByRole('link', { name: 'Nous contacter' }), calendar)
		await expectBooking(closing.getByRole('link', { name: 'Prendre rendez-vous' }), calendar)

		// Every booking button of the page opens the page's calendar in a new tab.
		const bookingLinks = page.locator('main a[href*="calendar"]')
		expect(await bookingLinks.count()).toBeGreaterThanOrEqual(2)
		for (const link of await bookingLinks.all()) await expectBooking(link, calendar)

		// SEO: title, description, keywords, canonical, BreadcrumbList and Service JSON-LD.
		await expect(page).toHaveTitle(`${content.seo.title} ${SUFFIX}`)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${area.path}`)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/)
		await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Google|GCP|Gemini/)
		const jsonLd = await page
			.locator('script[type="application/ld+json"]')
			.evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
		const breadcrumb = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')
		expect(breadcrumb.itemListElement.at(-1)).toMatchObject({ name: content.title, item: `${baseURL}${area.path}` })
		const service = jsonLd.find((data) => data['@type'] === 'Service')
		expect(service).toMatchObject({ name: content.title, url: `${baseURL}${area.path}`, provider: { name: 'Nuvéa' } })

		await scrollThrough(page)
		await expectNoSeriousA11yViolations(page)
		await page.waitForLoadState('networkidle')
		expect(watch.consoleErrors).toEqual([])
		expect(watch.foreignRequests).toEqual([])
	})
}

test('Applicatif: cloud-native, six of eight technologies, methodology, services, fintech case', async ({ page }) => {
	await page.goto('/expertise/applicatif')
	await expect(page.locator('#cloud-native h2')).toContainText('cloud-native')
	const technologies = page.locator('#technologies li h3')
	await expect(technologies).toHaveText([
		'GKE',
		'Cloud Run',
		'App Engine',
		'Compute Engine',
		'Cloud Functions',
		'Cloud Build',
	])
	await expect(page.locator('#technologies')).not.toContainText('Artifact Registry')
	await expect(page.locator('#technologies')).not.toContainText('Cloud SQL')
	await expect(page.locator('#methodologie li h3')).toHaveText([
		'Architecture cloud-native',
		'Microservices et conteneurs',
		'DevOps et CI/CD',
	])
	await expect(page.locator('#services > div > ul > li')).toHaveCount(2)
	await expect(page.locator('#services h3')).toHaveText([
		'Modernisation d’applications existantes',
		'Développement cloud-native',
	])
	const story = page.locator('#etude-de-cas')
	await expectTexts(story, [
		'Fintech',
		'99,9 %',
		'de disponibilité',
		'10x',
		'−50 %',
		'de délai de mise sur le marché',
		'0 % d’interruption de service',
		'Délai de mise sur le marché divisé par 3',
	])
})

test('Data Platform: challenges vs solutions, 4 steps, 2 pillars, 8 products, audit on the shared calendar', async ({
	page,
}) => {
	await page.goto('/expertise/data-platform')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plateforme Data')
	const comparison = page.locator('#defis')
	await expect(comparison.getByRole('heading', { level: 3 })).toHaveText(['Vos défis', 'Nos solutions'])
	await expect(comparison.locator('ul').first().locator('li')).toHaveCount(3)
	await expect(comparison.locator('ul').last().locator('li')).toHaveCount(3)
	await expect(page.locator('#approche ol > li h3')).toHaveText(['Cadrage', 'Architecture', 'Déploiement', 'Analyse'])
	const pillars = page.locator('#piliers')
	await expect(pillars.locator(':scope ul > li > div > h3')).toHaveCount(2)
	for (const product of ['Cloud SQL', 'Spanner', 'BigQuery', 'Dataflow'])
		await expect(pillars.locator('dt', { hasText: product })).toBeVisible()
	await expect(page.locator('#produits li')).toHaveCount(8)
	const audit = page.getByRole('link', { name: 'Demander un audit gratuit' })
	await expect(audit).toHaveCount(1)
	await expectBooking(audit, SHARED)
	await expect(page.locator(`main a[href="${BOOKING}"]`)).toHaveCount(0)
})

test('IA & Gen AI: 3 benefits, 2 solution pillars with use cases and technologies, 4 steps, workshop CTA', async ({
	page,
}) => {
	await page.goto('/expertise/ia-gen-ai')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('IA & IA Générative')
	await expect(page.locator('#benefices li h3')).toHaveCount(3)
	const pillars = page.locator('#solutions > div > ul > li')
	await expect(pillars).toHaveCount(2)
	await expect(pillars.locator('h3')).toHaveText(['Machine learning prédictif', 'IA générative'])
	for (const pillar of await pillars.all()) {
		await expect(pillar.getByRole('heading', { level: 4 })).toHaveText(['Cas d’usage', 'Technologies'])
		await expect(pillar.getByRole('list', { name: /Technologies/ }).locator('li')).not.toHaveCount(0)
	}
	await expectTexts(page.locator('#solutions'), ['Vertex AI', 'Gemini', 'BigQuery ML'])
	await expect(page.locator('#approche ol > li h3')).toHaveText([
		'Workshop & Cadrage',
		'Preuve de Concept',
		'Industrialisation',
		'Pilotage & Amélioration',
	])
	await expectBooking(page.getByRole('link', { name: 'Planifier un workshop IA' }), BOOKING)
})

test('Move to Cloud: 4 benefits, Assess / Plan / Migrate / Optimize, 3 offers, diagnostic CTA', async ({ page }) => {
	await page.goto('/expertise/move-to-cloud')
	await expect(page.locator('#benefices li h3')).toHaveCount(4)
	await expect(page.locator('#methode ol > li h3')).toHaveText(['Assess', 'Plan', 'Migrate', 'Optimize'])
	await expect(page.locator('#offres > div > ul > li h3')).toHaveText([
		'Migration de serveurs et de VM',
		'Modernisation applicative',
		'Migration de bases de données',
	])
	await expectBooking(page.getByRole('link', { name: 'Lancer votre diagnostic cloud' }), BOOKING)
})

test('Workspace: tools, AI assistant, ecosystem image, key figures, impact, migration, pricing, law firm', async ({
	page,
}, testInfo) => {
	await page.goto('/expertise/workspace')
	const tools = page.locator('#outils [data-tool-card]')
	await expect(tools).toHaveCount(7)
	// The spec's order: Gmail, Calendar, Drive, Docs/Sheets/Slides, Meet, Chat, AppSheet.
	await expect(page.locator('#outils [data-tool-card] h3')).toHaveText([
		'Gmail',
		'Agenda',
		'Drive',
		'Docs, Sheets et Slides',
		'Meet',
		'Chat',
		'AppSheet',
	])
	const grouped = page.locator('#outils [data-tool-card]', { hasText: 'Docs, Sheets et Slides' })
	const single = page.locator('#outils [data-tool-card]', { hasText: 'Gmail' })
	const [groupedBox, singleBox] = [await grouped.boundingBox(), await single.boundingBox()]
	// The grouped card spans two columns from two columns up (one on a phone), one row high.
	if (isMobile(testInfo)) expect(Math.abs(groupedBox!.width - singleBox!.width)).toBeLessThan(2)
	else expect(groupedBox!.width).toBeGreaterThan(singleBox!.width * 1.9)
	await expectFullRows(page.locator('#outils ul').first())

	const assistant = page.locator('#assistant-ia')
	await expect(assistant.getByRole('heading', { level: 2 })).toContainText('assistant IA')
	const ecosystem = assistant.getByRole('img', { name: /Écosystème Google Workspace/ })
	await expect(ecosystem).toHaveAttribute('src', '/images/workspace-ecosystem.svg')
	await expect(ecosystem).toHaveAttribute('loading', 'lazy')
	await ecosystem.scrollIntoViewIfNeeded()
	await expect.poll(() => ecosystem.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

	await expectTexts(page.locator('#chiffres'), [
		'2,6 Md+',
		'utilisateurs actifs',
		'25 %',
		'de gain de productivité moyen',
		'99,9 %',
		'SLA',
		'jusqu’à 5 h gagnées par semaine',
		'jusqu’à 500 participants dans Meet',
		'30 Go+',
	])
	await expect(page.locator('#transformation li h3')).toHaveCount(4)
	await expectTexts(page.locator('#transformation'), [
		'+40 % de productivité',
		'+35 % de satisfaction',
		'100 % de conformité RGPD',
		'−50 % de tâches répétitives',
	])

	const steps = page.locator('#migration ol > li')
	await expect(steps.locator('h3')).toHaveText([
		'Audit & Planning',
		'Configuration',
		'Migration des Données',
		'Formation & Adoption',
	])
	const durations = await steps.evaluateAll((items) =>
		items.map((item) => item.querySelector('p')!.textContent!.replace(/\s+/g, ' ').trim()),
	)
	expect(durations).toEqual([
		'Durée : 1-2 semaines',
		'Durée : 1-2 semaines',
		'Durée : 2-4 semaines',
		'Durée : 2-4 semaines',
	])
	await expect(page.locator('#migration').getByText(/durées sont indicatives/)).toBeVisible()

	const pricing = page.locator('#tarifs')
	for (const [name, price, features] of [
		['Business Starter', '6,80 €', ['30 Go', 'jusqu’à 100 participants']],
		['Business Standard', '13,60 €', ['2 To', 'jusqu’à 150 participants', 'Enregistrement', 'Tableau blanc']],
		[
			'Business Plus',
			'21,10 €',
			['5 To', 'jusqu’à 500 participants', 'Sécurité et conformité avancées', 'eDiscovery et archivage'],
		],
	] as const) {
		const plan = pricing.locator('li', { has: page.getByRole('heading', { name, exact: true }) })
		await expect(plan.getByText(price, { exact: true })).toBeVisible()
		await expect(plan.getByText('par utilisateur et par mois')).toBeVisible()
		await expectTexts(plan, [...features])
		await expectBooking(plan.getByRole('link'), BOOKING)
		await expect(plan.getByText('Populaire', { exact: true })).toHaveCount(name === 'Business Standard' ? 1 : 0)
	}
	for (const name of ['Enterprise Standard', 'Enterprise Plus']) {
		await expect(
			pricing.locator('li', { has: page.getByRole('heading', { name, exact: true }) }).getByText('Sur devis'),
		).toBeVisible()
	}
	await expectBooking(pricing.getByRole('link', { name: 'Demander un devis' }), BOOKING)

	await expectTexts(page.locator('#etude-de-cas'), [
		'200 avocats',
		'+45 %',
		'de productivité',
		'−60 %',
		'de temps de collaboration',
		'−30 %',
		'de coûts IT',
		'95 %',
		'de satisfaction',
	])
})

test('Workspace tool cards glow on hover and are not tab stops of their own', async ({ page }, testInfo) => {
	await page.goto('/expertise/workspace')
	const glowOf = (card: Locator) =>
		card.locator('[data-glow]').evaluate((element) => Number(getComputedStyle(element).opacity))
	const cards = page.locator('#outils [data-tool-card]')
	for (const card of await cards.all()) expect(await glowOf(card)).toBe(0)
	await expect(cards.nth(6).getByRole('heading', { level: 3 })).toHaveText('AppSheet')
	// Text cards with nothing to activate: Tab does not stop on them.
	for (const card of await cards.all()) await expect(card).not.toHaveAttribute('tabindex')

	if (!isMobile(testInfo)) {
		const drive = cards.filter({ hasText: 'Drive' })
		await drive.hover()
		await expect.poll(() => glowOf(drive)).toBeGreaterThan(0.5)
		expect(await drive.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none')
	}
})

test('Licences & Consommation: hero booking, two service cards with their buttons, 4 partner values', async ({
	page,
}) => {
	await page.goto('/expertise/resell')
	await expectBooking(hero(page).getByRole('link', { name: 'Prendre rendez-vous' }), BOOKING)
	const services = page.locator('#services > div > ul > li')
	await expect(services).toHaveCount(2)
	await expectBooking(services.nth(0).getByRole('link', { name: 'Planifier un échange' }), BOOKING)
	await expectBooking(services.nth(1).getByRole('link', { name: 'Réserver un créneau' }), BOOKING)
	await expect(services.nth(0).getByRole('heading')).toContainText('Workspace')
	await expect(services.nth(1).getByRole('heading')).toContainText('consommation')
	await expect(page.locator('#valeur li h3')).toHaveCount(4)
})

test('Sécurité GCP: 4 highlights, 6 of 8 services with categories, 3 approach cards, 2 offers, healthcare case', async ({
	page,
}) => {
	await page.goto('/expertise/security')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sécurité GCP')
	await expect(page.locator('#introduction li h3')).toHaveCount(4)
	const services = page.locator('#services li')
	await expect(services).toHaveCount(6)
	for (const service of await services.all()) await expect(service.locator('[data-slot="badge"]')).toContainText(/\S/)
	await expect(page.locator('#services')).not.toContainText('Google Security Operations')
	await expect(page.locator('#services')).not.toContainText('Sensitive Data Protection')
	await expect(page.locator('#approche li h3')).toHaveCount(3)
	await expect(page.locator('#offres > div > ul > li > h3')).toHaveText([
		'Audit & conformité',
		'Protection & monitoring',
	])
	await expectTexts(page.locator('#etude-de-cas'), [
		'Santé',
		'100 %',
		'de conformité RGPD/HDS',
		'0 incident de sécurité',
		'99,99 %',
		'de disponibilité',
	])
})

test('home cards and the header dropdown land on working expertise pages', async ({ page, request }, testInfo) => {
	for (const area of expertiseAreas) expect((await request.get(area.path)).status(), area.path).toBe(200)
	await page.goto('/')
	await page.locator('#expertise').getByRole('link', { name: 'Data Platform', exact: true }).click()
	await expect(page).toHaveURL(/\/expertise\/data-platform$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plateforme Data')
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	if (isMobile(testInfo)) {
		await tap(page, page.getByRole('button', { name: 'Menu', exact: true }))
		await tap(page, page.getByRole('navigation', { name: 'Navigation mobile' }).getByRole('link', { name: 'Sécurité' }))
	} else {
		const nav = page.getByRole('navigation', { name: 'Navigation principale' })
		await nav.getByRole('button', { name: 'Expertise' }).hover()
		await tap(page, page.locator('#menu-expertise').getByRole('link', { name: 'Sécurité' }))
	}
	await expect(page).toHaveURL(/\/expertise\/security$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sécurité GCP')
	await page.getByRole('link', { name: 'Retour à l’accueil' }).first().click()
	await expect(page).toHaveURL(/\/$/)
})

test('expertise pages are complete without JavaScript', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto('/expertise/workspace')
	await expect(page.locator('#tarifs').getByText('13,60 €')).toBeVisible()
	await expect(page.locator('#demarrer').getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
		'href',
		BOOKING,
	)
	await context.close()
})

test('an unknown expertise answers the French 404', async ({ page }) => {
	const response = await page.goto('/expertise/blockchain')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Oups ! Cette page est introuvable' })).toBeVisible()
	await expect(page).toHaveTitle(`Page introuvable ${SUFFIX}`)
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
})

test('Workspace: the figures of a row start on one line, no word alone on the last line, true minus signs', async ({
	page,
}, testInfo) => {
	await page.goto('/expertise/workspace')
	const values = page.locator('#chiffres [data-figure-value]')
	await expect(values).toHaveCount(6)
	const tops = await values.evaluateAll((elements) =>
		elements.map((element) => Math.round(element.getBoundingClientRect().top)),
	)
	if (!isMobile(testInfo)) {
		// Three per row: « jusqu’à » no longer pushes two figures of the second row down.
		expect(new Set(tops.slice(0, 3)).size).toBe(1)
		expect(new Set(tops.slice(3, 6)).size).toBe(1)
	}
	// « IA » stays on the line of « assistant ».
	const lines = await page
		.locator('#chiffres li', { hasText: 'assistant' })
		.locator('span.text-muted')
		.last()
		.evaluate((label) => {
			const text = label.firstChild!
			const content = text.textContent!
			const lineOf = (word: string) => {
				const range = document.createRange()
				const start = content.indexOf(word)
				range.setStart(text, start)
				range.setEnd(text, start + word.length)
				return Math.round(range.getBoundingClientRect().top)
			}
			return [lineOf('assistant'), lineOf('IA')]
		})
	expect(lines[0]).toBe(lines[1])
	// A negative figure has the minus sign (U+2212) and a no-break space before %.
	await expect(page.locator('#transformation')).toContainText('\u221250\u00a0%')
	await expect(page.locator('#etude-de-cas')).toContainText('\u221260\u00a0%')
	expect(await page.locator('main').innerText()).not.toMatch(/(^|\s)-\d/)
	// The case study is called what it is everywhere else.
	await expect(page.locator('#etude-de-cas').getByText('Étude de cas', { exact: true })).toBeVisible()
	await expect(page.getByText(/success story/i)).toHaveCount(0)
})

test('expertise heroes at 320 px: button labels wrap, never cut', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'the test sets its own width')
	await page.setViewportSize({ width: 320, height: 700 })
	for (const area of expertiseAreas) {
		await page.goto(area.path)
		const cut = await hero(page)
			.getByRole('link')
			.evaluateAll((links) =>
				links
					.filter((link) => {
						const rect = link.getBoundingClientRect()
						return link.scrollWidth > link.clientWidth + 1 || rect.right > window.innerWidth
					})
					.map((link) => link.textContent),
			)
		expect(cut, area.path).toEqual([])
	}
})
