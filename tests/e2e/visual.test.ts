/**
 * Visual regression: what a person sees, page by page and state by state, at 390 px
 * (project `mobile`) and 1280 px (project `desktop`), compared with the committed
 * baselines in visual.test.ts-snapshots/. How to review and update them, and why the
 * tolerance is what it is: docs/decisions/095-visual-regression-baselines.md.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Locator, Page, PageScreenshotOptions, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { createConfirmedAccount, isMobile, publicPages, queryDatabase, signInCookie } from './utils.ts'
import { expectUsable, tap } from './person.ts'

// One CSS pixel per image pixel (the Pixel 7 profile would triple the file and the time),
// and nothing that moves.
// The site's Content-Security-Policy refuses inline styles: Playwright adds visual.css as one.
test.use({ deviceScaleFactor: 1, reducedMotion: 'reduce', bypassCSP: true })
// A full-page capture of the longest article (almost 25 000 px on a phone) takes seconds, twice when
// a baseline is written.
test.describe.configure({ timeout: 90_000 })

/**
 * What changes from one run to the next without the look changing is hidden in place by a
 * style sheet (visual.css), rather than masked: a mask's box is placed before a full-page
 * capture on a phone resizes the viewport, and can land a line off.
 */
const stylePath = fileURLToPath(new URL('visual.css', import.meta.url))

/**
 * The page as it settles: web fonts loaded, lazy images fetched and decoded, the
 * scroll back at the top (the header's « scrolled » look only appears after scrolling).
 * The site's address, written out on the legal pages, is served on a port of its own in
 * each run: it is shown as one fixed address.
 */
async function settle(page: Page) {
	await page.evaluate(async () => {
		const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = texts.nextNode(); node; node = texts.nextNode())
			if (node.nodeValue?.includes(location.host))
				node.nodeValue = node.nodeValue
					.replaceAll(location.origin, 'https://nuvea.example')
					.replaceAll(location.host, 'nuvea.example')
		for (const image of document.querySelectorAll('img')) image.loading = 'eager'
		await document.fonts.ready
		await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
		window.scrollTo(0, 0)
		await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
	})
}

async function open(page: Page, path: string) {
	await page.goto(path)
	await page.waitForLoadState('networkidle')
	await settle(page)
}

/**
 * Compares the page with its baseline. `hidden`: parts that change from one run to the next
 * (counts, dates, the admin's e-mail), kept in the layout but not drawn.
 */
async function expectLook(
	page: Page,
	name: string,
	{ hidden = [], ...options }: PageScreenshotOptions & { hidden?: Locator[] } = {},
) {
	for (const locator of hidden)
		await locator.evaluateAll((elements) =>
			elements.forEach((element) => element.setAttribute('data-visual-hidden', '')),
		)
	await settle(page)
	// A full-page capture of a long article takes seconds on a loaded 2-core machine, twice over.
	await expect(page).toHaveScreenshot(`${name}.png`, { timeout: 30_000, stylePath, ...options })
}

/** `/` → `accueil`, `/blog/cloud-run` → `blog-cloud-run`. */
function nameOf(path: string): string {
	return path === '/' ? 'accueil' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')
}

// publicPages() has the sitemap's pages (/contact among them), /auth and a 404.
for (const path of publicPages()) {
	test(`page ${path}`, async ({ page }) => {
		await open(page, path)
		await expectLook(page, `page-${nameOf(path)}`, { fullPage: true })
	})
}

test('header menus open (the desktop popovers, the phone dialog)', async ({ page }, testInfo) => {
	await open(page, '/')
	if (isMobile(testInfo)) {
		await tap(page, page.getByRole('button', { name: 'Menu', exact: true }))
		await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
		await expectLook(page, 'menu-telephone')
		return
	}
	for (const [label, id] of [
		['Expertise', 'expertise'],
		['Carrières', 'carrieres'],
	] as const) {
		await tap(
			page,
			page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: label }),
		)
		await expect(page.locator(`#menu-${id}`)).toBeVisible()
		await expectLook(page, `menu-${id}`)
		await page.keyboard.press('Escape')
		await expect(page.locator(`#menu-${id}`)).toBeHidden()
	}
})

test('the white-paper dialog: empty, with its errors, then its thank-you view', async ({ page }, testInfo) => {
	test.slow()
	await open(page, '/')
	await tap(
		page,
		page
			.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
			.getByRole('button', { name: /Télécharger le livre blanc/ }),
	)
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	await expectLook(page, 'livre-blanc-vide')
	await tap(page, dialog.getByRole('button', { name: 'Recevoir le livre blanc' }))
	await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
	// The focus moves to the first field in error: its caret is hidden, its ring part of the look.
	await expectLook(page, 'livre-blanc-erreurs')
	await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Claire')
	await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont')
	await dialog
		.getByRole('textbox', { name: 'Email professionnel', exact: true })
		.fill(`visuel-${testInfo.project.name}-${Date.now()}@exemple.fr`)
	await dialog.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Acme Industrie')
	await dialog.getByRole('textbox', { name: 'Fonction', exact: true }).fill('DSI')
	await dialog.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33 6 12 34 56 78')
	const download = page.waitForEvent('download')
	await tap(page, dialog.getByRole('button', { name: 'Recevoir le livre blanc' }))
	await download
	await expect(dialog.getByText('Merci ! Votre guide est en route vers votre boîte de réception.')).toBeVisible()
	// The success toast beside it leaves after 8 s: its own capture is the error toast below.
	await expectLook(page, 'livre-blanc-merci', { hidden: [page.locator('[data-toast]')] })
})

test('a toast: an error that stays until it is closed', async ({ page }) => {
	await open(page, '/?notice=connexion-requise')
	const toast = page.getByRole('region', { name: 'Notifications' }).locator('[data-toast]')
	await expect(toast).toContainText('Veuillez vous connecter')
	await expectUsable(toast.getByRole('button', { name: 'Fermer la notification' }))
	await expectLook(page, 'notification')
})

test('a careers postcard', async ({ page }) => {
	await open(page, '/carrieres')
	await tap(page, page.getByRole('button', { name: 'Paris, France', exact: true }))
	const postcard = page.getByRole('dialog', { name: 'Paris' })
	await expect(postcard).toBeVisible()
	await expectUsable(postcard.getByRole('button', { name: 'Suivante' }))
	await expectLook(page, 'carte-postale')
})

test('the ROI results after « Calculer mon ROI »', async ({ page }) => {
	await open(page, '/expertise/roi-calculator')
	await tap(page, page.getByRole('button', { name: 'Calculer mon ROI' }))
	await expect(page.getByRole('heading', { name: 'Vos résultats' })).toBeVisible()
	await expectLook(page, 'roi-resultats', { fullPage: true })
})

function grantAdmin(email: string) {
	execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
		env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
		encoding: 'utf8',
	})
}

/**
 * Three leads with fixed names and dates, found by a marker of their project: the leads
 * list filtered on it looks the same on every run, whatever else the database holds.
 */
async function seedVisualLeads(testInfo: TestInfo): Promise<string> {
	const marker = `visuel${testInfo.project.name}`
	await queryDatabase('delete from whitepaper_leads where email like $1', [`${marker}-%`])
	await queryDatabase(
		`insert into whitepaper_leads (first_name, last_name, email, company, job_title, phone, whitepaper_type, created_at) values
			('Claire', 'Martin', $1, 'Acme Industrie', 'DSI', '+33 6 12 34 56 78', 'data-platform', '2026-03-02 09:30+01'),
			('Hugo', 'Bernard', $2, 'Transports Lumière', 'Directeur des données', '+33 6 98 76 54 32', 'workspace-ia', '2026-03-03 14:05+01'),
			('Inès', 'Moreau', $3, 'Coopérative Agrisud', 'Responsable informatique', '+33 5 61 00 00 00', 'data-platform', '2026-03-04 17:45+01')`,
		[`${marker}-1@exemple.fr`, `${marker}-2@exemple.fr`, `${marker}-3@exemple.fr`],
	)
	return marker
}

test('the admin screens: dashboard, leads, a lead, the delete dialog', async ({ page, context, baseURL }, testInfo) => {
	test.slow()
	const marker = await seedVisualLeads(testInfo)
	const email = `admin-${marker}@nuvea.example`
	await createConfirmedAccount(context.request, baseURL!, email)
	grantAdmin(email)
	const cookie = await signInCookie(context.request, baseURL!, email)
	const [name, value] = cookie.split('=') as [string, string]
	await context.addCookies([{ name, value, url: baseURL! }])
	// The e-mail of the admin, with the screen's summary (a count, a period).
	const signedInAs = page.getByText(/connecté en tant que/)

	// The top of the dashboard: its figures, pipeline and chart count every lead of the
	// database (other tests add theirs), and its tables grow with them.
	await open(page, '/admin')
	await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()
	await expectLook(page, 'admin-tableau-de-bord', {
		hidden: [signedInAs, page.locator('main .tabular, main figure')],
	})

	await open(page, `/admin/leads?q=${marker}`)
	await expect(page.locator('tbody tr')).toHaveCount(3)
	if (testInfo.project.name === 'desktop') {
		// Every column within the frame at 1280 px, the row actions included: nothing to scroll to.
		const frame = page.getByRole('region', { name: 'Leads' })
		expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
		await expect(page.locator('[data-scroll-hint]')).toHaveCount(0)
		await expect(
			page
				.locator('tbody tr')
				.first()
				.getByRole('link', { name: /^Supprimer le lead de / }),
		).toBeInViewport({ ratio: 1 })
	}
	await expectLook(page, 'admin-leads', { fullPage: true, hidden: [signedInAs] })

	await page
		.locator('tbody tr', { hasText: `${marker}-2@` })
		.getByRole('link', { name: /Hugo Bernard : voir/ })
		.click()
	await expect(page.getByRole('heading', { name: /Hugo Bernard/ })).toBeVisible()
	await page.waitForLoadState('networkidle')
	// The history lists every visit of the page, with its time.
	await expectLook(page, 'admin-lead', {
		fullPage: true,
		hidden: [signedInAs, page.locator('section[aria-labelledby="lead-history-title"] > :not(h2)')],
	})

	// The confirmation is the list's URL with `supprimer`: opened from it, as the row's link does
	// (under load, a tap on that link on a phone was sometimes lost: the capture is about the dialog).
	const deleteLink = page.locator('tbody tr', { hasText: `${marker}-1@` }).getByRole('link', { name: /Supprimer/ })
	await open(page, `/admin/leads?q=${marker}`)
	await open(page, (await deleteLink.getAttribute('href'))!)
	const dialog = page.getByRole('alertdialog')
	await expect(dialog).toBeVisible()
	await expectUsable(dialog.getByRole('button', { name: 'Supprimer définitivement' }))
	await expectLook(page, 'admin-suppression', { hidden: [signedInAs] })
})
