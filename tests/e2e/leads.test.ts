import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { freePort } from '../../scripts/free-port.ts'
import { expectNoSeriousA11yViolations, queryDatabase, waitForMail } from './utils.ts'
import { TOAST_DURATION_MS } from '#app/components/ui/toast-dom.ts'
import { tap } from './person.ts'
import { expect, test } from './fixtures.ts'

const LANDING = '/ressources/livre-blanc-data-platforms-scalables-google-cloud'

function uniqueEmail(tag: string) {
	return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemple.fr`
}

async function fillLead(scope: ReturnType<Page['locator']>, email: string) {
	await scope.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Claire')
	await scope.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont')
	await scope.getByRole('textbox', { name: 'Email professionnel', exact: true }).fill(email)
	await scope.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Acme Industrie')
	await scope.getByRole('textbox', { name: 'Fonction', exact: true }).fill('Directrice des systèmes d’information')
	await scope.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33 6 12 34 56 78')
}

async function leadRows(email: string) {
	return queryDatabase<{ first_name: string; email: string; whitepaper_type: string; company: string }>(
		'select * from whitepaper_leads where email = $1',
		[email],
	)
}

test('home dialog: validation, submission, download, toast, row and e-mail, reset on close', async ({ page }) => {
	await page.clock.install()
	await page.goto('/')
	// The enhanced path: the page's form module has run.
	await page.waitForLoadState('networkidle')
	const card = page.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
	await tap(page, card.getByRole('button', { name: 'Télécharger le livre blanc' }))
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	await expect(dialog.getByRole('heading', { name: /IA & Workspace/ })).toBeVisible()
	await expect(dialog).toContainText('politique de confidentialité')
	await expect(dialog).toContainText('jamais partagées avec des tiers')

	await tap(page, dialog.getByRole('button', { name: 'Recevoir le livre blanc' }))
	for (const message of [
		'Le prénom doit contenir au moins 2 caractères',
		'Le nom doit contenir au moins 2 caractères',
		'Email invalide',
		'L’entreprise doit contenir au moins 2 caractères',
		'La fonction doit contenir au moins 2 caractères',
		'Le téléphone doit contenir au moins 10 caractères',
	]) {
		await expect(dialog.getByText(message, { exact: true })).toBeVisible()
	}
	await expect(dialog.getByRole('textbox', { name: 'Prénom', exact: true })).toBeFocused()

	const email = uniqueEmail('dialog')
	await fillLead(dialog, email.toUpperCase())
	const download = page.waitForEvent('download')
	await tap(page, dialog.getByRole('button', { name: 'Recevoir le livre blanc' }))
	expect((await download).suggestedFilename()).toBe('livre-blanc-workspace-ia.pdf')
	await expect(dialog.getByText('Merci ! Votre guide est en route vers votre boîte de réception.')).toBeVisible()
	await expect(page.getByText('Merci ! Votre guide est en cours de téléchargement.')).toBeVisible()
	const rows = await leadRows(email)
	expect(rows).toHaveLength(1)
	expect(rows[0]).toMatchObject({ first_name: 'Claire', whitepaper_type: 'workspace-ia', company: 'Acme Industrie' })
	const mail = await waitForMail((message) => message.to.includes(email))
	expect(mail.raw).toContain('Content-Type: application/pdf')

	await tap(page, dialog.getByRole('button', { name: 'Fermer', exact: true }).first())
	await expect(dialog).toBeHidden()
	// The form resets a moment after closing (lead-dialog.tsx, 300 ms), and the download toast
	// (which may cover the card's button at the foot of a phone's screen) leaves after its
	// time: move the page's clock on, no sleep.
	await page.clock.runFor(TOAST_DURATION_MS)
	await expect(page.getByText('Merci ! Votre guide est en cours de téléchargement.')).toBeHidden()
	await tap(page, card.getByRole('button', { name: 'Télécharger le livre blanc' }))
	await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('')
})

test('home dialog: a refused submission keeps the form and shows the server message', async ({ page }) => {
	await page.goto('/')
	// The enhanced path: the page's form module has run (before it, a post is a plain one).
	await page.waitForLoadState('networkidle')
	await page
		.locator('#livres-blancs li', { hasText: 'Data Platform' })
		.getByRole('button', { name: 'Télécharger le livre blanc' })
		.click()
	const dialog = page.getByRole('dialog')
	const email = uniqueEmail('robot')
	await fillLead(dialog, email)
	// What a robot does: fill in the hidden field.
	await dialog
		.locator('input[name="website"]')
		.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
	await dialog.getByRole('button', { name: 'Recevoir le livre blanc' }).click()
	await expect(page.getByText('Votre demande n’a pas pu être traitée. Veuillez réessayer.')).toBeVisible()
	await expect(dialog.getByRole('textbox', { name: 'Email professionnel', exact: true })).toHaveValue(email)
	expect(await leadRows(email)).toHaveLength(0)
})

const TRANSPORT_ERROR = 'Une erreur s’est produite. Veuillez réessayer.'
const GATEWAY_PAGE =
	'<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>'

/** Resolves when a toast with this text is added to the page (from now on). */
function watchToast(page: Page, text: string): Promise<void> {
	return page.evaluate(
		(wanted) =>
			new Promise<void>((resolve) => {
				new MutationObserver((_, observer) => {
					const found = [...document.querySelectorAll('[data-toast]')].some(
						(toast) => toast.textContent?.includes(wanted) && !toast.hasAttribute('data-seen'),
					)
					if (!found) return
					document.querySelectorAll('[data-toast]').forEach((toast) => toast.setAttribute('data-seen', ''))
					observer.disconnect()
					resolve()
				}).observe(document.body, { childList: true, subtree: true })
			}),
		text,
	)
}

/** Fails the form posts the given way until the returned function is called. */
async function failPosts(page: Page, how: 'abort' | 'gateway') {
	const matcher = '**/*'
	const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
		route.request().method() !== 'POST'
			? route.fallback()
			: how === 'abort'
				? route.abort('connectionreset')
				: route.fulfill({ status: 502, contentType: 'text/html; charset=utf-8', body: GATEWAY_PAGE })
	await page.route(matcher, handler)
	return () => page.unroute(matcher, handler)
}

test('home dialog: a submission lost in transit or refused by a gateway keeps the dialog and the values, shows the error toast; a retry succeeds', async ({
	page,
}) => {
	await page.goto('/')
	await page
		.locator('#livres-blancs li', { hasText: 'Data Platform' })
		.getByRole('button', { name: 'Télécharger le livre blanc' })
		.click()
	const dialog = page.getByRole('dialog')
	const email = uniqueEmail('transit')
	await fillLead(dialog, email)
	for (const how of ['abort', 'gateway'] as const) {
		const restore = await failPosts(page, how)
		const toastShown = watchToast(page, TRANSPORT_ERROR)
		await dialog.getByRole('button', { name: 'Recevoir le livre blanc' }).click()
		await toastShown
		await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toHaveCount(0)
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('textbox', { name: 'Email professionnel', exact: true })).toHaveValue(email)
		await expect(dialog.getByRole('textbox', { name: 'Fonction', exact: true })).toHaveValue(
			'Directrice des systèmes d’information',
		)
		await expect(dialog.getByRole('button', { name: 'Recevoir le livre blanc' })).toBeEnabled()
		expect(await leadRows(email)).toHaveLength(0)
		await restore()
	}
	// The error toasts stay until dismissed; the button stays where a person taps it again,
	// on a phone too (the dialog's toasts are at the top of its screen there).
	await expect(page.getByRole('button', { name: 'Fermer la notification' }).first()).toBeVisible()
	const download = page.waitForEvent('download')
	await tap(page, dialog.getByRole('button', { name: 'Recevoir le livre blanc' }))
	await download
	await expect(dialog.getByText('Merci ! Votre guide est en route vers votre boîte de réception.')).toBeVisible()
	expect(await leadRows(email)).toHaveLength(1)
})

test('landing page: a gateway error page keeps the form and the values with the error toast; a retry succeeds', async ({
	page,
}) => {
	await page.goto(LANDING)
	const form = page.locator('#formulaire form')
	const email = uniqueEmail('gateway')
	await fillLead(form, email)
	const restore = await failPosts(page, 'gateway')
	await form.getByRole('button', { name: 'Télécharger le livre blanc' }).click()
	await expect(page.getByText(TRANSPORT_ERROR).first()).toBeVisible()
	await expect(form.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Claire')
	await expect(form.getByRole('textbox', { name: 'Email professionnel', exact: true })).toHaveValue(email)
	expect(await leadRows(email)).toHaveLength(0)
	await restore()
	await form.getByRole('button', { name: 'Télécharger le livre blanc' }).click()
	await expect(page.locator('#formulaire').getByRole('heading', { name: 'Merci !' })).toBeVisible()
	expect(await leadRows(email)).toHaveLength(1)
})

for (const javaScriptEnabled of [true, false])
	test(`home dialog ${javaScriptEnabled ? 'with' : 'without'} JavaScript: opened by keyboard through its invoker command, closed by Escape or its button, the focus back on its opener`, async ({
		browser,
		baseURL,
	}) => {
		const context = await browser.newContext({ javaScriptEnabled, baseURL })
		const page = await context.newPage()
		await page.goto('/')
		// Not by role: while the modal dialog is open, the rest of the page is hidden from the accessibility tree.
		const opener = page
			.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
			.locator('button[aria-haspopup="dialog"]')
		await expect(opener).toHaveAccessibleName('Télécharger le livre blanc « IA & Workspace »')
		await opener.focus()
		await page.keyboard.press('Enter')
		const dialog = page.getByRole('dialog', { name: /IA & Workspace/ })
		await expect(dialog).toBeVisible()
		expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()

		await page.keyboard.press('Enter')
		await tap(page, dialog.getByRole('button', { name: 'Fermer', exact: true }))
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()
		await context.close()
	})

test('home dialog: after a success, « Fermer » gives the focus back to the opener', async ({ page }) => {
	await page.goto('/')
	const opener = page
		.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
		.locator('button[aria-haspopup="dialog"]')
	await tap(page, opener)
	const dialog = page.getByRole('dialog')
	await fillLead(dialog, uniqueEmail('focus'))
	const download = page.waitForEvent('download')
	await tap(page, dialog.getByRole('button', { name: 'Recevoir le livre blanc' }))
	await download
	// The success view has the focus (its heading, so that it is read out).
	await expect(dialog.getByRole('heading', { name: /Merci/ })).toBeFocused()
	await tap(page, dialog.getByRole('button', { name: 'Fermer', exact: true }).first())
	await expect(dialog).toBeHidden()
	await expect(opener).toBeFocused()
})

test('home dialog: a failed PDF download still shows the success view and says so', async ({ page }) => {
	await page.route('**/livre-blanc-data-platform-gcp.pdf', (route) => route.fulfill({ status: 404, body: 'absent' }))
	await page.goto('/')
	await page
		.locator('#livres-blancs li', { hasText: 'Data Platform' })
		.getByRole('button', { name: 'Télécharger le livre blanc' })
		.click()
	const dialog = page.getByRole('dialog')
	const email = uniqueEmail('nopdf')
	await fillLead(dialog, email)
	await dialog.getByRole('button', { name: 'Recevoir le livre blanc' }).click()
	await expect(
		page.getByText(
			'Le téléchargement a échoué, mais vos informations ont été enregistrées. Veuillez contacter le support.',
		),
	).toBeVisible()
	await expect(dialog.getByText('Merci ! Votre guide est en route vers votre boîte de réception.')).toBeVisible()
	expect(await leadRows(email)).toHaveLength(1)
})

test('landing page: content, scroll to form, validation wording, submission and thank-you panel', async ({ page }) => {
	await page.goto(LANDING)
	await expect(page).toHaveTitle(
		'Livre blanc : Data Platforms scalables sur Google Cloud | Nuvéa – Expert Google Cloud',
	)
	await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /livre blanc/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Construisez une Data Platform scalable sur Google Cloud',
	)
	await expect(page.locator('main ul').first().locator('li')).toHaveCount(4)
	await expect(page.locator('main ol').first().locator('li')).toHaveCount(5)
	await expect(page.getByRole('img', { name: /partenaire Google Cloud/ })).toBeAttached()

	await page.getByRole('link', { name: 'Télécharger le livre blanc' }).click()
	await expect(page.locator('#formulaire')).toBeInViewport()
	const form = page.locator('#formulaire form')
	await fillLead(form, 'pas-un-email')
	await form.getByRole('button', { name: 'Télécharger le livre blanc' }).click()
	await expect(form.getByText('Veuillez entrer une adresse email valide')).toBeVisible()

	const email = uniqueEmail('landing')
	await form.getByRole('textbox', { name: 'Email professionnel', exact: true }).fill(email)
	const download = page.waitForEvent('download')
	await form.getByRole('button', { name: 'Télécharger le livre blanc' }).click()
	expect((await download).suggestedFilename()).toBe('livre-blanc-data-platform-gcp.pdf')
	await expect(page.getByText('Merci ! Le téléchargement va commencer automatiquement.')).toBeVisible()
	await expect(page.locator('#formulaire').getByRole('heading', { name: 'Merci !' })).toBeVisible()
	await expect(page.locator('#formulaire')).toContainText('boîte de réception')
	expect((await leadRows(email))[0]).toMatchObject({ whitepaper_type: 'data-platform' })
	await waitForMail((message) => message.to.includes(email))
	await expectNoSeriousA11yViolations(page)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the home form posts and answers with the thank-you view and a download link', async ({ page }) => {
		await page.goto('/')
		await tap(
			page,
			page
				.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
				.getByRole('button', { name: /Télécharger le livre blanc/ }),
		)
		const panel = page.getByRole('dialog', { name: /IA & Workspace/ })
		await expect(panel).toBeVisible()
		await fillLead(panel, 'x')
		await tap(page, panel.getByRole('button', { name: 'Recevoir le livre blanc' }))
		// The server's answer: the same page, the dialog open over it with the messages.
		const errorPanel = page.getByRole('dialog', { name: /IA & Workspace/ })
		await expect(errorPanel.getByText('Email invalide')).toBeVisible()
		await expect(errorPanel.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Claire')

		const email = uniqueEmail('nojs-home')
		await errorPanel.getByRole('textbox', { name: 'Email professionnel', exact: true }).fill(email)
		await tap(page, errorPanel.getByRole('button', { name: 'Recevoir le livre blanc' }))
		const thanks = page.locator('#livre-blanc-workspace-ia')
		await expect(thanks.getByText('Merci ! Votre guide est en route vers votre boîte de réception.')).toBeVisible()
		await expect(thanks.getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
			'href',
			'/livre-blanc-workspace-ia.pdf',
		)
		expect((await leadRows(email))[0]).toMatchObject({ whitepaper_type: 'workspace-ia' })
	})

	test('the landing form posts and answers with the thank-you panel', async ({ page }) => {
		await page.goto(LANDING)
		const email = uniqueEmail('nojs-landing')
		await fillLead(page.locator('#formulaire form'), email)
		await page.locator('#formulaire form').getByRole('button', { name: 'Télécharger le livre blanc' }).click()
		await expect(page.locator('#formulaire').getByRole('heading', { name: 'Merci !' })).toBeVisible()
		await expect(page.locator('#formulaire').getByRole('link', { name: /Télécharger/ })).toHaveAttribute(
			'href',
			'/livre-blanc-data-platform-gcp.pdf',
		)
		expect((await leadRows(email))[0]).toMatchObject({ whitepaper_type: 'data-platform' })
	})
})

test('the white papers are real PDF documents served as application/pdf', async ({ request }) => {
	for (const file of ['/livre-blanc-workspace-ia.pdf', '/livre-blanc-data-platform-gcp.pdf']) {
		const response = await request.get(file)
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('application/pdf')
		const body = await response.body()
		expect(body.subarray(0, 5).toString()).toBe('%PDF-')
		expect(body.length).toBeGreaterThan(50_000)
	}
})

test('on the embedded database: the production server stores leads, limits clients (429) and shuts down cleanly', async ({
	request,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'one server is enough')
	test.setTimeout(120_000)
	const port = await freePort()
	const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-pglite-'))
	const server = spawn(process.execPath, ['server/index.ts'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			DATABASE_URL: '',
			SMTP_URL: '',
			FORM_RATE_LIMIT_MAX: '2',
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	await new Promise<void>((resolve, reject) => {
		server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('"msg":"listening"') && resolve())
		server.on('exit', (code) => reject(new Error(`server exited ${code}`)))
	})
	const base = `http://127.0.0.1:${port}`
	const lead = (n: number) => ({
		firstName: 'Claire',
		lastName: 'Dupont',
		email: `pglite-${n}@exemple.fr`,
		company: 'Acme',
		jobTitle: 'DSI',
		phone: '0123456789',
	})
	for (const n of [1, 2]) {
		const response = await request.post(`${base}${LANDING}`, { form: lead(n), headers: { Origin: base } })
		expect(response.status()).toBe(200)
	}
	const limited = await request.post(`${base}${LANDING}`, { form: lead(3), headers: { Origin: base } })
	expect(limited.status()).toBe(429)
	expect(await limited.text()).toContain('Trop de demandes envoyées depuis votre connexion')
	const exited = new Promise<number | null>((resolve) => server.on('exit', resolve))
	server.kill('SIGTERM')
	expect(await exited).toBe(0)

	const { PGlite } = await import('@electric-sql/pglite')
	const db = await PGlite.create(path.join(dataDir, 'pglite'))
	const { rows } = await db.query<{ email: string; whitepaper_type: string }>(
		'select email, whitepaper_type from whitepaper_leads order by email',
	)
	await db.close()
	expect(rows).toEqual([
		{ email: 'pglite-1@exemple.fr', whitepaper_type: 'data-platform' },
		{ email: 'pglite-2@exemple.fr', whitepaper_type: 'data-platform' },
	])
})
