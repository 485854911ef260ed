import { siteConfig } from '#app/config/site.ts'
import { blogArticlePages } from '#app/config/route-table.ts'
import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, isMobile, watchPage } from './utils.ts'
import { expect, test } from './fixtures.ts'

const SUFFIX = '| Nuvéa – Expert Google Cloud'

/** Identity values every legal page must show, straight from the site configuration. */
const identity = [
	siteConfig.legalName,
	siteConfig.registration,
	siteConfig.vatNumber,
	siteConfig.publicationDirector,
	siteConfig.host.name,
	siteConfig.host.address,
	siteConfig.phone,
	siteConfig.email,
	siteConfig.privacyEmail,
	...siteConfig.offices.map((office) => `${office.street}, ${office.postalCode} ${office.city}`),
]

test('legal notice: ten numbered sections after the definitions, every placeholder filled', async ({
	page,
	baseURL,
}) => {
	const watch = watchPage(page, baseURL!)
	const response = await page.goto('/mentions-legales')
	expect(response?.status()).toBe(200)
	await expect(page).toHaveTitle(`Mentions légales ${SUFFIX}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales')
	await expect(page.locator('main')).toContainText(/Dernière mise à jour\u00a0: \d{1,2}(?:er)? \p{L}+ \d{4}/u)
	const content = page.getByTestId('legal-content')
	const headings = await content.locator('h2').allTextContents()
	expect(headings[0]).toBe('Définitions')
	const numbered = headings.filter((heading) => /^\d+\. /.test(heading))
	expect(numbered.map((heading) => heading.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
	for (const [index, pattern] of [
		/Présentation du site/,
		/Conditions générales d’utilisation/,
		/Description des services/,
		/Limitations contractuelles sur les données techniques/,
		/Propriété intellectuelle/,
		/Limitations de responsabilité/,
		/données personnelles/,
		/Notification d’incident et sécurité/,
		/cookies et balises/,
		/Droit applicable/,
	].entries()) {
		expect(numbered[index]).toMatch(pattern)
	}
	await expect(content).toContainText('droit français')
	await expect(content).toContainText('tribunaux de Paris')
	const html = await page.content()
	expect(html).not.toContain('{{')
	const text = (await content.textContent())!.replace(/\u00a0|\u202f/g, ' ')
	for (const value of identity) expect(text).toContain(value.replace(/\u00a0|\u202f/g, ' '))
	await expect(content.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
		'href',
		'/politique-confidentialite',
	)
	await expectNoSeriousA11yViolations(page)
	await page.waitForLoadState('networkidle')
	expect(watch.consoleErrors).toEqual([])
	expect(watch.foreignRequests).toEqual([])
})

test('privacy policy: the sections of the spec, true to what the site does', async ({ page, baseURL }) => {
	const watch = watchPage(page, baseURL!)
	await page.goto('/politique-confidentialite')
	await expect(page).toHaveTitle(`Politique de confidentialité ${SUFFIX}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité')
	const content = page.getByTestId('legal-content')
	const headings = await content.locator('h2').allTextContents()
	expect(headings).toEqual([
		'Collecte des données',
		'Données collectées',
		'Utilisation des données',
		'Protection des données',
		'Vos droits (RGPD)',
		'Cookies',
		'Contact',
	])
	const text = (await content.textContent())!.replace(/\u00a0|\u202f/g, ' ')
	for (const fact of [
		'3 ans (1 095 jours) à compter de votre dernier contact',
		'cookie de session',
		'CNIL',
		'Droit d’accès',
		'Droit à l’effacement',
		'lettre d’information',
		'livre blanc',
	]) {
		expect(text).toContain(fact)
	}
	expect(await page.content()).not.toContain('{{')
	for (const value of [siteConfig.legalName, siteConfig.privacyEmail, siteConfig.phone, siteConfig.registration]) {
		expect(text).toContain(value.replace(/\u00a0|\u202f/g, ' '))
	}
	await expect(content.getByRole('link', { name: siteConfig.privacyEmail }).first()).toHaveAttribute(
		'href',
		`mailto:${siteConfig.privacyEmail}`,
	)
	await expect(content.getByRole('link', { name: 'mentions légales' })).toHaveAttribute('href', '/mentions-legales')
	await expectNoSeriousA11yViolations(page)
	await page.waitForLoadState('networkidle')
	expect(watch.consoleErrors).toEqual([])
	expect(watch.foreignRequests).toEqual([])
})

test('legal pages: a table of contents on large screens links to every section', async ({ page }, testInfo) => {
	test.skip(isMobile(testInfo), 'the table of contents is a desktop aid')
	await page.goto('/mentions-legales')
	const toc = page.getByRole('navigation', { name: 'Sommaire' })
	await expect(toc.getByRole('link')).toHaveCount(11)
	await toc.getByRole('link', { name: /^7\./ }).click()
	await expect(page).toHaveURL(/#7-gestion-des-donnees-personnelles$/)
	await expect(page.locator('[id="7-gestion-des-donnees-personnelles"]')).toBeInViewport()
})

test('legal and careers pages are public: in the sitemap and reachable from the footer', async ({ page, request }) => {
	const sitemap = await (await request.get('/sitemap.xml')).text()
	for (const path of ['/carrieres', '/mentions-legales', '/politique-confidentialite'])
		expect(sitemap).toContain(`<loc>${siteConfig.url}${path}</loc>`)
	await page.goto('/')
	await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
	await expect(page).toHaveURL(/\/mentions-legales$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales')
})

/**
 * Characters per full line of the text's paragraphs (the last line of each left out), as
 * the browser lays them out: the median over the page.
 */
function medianCharactersPerLine(page: Page): Promise<number> {
	return page.locator('.prose-nuvea').evaluate(async (prose) => {
		await document.fonts.ready
		const counts: number[] = []
		for (const paragraph of prose.querySelectorAll(':scope > p')) {
			const lines = new Map<number, number>()
			const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const range = document.createRange()
				for (let index = 0; index < node.textContent!.length; index++) {
					range.setStart(node, index)
					range.setEnd(node, index + 1)
					const rect = range.getClientRects()[0]
					if (rect) lines.set(Math.round(rect.top), (lines.get(Math.round(rect.top)) ?? 0) + 1)
				}
			}
			counts.push(...[...lines.values()].slice(0, -1))
		}
		counts.sort((a, b) => a - b)
		return counts[Math.floor(counts.length / 2)] ?? 0
	})
}

test('articles and legal pages: 65 to 72 characters a line at 1280 px, the contents on the same side', async ({
	page,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'the measure of a wide screen')
	test.slow()
	for (const path of [
		'/mentions-legales',
		'/politique-confidentialite',
		...blogArticlePages().map((article) => article.path),
	]) {
		await page.goto(path)
		const measure = await medianCharactersPerLine(page)
		expect(measure, `${path}: characters a line`).toBeGreaterThanOrEqual(65)
		expect(measure, `${path}: characters a line`).toBeLessThanOrEqual(72)
		// The « Sommaire » on the right of the text, on every page that has one.
		const text = (await page.locator('.prose-nuvea').boundingBox())!
		const contents = (await page.getByRole('navigation', { name: 'Sommaire' }).boundingBox())!
		expect(contents.x, `${path}: contents on the right`).toBeGreaterThan(text.x + text.width)
	}
})
