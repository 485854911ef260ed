/**
 * Lead attribution carried by the page (with and without JavaScript) and the admin
 * pages of issue 13 (dashboard, deliveries) behind the server-side admin check.
 */
import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { createConfirmedAccount, queryDatabase, signInCookie } from './utils.ts'

const LANDING = '/ressources/livre-blanc-data-platforms-scalables-google-cloud'
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

async function fillLead(scope: ReturnType<Page['locator']>, email: string) {
	await scope.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Claire')
	await scope.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont')
	await scope.getByRole('textbox', { name: 'Email professionnel', exact: true }).fill(email)
	await scope.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Acme Industrie')
	await scope.getByRole('textbox', { name: 'Fonction', exact: true }).fill('DSI')
	await scope.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33 6 12 34 56 78')
}

type AttributionRow = {
	source_page: string | null
	referrer_host: string | null
	utm_source: string | null
	utm_medium: string | null
	utm_campaign: string | null
	utm_term: string | null
	utm_content: string | null
}

async function attributionOf(email: string): Promise<AttributionRow | undefined> {
	const [row] = await queryDatabase<AttributionRow>(
		'select source_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content from whitepaper_leads where email = $1',
		[email],
	)
	return row
}

const utm = 'utm_source=linkedin&utm_medium=social&utm_campaign=data-2026&utm_term=bigquery&utm_content=carrousel'
const expectedUtm = {
	utm_source: 'linkedin',
	utm_medium: 'social',
	utm_campaign: 'data-2026',
	utm_term: 'bigquery',
	utm_content: 'carrousel',
}

test('without JavaScript, the landing page requested with UTM parameters carries them and the referrer in the form', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto(`${LANDING}?${utm}`, { referer: 'https://www.linkedin.com/feed/update/123' })
	const form = page.locator('#formulaire form')
	await expect(form.locator('input[type=hidden][name=utm_source]')).toHaveValue('linkedin')
	const email = `attr-nojs-${unique()}@exemple.fr`
	await fillLead(form, email)
	await form.getByRole('button', { name: 'Télécharger le livre blanc' }).click()
	await expect(page.locator('#formulaire').getByRole('heading', { name: 'Merci !' })).toBeVisible()
	expect(await attributionOf(email)).toEqual({
		source_page: LANDING,
		referrer_host: 'www.linkedin.com',
		...expectedUtm,
	})
	// No cookie was set to carry any of it.
	expect(await context.cookies()).toEqual([])
	await context.close()
})

test('without JavaScript, the prerendered landing page records its page in one form (no slash, no data suffix)', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto(LANDING)
	const form = page.locator('#formulaire form')
	const email = `attr-static-${unique()}@exemple.fr`
	await fillLead(form, email)
	await form.getByRole('button', { name: 'Télécharger le livre blanc' }).click()
	await expect(page.locator('#formulaire').getByRole('heading', { name: 'Merci !' })).toBeVisible()
	expect((await attributionOf(email))?.source_page).toBe(LANDING)
	await context.close()
})

test('with JavaScript, the landing URL of the visit is carried to a form on another page, without cookie or storage', async ({
	page,
	context,
}) => {
	await page.goto(`/?${utm}`, { referer: 'https://www.google.com/' })
	// Navigation inside the site: the URL no longer has the parameters.
	await page.getByRole('link', { name: 'Blog', exact: true }).first().click()
	await expect(page).toHaveURL(/\/blog$/)
	await page.goBack()
	await page.evaluate(() => window.history.replaceState(null, '', '/'))
	const card = page.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
	await card.getByRole('button', { name: 'Télécharger le livre blanc' }).click()
	const dialog = page.getByRole('dialog')
	const email = `attr-js-${unique()}@exemple.fr`
	await fillLead(dialog, email)
	await dialog.getByRole('button', { name: 'Recevoir le livre blanc' }).click()
	await expect
		.poll(() => attributionOf(email))
		.toEqual({
			source_page: '/',
			referrer_host: 'www.google.com',
			...expectedUtm,
		})
	expect(await context.cookies()).toEqual([])
	expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
})

function grantAdmin(email: string) {
	execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
		env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
		encoding: 'utf8',
	})
}

test('the admin dashboard and deliveries: navigation, chart with its table, « Réessayer » on a failed delivery', async ({
	page,
	baseURL,
}) => {
	// An account, the role from the command line and a sign-in, then five pages: more than the default on a busy machine.
	test.setTimeout(60_000)
	const email = `admin-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, baseURL!, email)
	grantAdmin(email)
	// Signed in through the page's own context: its session cookie is the browser's.
	await signInCookie(page.request, baseURL!, email)
	// A lead whose e-mail used every attempt.
	const leadEmail = `failed-${unique()}@exemple.fr`
	const [lead] = await queryDatabase<{ id: string }>(
		`insert into whitepaper_leads (first_name, last_name, email, company, job_title, phone, whitepaper_type, utm_source)
		 values ('Léa', 'Martin', $1, 'Acme', 'CTO', '0123456789', 'data-platform', 'salon') returning id`,
		[leadEmail],
	)
	await queryDatabase(
		`insert into pgboss.job (name, data, state, retry_limit, retry_count, output, start_after)
		 values ('lead.whitepaper-email', $1, 'failed', 7, 7, '{"message":"550 boîte inconnue"}', now() + interval '1 day')`,
		[JSON.stringify({ leadId: lead!.id })],
	)

	await page.goto('/admin')
	await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
	const nav = page.getByRole('navigation', { name: 'Administration' })
	await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('img', { name: /Leads par semaine/ })).toBeVisible()
	await page.getByText('Voir les chiffres par semaine').click()
	await expect(page.getByRole('table').filter({ hasText: 'Semaine du' }).getByRole('row')).toHaveCount(13)
	await expect(page.getByRole('table', { name: 'Leads par source' })).toContainText('salon')

	await nav.getByRole('link', { name: 'Leads' }).click()
	await page.getByRole('searchbox').fill(leadEmail)
	await page.getByRole('button', { name: 'Rechercher' }).click()
	const row = page.getByRole('row', { name: new RegExp(leadEmail) })
	await expect(row).toContainText('E-mail non remis')
	await expect(row).toContainText('salon')

	await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Envois' }).click()
	const failedRow = page.getByRole('row', { name: new RegExp(leadEmail) })
	await expect(failedRow).toContainText('550 boîte inconnue')
	await failedRow.getByRole('button', { name: /Réessayer/ }).click()
	await expect(page.getByText('L’envoi est relancé')).toBeVisible()
	expect(
		await queryDatabase("select state::text as state from pgboss.job where data ->> 'leadId' = $1", [lead!.id]),
	).not.toContainEqual({ state: 'failed' })
})

test('the dashboard and deliveries pages and their .data answers: no data without the admin role', async ({
	request,
	playwright,
	baseURL,
}) => {
	const member = `eve-${unique()}@nuvea.example`
	await createConfirmedAccount(request, baseURL!, member)
	const memberCookie = await signInCookie(request, baseURL!, member)
	const [job] = await queryDatabase<{ id: string }>(
		"insert into pgboss.job (name, data, state) values ('lead.crm-webhook', '{}', 'failed') returning id",
	)
	for (const [who, cookie] of Object.entries({
		'no session': undefined,
		'non-admin': memberCookie,
		forged: 'nuvea.session_token=forged-token.c2lnbmF0dXJl',
	})) {
		const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} })
		const answers = [
			await context.get('/admin', { maxRedirects: 0 }),
			await context.get('/admin.data', { maxRedirects: 0 }),
			await context.get('/_.data?_routes=routes/admin-dashboard', { maxRedirects: 0 }),
			await context.get('/admin/envois', { maxRedirects: 0 }),
			await context.get('/admin/envois.data', { maxRedirects: 0 }),
			await context.post('/admin/envois', {
				form: { intent: 'retry', id: job!.id },
				headers: { Origin: baseURL! },
				maxRedirects: 0,
			}),
			await context.post('/admin/envois.data', {
				form: { intent: 'retry', id: job!.id },
				headers: { Origin: baseURL! },
				maxRedirects: 0,
			}),
		]
		for (const answer of answers) {
			const body = await answer.text()
			for (const secret of ['Leads par semaine', 'Envois en échec', 'lead.crm-webhook', 'En échec', 'weeks', 'failed'])
				expect(body, `${who} ${answer.url()}`).not.toContain(secret)
			expect(answer.status(), `${who} ${answer.url()}`).not.toBe(500)
		}
		expect(answers[0]!.status(), who).toBe(302)
		expect(answers[0]!.headers().location, who).toBe(
			who === 'non-admin' ? '/?notice=acces-refuse' : '/auth?notice=connexion-requise',
		)
		await context.dispose()
	}
	// None of those posts put the job back in the queue.
	expect(await queryDatabase('select state::text as state from pgboss.job where id = $1', [job!.id])).toEqual([
		{ state: 'failed' },
	])
})
