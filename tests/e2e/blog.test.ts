import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, isInViewport, isMobile, queryDatabase, watchPage } from './utils.ts'
import { expect, test } from './fixtures.ts'
import { newsletterMessages } from '#app/features/newsletter/newsletter-messages.ts'

const SUFFIX = '| Nuvéa – Expert Google Cloud'

/** The product's article facts (category, date, reading time) and each article's front matter (title, tags, banner button). */
const articles = [
	{
		slug: 'gemini-enterprise',
		title: 'Gemini Enterprise',
		category: 'IA & Gen AI',
		date: '20 mars 2025',
		iso: '2025-03-20',
		readTime: 18,
		tags: ['Gemini Enterprise', 'Agents IA', 'IA générative'],
		button: 'Préparer mon déploiement',
	},
	{
		slug: 'cloud-run',
		title: 'Cloud Run',
		category: 'Applicatif',
		date: '15 mars 2025',
		iso: '2025-03-15',
		readTime: 5,
		tags: ['Cloud Run', 'Serverless', 'Conteneurs'],
		button: 'Parler à un expert',
	},
	{
		slug: 'bigquery',
		title: 'BigQuery',
		category: 'Data Platform',
		date: '10 mars 2025',
		iso: '2025-03-10',
		readTime: 8,
		tags: ['BigQuery', 'Data Warehouse', 'FinOps'],
		button: 'Échanger avec nos experts data',
	},
	{
		slug: 'vertex-ai',
		title: 'Vertex AI',
		category: 'IA & Gen AI',
		date: '5 mars 2025',
		iso: '2025-03-05',
		readTime: 10,
		tags: ['Vertex AI', 'Gemini', 'MLOps'],
		button: 'Discuter de votre projet IA',
	},
	{
		slug: 'migration-cloud',
		title: 'Migration vers le cloud',
		category: 'Move to Cloud',
		date: '1er mars 2025',
		iso: '2025-03-01',
		readTime: 12,
		tags: ['Migration', 'Google Cloud', 'FinOps'],
		button: 'Planifier un audit de migration',
	},
	{
		slug: 'workspace-productivity',
		title: 'Google Workspace',
		category: 'Workspace',
		date: '25 février 2025',
		iso: '2025-02-25',
		readTime: 6,
		tags: ['Workspace', 'Productivité', 'Collaboration'],
		button: 'Demander une formation',
	},
	{
		slug: 'security',
		title: 'Sécurité Google Cloud',
		category: 'Sécurité',
		date: '20 février 2025',
		iso: '2025-02-20',
		readTime: 9,
		tags: ['Sécurité', 'IAM', 'Cloud Armor'],
		button: 'Demander un audit de sécurité',
	},
] as const

const categories = ['Tous', 'IA & Gen AI', 'Applicatif', 'Data Platform', 'Move to Cloud', 'Workspace', 'Sécurité']

/** The cards shown (the listing holds every card, those that do not match hidden). */
function cardTitles(page: Page) {
	return page.locator('section[aria-labelledby="articles-title"] li:not([hidden]) h3')
}
function searchBox(page: Page) {
	return page.getByRole('searchbox', { name: 'Rechercher un article' })
}
function categoryButton(page: Page, name: string) {
	return page.getByRole('group', { name: 'Filtrer par catégorie' }).getByRole('button', { name, exact: true })
}
/** Waits for the page's modules (the list is usable before: a search typed earlier is read when they start). */
async function gotoHydrated(page: Page, url: string) {
	await page.goto(url)
	await page.waitForLoadState('networkidle')
}

test.describe('blog listing', () => {
	test('hero, search box, the seven category buttons, seven cards and the newsletter box, without console error', async ({
		page,
		baseURL,
	}) => {
		const watch = watchPage(page, baseURL!)
		await gotoHydrated(page, '/blog')
		await expect(page).toHaveTitle(`Blog : IA, data, migration et sécurité Google Cloud ${SUFFIX}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le blog Nuvéa')
		await expect(searchBox(page)).toBeVisible()
		const buttons = page.getByRole('group', { name: 'Filtrer par catégorie' }).getByRole('button')
		await expect(buttons).toHaveText(categories)
		await expect(categoryButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'true')
		await expect(cardTitles(page)).toHaveCount(7)
		// Newest first, each card with its category, date and reading time, linking to its page.
		for (const [index, article] of articles.entries()) {
			const card = page.locator('section[aria-labelledby="articles-title"] li').nth(index)
			await expect(card.getByRole('heading', { level: 3 })).toContainText(article.title)
			await expect(card.getByText(article.category, { exact: true })).toBeVisible()
			await expect(card.getByText(article.date, { exact: true })).toBeVisible()
			await expect(card.getByText(`${article.readTime}\u00a0min`, { exact: true })).toBeVisible()
			await expect(card.getByRole('link')).toHaveAttribute('href', `/blog/${article.slug}`)
			await expect(card.locator('img')).toHaveAttribute('src', `/images/blog/${article.slug}.svg`)
		}
		const newsletter = page.getByRole('region', { name: 'Recevez nos prochains articles' })
		await expect(newsletter.getByLabel('Adresse e-mail')).toHaveAttribute('type', 'email')
		await expect(newsletter.getByRole('button', { name: 'S’inscrire' })).toBeVisible()
		await page.locator('section[aria-labelledby="articles-title"] img').last().scrollIntoViewIfNeeded()
		await page.waitForLoadState('networkidle')
		expect(watch.consoleErrors).toEqual([])
		expect(watch.foreignRequests).toEqual([])
	})

	test('a search typed before the page’s code has run filters the list once it runs', async ({ page }) => {
		// The listing's module is held back until the visitor has typed.
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/assets/blog-listing-*.js', async (route) => {
			await held
			await route.continue()
		})
		// (An async module holds the load event back, not the parsed page.)
		await page.goto('/blog', { waitUntil: 'domcontentloaded' })
		await searchBox(page).fill('bigquery')
		await expect(cardTitles(page)).toHaveCount(7)
		release()
		await expect(page).toHaveURL(/\/blog\?q=bigquery$/)
		await expect(cardTitles(page)).toHaveText([/BigQuery/])
		await expect(searchBox(page)).toHaveValue('bigquery')
		await expect(page.getByRole('status').filter({ hasText: 'sur 7' })).toHaveText('1 article sur 7')
	})

	test('the page carries the listing’s plain module and no framework', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		const scripts = await page
			.locator('script[src]')
			.evaluateAll((elements) => elements.map((element) => new URL((element as HTMLScriptElement).src).pathname))
		expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/blog-listing-[\w-]{8}\.js$/))
		for (const script of scripts) expect(script).not.toMatch(/entry\.client|\/app-|react/)
		// The articles' searchable text, as data the browser never runs.
		const data = await page.locator('script#blog-articles').evaluate((element) => ({
			type: element.getAttribute('type'),
			articles: JSON.parse(element.textContent ?? '[]') as { slug: string }[],
		}))
		expect(data.type).toBe('application/json')
		expect(data.articles.map((article) => article.slug)).toEqual(articles.map((article) => article.slug))
	})

	test('cover images load, are 1200×630, one per article, and hold no text', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		const covers = new Set<string>()
		for (const article of articles) {
			const response = await page.request.get(`/images/blog/${article.slug}.svg`)
			expect(response.status()).toBe(200)
			const svg = await response.text()
			expect(svg).toContain('width="1200" height="630"')
			// An <img> SVG cannot use the site's font: the title and category are written beside
			// the cover, not repeated in it in small type and a system font.
			expect(svg).not.toMatch(/<text|<tspan|font-family/)
			covers.add(svg)
		}
		expect(covers.size).toBe(articles.length)
		for (const whitepaper of ['workspace-ia', 'data-platform']) {
			const svg = await (await page.request.get(`/images/whitepapers/${whitepaper}.svg`)).text()
			expect(svg).toContain('width="480" height="640"')
			expect(svg, whitepaper).not.toMatch(/<text|<tspan|font-family/)
		}
	})

	test('search filters live as one types, case-insensitively, and the URL follows (replaced)', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		const historyLength = await page.evaluate(() => history.length)
		await searchBox(page).pressSequentially('BIGQUERY', { delay: 20 })
		await expect(cardTitles(page)).toHaveCount(1)
		await expect(cardTitles(page)).toContainText('BigQuery')
		await expect(page).toHaveURL(/\/blog\?q=BIGQUERY$/)
		expect(await page.evaluate(() => history.length)).toBe(historyLength)
		await expect(page.getByRole('status').filter({ hasText: 'sur 7' })).toHaveText('1 article sur 7')

		// A tag ("Cloud Armor") and an excerpt word ("AppSheet"), accents ignored ("securite").
		await searchBox(page).fill('cloud armor')
		await expect(cardTitles(page)).toHaveText([/Sécurité Google Cloud/])
		await searchBox(page).fill('appsheet')
		await expect(cardTitles(page)).toHaveText([/Google Workspace/])
		await searchBox(page).fill('securite')
		await expect(cardTitles(page)).toHaveText([/Sécurité Google Cloud/])

		await searchBox(page).fill('')
		await expect(cardTitles(page)).toHaveCount(7)
		await expect(page).toHaveURL(/\/blog$/)
	})

	test('a category filters, combines with the search, and Tous resets it', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		await categoryButton(page, 'IA & Gen AI').click()
		await expect(categoryButton(page, 'IA & Gen AI')).toHaveAttribute('aria-pressed', 'true')
		await expect(categoryButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'false')
		await expect(cardTitles(page)).toHaveText([/Gemini Enterprise/, /Vertex AI/])
		await expect(page).toHaveURL(/\/blog\?categorie=ia-gen-ai$/)

		await searchBox(page).fill('mlops')
		await expect(cardTitles(page)).toHaveText([/Vertex AI/])
		await expect(page).toHaveURL(/\/blog\?q=mlops&categorie=ia-gen-ai$/)

		await categoryButton(page, 'Workspace').click()
		await expect(page.getByText('Aucun article trouvé pour cette recherche')).toBeVisible()

		await categoryButton(page, 'Tous').click()
		await expect(cardTitles(page)).toHaveText([/Vertex AI/])
		await searchBox(page).fill('')
		await expect(cardTitles(page)).toHaveCount(7)
	})

	test('no match shows the empty message, and its button shows every article again', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		await searchBox(page).fill('kubernetes quantique')
		await expect(page.getByText('Aucun article trouvé pour cette recherche')).toBeVisible()
		await expect(cardTitles(page)).toHaveCount(0)
		await page.getByRole('link', { name: 'Afficher tous les articles' }).click()
		await expect(cardTitles(page)).toHaveCount(7)
		await expect(searchBox(page)).toHaveValue('')
		await expect(page).toHaveURL(/\/blog$/)
	})

	test('the URL query round-trips: a shared link, a reload, back and forward', async ({ page }) => {
		await gotoHydrated(page, '/blog?q=cloud&categorie=applicatif')
		await expect(searchBox(page)).toHaveValue('cloud')
		await expect(categoryButton(page, 'Applicatif')).toHaveAttribute('aria-pressed', 'true')
		await expect(cardTitles(page)).toHaveText([/Cloud Run/])

		await searchBox(page).fill('serverless')
		await categoryButton(page, 'Data Platform').click()
		await expect(cardTitles(page)).toHaveText([/BigQuery/])
		await expect(page).toHaveURL(/\/blog\?q=serverless&categorie=data-platform$/)

		await page.reload()
		await page.waitForLoadState('networkidle')
		await expect(searchBox(page)).toHaveValue('serverless')
		await expect(categoryButton(page, 'Data Platform')).toHaveAttribute('aria-pressed', 'true')
		await expect(cardTitles(page)).toHaveText([/BigQuery/])

		// A category click is a step in history; typing is not.
		await page.goBack()
		await expect(page).toHaveURL(/\/blog\?q=serverless&categorie=applicatif$/)
		await expect(categoryButton(page, 'Applicatif')).toHaveAttribute('aria-pressed', 'true')
		await expect(searchBox(page)).toHaveValue('serverless')
		await expect(cardTitles(page)).toHaveText([/Cloud Run/])
		await page.goForward()
		await expect(categoryButton(page, 'Data Platform')).toHaveAttribute('aria-pressed', 'true')
		await expect(cardTitles(page)).toHaveText([/BigQuery/])
	})

	test('back and forward in the same page bring each entry’s filter back, the featured card with it', async ({
		page,
	}) => {
		await gotoHydrated(page, '/blog')
		const featured = page.locator('[data-article][data-featured]')
		await expect(featured).toHaveAttribute('data-article', articles[0].slug)
		// Same document all along: the marker survives.
		await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
		await searchBox(page).fill('cloud')
		await expect(featured).toHaveCount(0)
		await categoryButton(page, 'Applicatif').click()
		await expect(cardTitles(page)).toHaveText([/Cloud Run/])
		await categoryButton(page, 'Tous').click()
		await searchBox(page).fill('')
		await expect(cardTitles(page)).toHaveCount(7)
		await expect(featured).toHaveAttribute('data-article', articles[0].slug)
		await expect(page).toHaveURL(/\/blog$/)
		await page.goBack()
		await expect(page).toHaveURL(/\/blog\?q=cloud&categorie=applicatif$/)
		await expect(searchBox(page)).toHaveValue('cloud')
		await expect(categoryButton(page, 'Applicatif')).toHaveAttribute('aria-pressed', 'true')
		await expect(categoryButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'false')
		await expect(cardTitles(page)).toHaveText([/Cloud Run/])
		await expect(page.getByRole('status').filter({ hasText: 'sur 7' })).toHaveText('1 article sur 7')
		await page.goBack()
		await expect(page).toHaveURL(/\/blog\?q=cloud$/)
		await expect(categoryButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'true')
		await page.goForward()
		await expect(cardTitles(page)).toHaveText([/Cloud Run/])
		expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
		// Other parameters of the address (a campaign's) stay as they are.
		await gotoHydrated(page, '/blog?utm_source=lettre')
		await searchBox(page).fill('vertex')
		await expect(page).toHaveURL(/\/blog\?utm_source=lettre&q=vertex$/)
	})

	test('the header link to the blog clears the filter', async ({ page }, testInfo) => {
		test.skip(isMobile(testInfo), 'the header link is in the mobile menu; the behaviour is the same')
		await gotoHydrated(page, '/blog?q=bigquery')
		await expect(cardTitles(page)).toHaveCount(1)
		await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
		await expect(page).toHaveURL(/\/blog$/)
		await expect(cardTitles(page)).toHaveCount(7)
		await expect(searchBox(page)).toHaveValue('')
	})

	test('without JavaScript, the search box and the category buttons are a GET form filtered by the server', async ({
		browser,
	}, testInfo) => {
		test.skip(isMobile(testInfo), 'server behaviour, checked once')
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto('/blog')
		await expect(cardTitles(page)).toHaveCount(7)
		await searchBox(page).fill('vertex')
		await searchBox(page).press('Enter')
		await expect(page).toHaveURL(/\/blog\?q=vertex/)
		await expect(cardTitles(page)).toHaveText([/Vertex AI/])

		// A category keeps the search; the search keeps the category.
		await categoryButton(page, 'Sécurité').click()
		await expect(page).toHaveURL(/q=vertex&categorie=securite/)
		await expect(page.getByText('Aucun article trouvé pour cette recherche')).toBeVisible()
		await searchBox(page).fill('')
		await page.getByRole('button', { name: 'Rechercher' }).click()
		await expect(categoryButton(page, 'Sécurité')).toHaveAttribute('aria-pressed', 'true')
		await expect(cardTitles(page)).toHaveText([/Sécurité Google Cloud/])
		await categoryButton(page, 'Tous').click()
		await expect(cardTitles(page)).toHaveCount(7)
		await context.close()
	})

	test('a request with a query string is rendered by the server, with the hashes of its own scripts', async ({
		request,
	}) => {
		const filtered = await request.get('/blog?q=bigquery')
		expect(filtered.status()).toBe(200)
		// Rendered once per result set (docs/decisions/050-search-answers-spliced.md): its CSP lists
		// the sha256 of the scripts the render wrote, not a nonce sent to everyone.
		expect(filtered.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
		expect(filtered.headers()['content-security-policy']).not.toContain("'nonce-")
		expect(await filtered.text()).toContain('1 article sur 7')
		const plain = await request.get('/blog')
		expect(plain.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
		expect(await plain.text()).toContain('7 articles')
		// Pages without a loader keep their static file whatever the query string.
		const home = await request.get('/?utm_source=test')
		expect(home.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
	})

	test('the listing has no serious accessibility violation', async ({ page }) => {
		test.slow()
		await gotoHydrated(page, '/blog')
		await expectNoSeriousA11yViolations(page)
		await searchBox(page).fill('zzz')
		await expect(page.getByText('Aucun article trouvé pour cette recherche')).toBeVisible()
		await expectNoSeriousA11yViolations(page)
	})
})

test.describe('newsletter', () => {
	test('subscribing twice with the same address gives the same answer both times', async ({ page }, testInfo) => {
		await gotoHydrated(page, '/blog')
		const box = page.getByRole('region', { name: 'Recevez nos prochains articles' })
		const email = `Lecteur.${testInfo.project.name}.${Date.now()}@Exemple.fr`
		for (let attempt = 0; attempt < 2; attempt++) {
			await box.getByLabel('Adresse e-mail').fill(attempt ? email.toUpperCase() : email)
			await box.getByRole('button', { name: 'S’inscrire' }).click()
			// The same answer whatever the address's state: it tells nothing about who subscribed.
			await expect(box.getByRole('status')).toHaveText(newsletterMessages.success)
			await expect(page.getByText(newsletterMessages.success).last()).toBeVisible()
			await expect(box.getByLabel('Adresse e-mail')).toHaveValue('')
		}
		// Stored once, lower-cased.
		const rows = await queryDatabase<{ email: string }>(
			'select email from newsletter_subscribers where lower(email) = $1',
			[email.toLowerCase()],
		)
		expect(rows).toEqual([{ email: email.toLowerCase() }])
	})

	test('an invalid address gets the French message, in the browser and from the server', async ({
		page,
		browser,
	}, testInfo) => {
		test.slow()
		await gotoHydrated(page, '/blog')
		const box = page.getByRole('region', { name: 'Recevez nos prochains articles' })
		await box.getByLabel('Adresse e-mail').fill('claire@exemple')
		await box.getByRole('button', { name: 'S’inscrire' }).click()
		await expect(box.getByRole('alert')).toHaveText('Veuillez entrer une adresse email valide')
		await expect(box.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true')
		await expect(box.getByLabel('Adresse e-mail')).toBeFocused()
		await expectNoSeriousA11yViolations(page)

		test.skip(isMobile(testInfo), 'server behaviour, checked once')
		const context = await browser.newContext({ javaScriptEnabled: false })
		const noJs = await context.newPage()
		await noJs.goto('/blog')
		await noJs.getByLabel('Adresse e-mail').fill('pas-une-adresse')
		await noJs.getByRole('button', { name: 'S’inscrire' }).click()
		await expect(noJs.getByRole('alert')).toHaveText('Veuillez entrer une adresse email valide')
		await context.close()
	})

	test('without JavaScript, the form posts and the page shows the confirmation', async ({ browser }, testInfo) => {
		test.skip(isMobile(testInfo), 'server behaviour, checked once')
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto('/blog')
		await page.getByLabel('Adresse e-mail').fill(`sans.js.${Date.now()}@exemple.fr`)
		await page.getByRole('button', { name: 'S’inscrire' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Merci' })).toHaveText(newsletterMessages.success)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le blog Nuvéa')
		await context.close()
	})
})

test.describe('article pages', () => {
	for (const article of articles) {
		test(`${article.slug}: header facts, body, banner and metadata`, async ({ page, baseURL }) => {
			const watch = watchPage(page, baseURL!)
			const response = await page.goto(`/blog/${article.slug}`)
			expect(response?.status()).toBe(200)
			const header = page.locator('article > header')
			await expect(header.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog')
			await expect(header.getByText(article.category, { exact: true })).toBeVisible()
			await expect(header.getByRole('list', { name: 'Mots-clés' }).getByRole('listitem')).toHaveText(
				article.tags.map((tag) => `#${tag}`),
			)
			await expect(page.getByRole('heading', { level: 1 })).toContainText(article.title)
			await expect(header.locator(`time[datetime="${article.iso}"]`)).toHaveText(article.date)
			await expect(header.getByText(`${article.readTime}\u00a0min de lecture`)).toBeVisible()
			const body = page.locator('.prose-nuvea')
			expect(await body.locator('h2').count()).toBeGreaterThanOrEqual(3)
			expect(await body.locator('p').count()).toBeGreaterThan(5)
			expect(await body.locator('ul, ol').count()).toBeGreaterThan(0)
			await expect(page.locator('#article-cta').getByRole('link', { name: article.button })).toHaveAttribute(
				'href',
				'/#contact',
			)

			await expect(page).toHaveTitle(new RegExp(`${article.title}.*\\| Nuvéa – Expert Google Cloud$`))
			await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/${article.slug}`)
			await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
			await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', article.iso)
			await expect(page.locator('meta[property="article:section"]')).toHaveAttribute('content', article.category)
			await expect(page.locator('meta[property="article:tag"]')).toHaveCount(article.tags.length)
			await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
				'content',
				`${baseURL}/og/blog--${article.slug}.png`,
			)
			const jsonLd = await page
				.locator('script[type="application/ld+json"]')
				.evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
			const posting = jsonLd.find((data) => data['@type'] === 'BlogPosting')
			expect(posting).toMatchObject({
				datePublished: article.iso,
				articleSection: article.category,
				url: `${baseURL}/blog/${article.slug}`,
			})
			const breadcrumb = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')
			expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual([
				`${baseURL}/`,
				`${baseURL}/blog`,
				`${baseURL}/blog/${article.slug}`,
			])
			await page.waitForLoadState('networkidle')
			expect(watch.consoleErrors).toEqual([])
			expect(watch.foreignRequests).toEqual([])
		})
	}

	test('the Workspace and Security articles have the spec’s sections and banners', async ({ page }) => {
		await page.goto('/blog/workspace-productivity')
		for (const heading of [
			/co-édition en temps réel/i,
			/visioconférence avancée/i,
			/recherche intelligente dans Drive/i,
			/applications sans code/i,
		]) {
			await expect(page.locator('.prose-nuvea h2', { hasText: heading })).toBeVisible()
		}
		await page.goto('/blog/security')
		for (const heading of ['IAM', 'VPC', 'Cloud Armor', 'Secret Manager', 'Security Command Center', 'Chiffrement']) {
			await expect(page.locator('.prose-nuvea h2', { hasText: heading }).first()).toBeVisible()
		}
		await expect(
			page.locator('#article-cta').getByRole('heading', { name: 'Auditez votre sécurité cloud' }),
		).toBeVisible()
		await page.goto('/blog/migration-cloud')
		await expect(page.locator('.prose-nuvea h2', { hasText: /^Étape \d/ })).toHaveCount(7)
	})

	test('the banner button lands on home with the contact section in view', async ({ page }) => {
		await gotoHydrated(page, '/blog/workspace-productivity')
		await page.getByRole('link', { name: 'Demander une formation' }).click()
		// A document navigation to the home page's section (no client router on reading pages).
		await expect(page).toHaveURL(/\/#contact$/)
		await expect.poll(() => isInViewport(page, '#contact'), { timeout: 10_000 }).toBe(true)
	})

	test('Retour au blog goes back to the listing', async ({ page }) => {
		await gotoHydrated(page, '/blog/security')
		await page.getByRole('link', { name: 'Retour au blog' }).click()
		await expect(page).toHaveURL(/\/blog$/)
		await expect(cardTitles(page)).toHaveCount(7)
	})

	test('a card opens its article', async ({ page }) => {
		await gotoHydrated(page, '/blog')
		await page
			.getByRole('link', { name: /Migration vers le cloud/ })
			.first()
			.click()
		await expect(page).toHaveURL(/\/blog\/migration-cloud$/)
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Migration vers le cloud')
	})

	test('an unknown article answers the French 404', async ({ page }) => {
		const response = await page.goto('/blog/cet-article-n-existe-pas')
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { name: 'Oups ! Cette page est introuvable' })).toBeVisible()
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
		await expect(page).toHaveTitle(/Page introuvable/)
	})

	test('an article has no serious accessibility violation', async ({ page }) => {
		test.slow()
		await gotoHydrated(page, '/blog/security')
		await expectNoSeriousA11yViolations(page)
	})
})

test.describe('feeds', () => {
	test('the RSS 2.0 feed is valid, complete and absolute, and every page links to it', async ({
		page,
		request,
		baseURL,
	}) => {
		const response = await request.get('/blog/rss.xml')
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toContain('application/rss+xml')
		const xml = await response.text()
		await page.goto('/blog')
		const feed = await page.evaluate((source) => {
			const doc = new DOMParser().parseFromString(source, 'application/xml')
			const text = (parent: Element | Document, selector: string) => parent.querySelector(selector)?.textContent ?? null
			const channel = doc.querySelector('rss > channel')
			return {
				parseError: doc.querySelector('parsererror')?.textContent ?? null,
				version: doc.documentElement.getAttribute('version'),
				title: channel && text(channel, ':scope > title'),
				link: channel && text(channel, ':scope > link'),
				description: channel && text(channel, ':scope > description'),
				language: channel && text(channel, ':scope > language'),
				lastBuildDate: channel && text(channel, ':scope > lastBuildDate'),
				self: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
				items: [...doc.querySelectorAll('item')].map((item) => ({
					title: text(item, 'title'),
					link: text(item, 'link'),
					guid: text(item, 'guid'),
					pubDate: text(item, 'pubDate'),
					description: text(item, 'description'),
					category: text(item, 'category'),
				})),
			}
		}, xml)
		expect(feed.parseError).toBeNull()
		expect(feed.version).toBe('2.0')
		expect(feed.title).toBe('Blog Nuvéa')
		expect(feed.link).toBe(`${baseURL}/blog`)
		expect(feed.description).toBeTruthy()
		expect(feed.language).toBe('fr-FR')
		expect(feed.lastBuildDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
		expect(feed.self).toBe(`${baseURL}/blog/rss.xml`)
		expect(feed.items).toHaveLength(7)
		for (const [index, item] of feed.items.entries()) {
			const article = articles[index]!
			expect(item.title).toContain(article.title)
			expect(item.link).toBe(`${baseURL}/blog/${article.slug}`)
			expect(item.guid).toBe(item.link)
			expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
			expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(article.iso)
			expect(item.description).toBeTruthy()
			expect(item.category).toBe(article.category)
		}
		for (const path of ['/', '/blog', '/blog/bigquery']) {
			await page.goto(path)
			await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
				'href',
				'/blog/rss.xml',
			)
			await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
				'title',
				'Blog Nuvéa',
			)
		}
	})

	test('the sitemap lists the blog and its seven articles with their dates', async ({ request, baseURL }) => {
		const sitemap = await (await request.get('/sitemap.xml')).text()
		expect(sitemap).toContain(`<loc>${baseURL}/blog</loc>\n    <lastmod>2025-03-20</lastmod>`)
		for (const article of articles)
			expect(sitemap).toContain(`<loc>${baseURL}/blog/${article.slug}</loc>\n    <lastmod>${article.iso}</lastmod>`)
	})
})
