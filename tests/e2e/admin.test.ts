import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { createConfirmedAccount, queryDatabase, signInCookie, TEST_PASSWORD as PASSWORD } from './utils.ts'
import { expect, test } from './fixtures.ts'
import { expectUsable, scrollSettled, tap } from './person.ts'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

function grantAdmin(email: string) {
	return execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
		env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
		encoding: 'utf8',
	})
}

async function signUp(page: Page, email: string) {
	await page.goto('/auth')
	await page.getByRole('tab', { name: 'Inscription' }).click()
	const panel = page.getByRole('tabpanel')
	await panel.getByRole('textbox', { name: 'Prénom' }).fill('Claire')
	await panel.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
	await panel.getByRole('textbox', { name: 'Email' }).fill(email)
	await panel.getByLabel('Mot de passe').fill(PASSWORD)
	await panel.getByRole('button', { name: 'Créer un compte' }).click()
}

async function logIn(page: Page, email: string, password = PASSWORD) {
	await page.goto('/auth')
	const panel = page.getByRole('tabpanel')
	await panel.getByRole('textbox', { name: 'Email' }).fill(email)
	await panel.getByLabel('Mot de passe').fill(password)
	await panel.getByRole('button', { name: 'Se connecter' }).click()
}

/** Leads with a marker of their own, straight into the database the server uses. */
async function seedLeads(marker: string, n: number) {
	const values: string[] = []
	const params: unknown[] = []
	for (let index = 0; index < n; index++) {
		const base = params.length
		values.push(
			`($${base + 1}, 'Martin', $${base + 2}, $${base + 3}, 'DSI', '0123456789', $${base + 4}, now() - ($${base + 5} || ' minutes')::interval)`,
		)
		params.push(
			`Lead${index}`,
			`${marker}-${index}@exemple.fr`,
			`Société ${marker}`,
			index % 2 ? 'workspace-ia' : 'data-platform',
			String(index),
		)
	}
	await queryDatabase(
		`insert into whitepaper_leads (first_name, last_name, email, company, job_title, phone, whitepaper_type, created_at) values ${values.join(', ')}`,
		params,
	)
}

test('sign-up, the same answer for a taken address, wrong password, a non-admin is refused, a signed-in visitor leaves /auth', async ({
	page,
}) => {
	// Two browsers, three sign-ins: more than the default 30 s on a busy machine.
	test.setTimeout(60_000)
	const email = `membre-${unique()}@nuvea.example`
	await signUp(page, email)
	await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' })).toBeVisible()
	await expect(page.getByText('Compte créé avec succès\u202f!')).toBeVisible()
	const profile = await queryDatabase(
		'select p.first_name, p.last_name from profiles p join "user" u on u.id = p.user_id where u.email = $1',
		[email],
	)
	expect(profile).toEqual([{ first_name: 'Claire', last_name: 'Martin' }])
	// The confirmation journey is tests/e2e/accounts.test.ts.
	await queryDatabase('update "user" set email_verified = true where email = $1', [email])
	await logIn(page, email)
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)
	await expect(page.getByText('Connexion réussie\u202f!')).toBeVisible()

	await page.goto('/auth')
	await expect(page).toHaveURL(/\/$/)
	await page.goto('/admin/leads')
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByText('Accès refusé - Droits administrateur requis')).toBeVisible()

	const other = await page.context().browser()!.newContext()
	const visitor = await other.newPage()
	// A taken address gets the very answer a new one gets (docs/decisions/071-sign-up-same-answer.md).
	await signUp(visitor, email)
	await expect(visitor.getByRole('heading', { name: 'Vérifiez votre boîte de réception' })).toBeVisible()
	await expect(visitor.getByText('Cet email est déjà utilisé')).toHaveCount(0)
	await logIn(visitor, email, 'mauvais-mot-de-passe')
	await expect(visitor.getByRole('tabpanel').getByText('Email ou mot de passe incorrect')).toBeVisible()
	await visitor.goto('/admin/leads')
	await expect(visitor).toHaveURL(/\/auth(\?notice=connexion-requise)?$/)
	await expect(visitor.getByText('Veuillez vous connecter')).toBeVisible()
	await other.close()
})

test('a signed-in visitor who is not an admin is offered « Se déconnecter » with the refusal, and signs out', async ({
	page,
	baseURL,
}) => {
	// Sign-in, refusal, sign-out and two checks: more than the default 30 s on a busy machine.
	test.setTimeout(60_000)
	const email = `visiteur-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, baseURL!, email)
	await logIn(page, email)
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)
	await page.goto('/admin/leads')
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)
	await expect(page.getByText('Accès refusé - Droits administrateur requis')).toBeVisible()
	// The refusal's toast offers the way out…
	await page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'Se déconnecter' }).click()
	await expect(page).toHaveURL(/\/deconnexion$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Déconnexion' })).toBeVisible()
	await expect(page.getByText(email)).toBeVisible()
	// …and the page's own button signs out (the toast may still be on screen).
	await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click()
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)
	await expect(page.getByText('Déconnexion réussie')).toBeVisible()
	// The session is gone: the admin area now asks to sign in, and /deconnexion says so.
	await page.goto('/admin/leads')
	await expect(page).toHaveURL(/\/auth(\?notice=connexion-requise)?$/)
	await page.goto('/deconnexion')
	await expect(page.getByText('Vous n’êtes pas connecté.')).toBeVisible()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('/deconnexion answers GET with a page whose button signs out', async ({ page, baseURL }) => {
		const email = `sansjs-${unique()}@nuvea.example`
		await createConfirmedAccount(page.request, baseURL!, email)
		await logIn(page, email)
		await expect(page).toHaveURL(/\/(\?notice=connexion)?$/)
		await page.goto('/deconnexion')
		await expect(page.getByText(email)).toBeVisible()
		await page.getByRole('button', { name: 'Se déconnecter' }).click()
		await expect(page).toHaveURL(/\/(\?notice=deconnexion)?$/)
		await page.goto('/deconnexion')
		await expect(page.getByText('Vous n’êtes pas connecté.')).toBeVisible()
	})
})

test('an admin reads, pages, searches, exports and deletes leads, then logs out', async ({ page, baseURL }) => {
	test.setTimeout(90_000)
	const marker = `m${unique().replace(/-/g, '')}`
	await seedLeads(marker, 60)
	const email = `admin-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, baseURL!, email)
	expect(grantAdmin(email)).toContain(`Droit administrateur accordé à ${email}.`)
	await logIn(page, email)
	await expect(page).toHaveURL(/\/admin(\?notice=connexion)?$/)
	await page.goto('/admin/leads')
	await expect(page.getByRole('heading', { name: 'Leads - Toutes les demandes' })).toBeVisible()
	// The white papers alone: the specification's title.
	await page.goto('/admin/leads?type=whitepaper')
	await expect(page.getByRole('heading', { name: 'Leads - Téléchargements de livres blancs' })).toBeVisible()
	await expect(page.getByRole('columnheader')).toHaveText([
		'Date',
		'Type',
		'Nom',
		'Email',
		'Entreprise',
		'Fonction',
		'Téléphone',
		'Livre blanc',
		'Source',
		'Statut',
		'Responsable',
		'Actions',
	])

	await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(marker)
	await page.getByRole('button', { name: 'Rechercher' }).click()
	await expect(page).toHaveURL(new RegExp(`q=${marker}`))
	await expect(page.getByText('60 leads pour')).toBeVisible()
	await expect(page.locator('tbody tr')).toHaveCount(50)
	// Newest first: Lead0 was created last.
	await expect(page.locator('tbody tr').first()).toContainText('Lead0 Martin')
	await expect(page.locator('tbody tr').first()).toContainText('Data Platform')
	await expect(page.locator('tbody tr').nth(1)).toContainText('IA & Workspace')
	await expect(page.getByText('Page 1 sur 2')).toBeVisible()
	await page.getByRole('link', { name: 'Suivant' }).click()
	await expect(page.getByText('Page 2 sur 2')).toBeVisible()
	await expect(page.locator('tbody tr')).toHaveCount(10)

	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Exporter en CSV' }).click()
	const file = await download
	const csv = (await (await file.createReadStream()).toArray())
		.map((chunk) => Buffer.from(chunk))
		.reduce((a, b) => Buffer.concat([a, b]))
	expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
	const text = csv.toString('utf8')
	expect(text).toContain('"Date";"Prénom";"Nom";"Email";"Entreprise";"Fonction";"Téléphone";"Livre blanc"')
	expect(text.trim().split('\r\n')).toHaveLength(61)
	expect(text).toContain(
		`"Lead7";"Martin";"${marker}-7@exemple.fr";"Société ${marker}";"DSI";"0123456789";"IA & Workspace"`,
	)

	// The row's bin (an icon in the leads table), tapped where it is on screen.
	await tap(page, page.locator('tbody tr', { hasText: `${marker}-55@` }).getByRole('link', { name: /Supprimer/ }))
	const confirm = page.getByRole('alertdialog')
	await expect(confirm).toContainText(`${marker}-55@exemple.fr`)
	// The danger colour (#b91c1c), not the primary blue the variant's classes used to lose to.
	await expect(confirm.getByRole('button', { name: 'Supprimer définitivement' })).toHaveCSS(
		'background-color',
		'rgb(185, 28, 28)',
	)
	await expectUsable(confirm.getByRole('button', { name: 'Supprimer définitivement' }))
	await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click()
	await expect(page.getByText('Lead supprimé')).toBeVisible()
	expect(
		await queryDatabase('select id from whitepaper_leads where email = $1', [`${marker}-55@exemple.fr`]),
	).toHaveLength(0)
	await expect(page.getByText('59 leads pour')).toBeVisible()

	await page.getByRole('button', { name: 'Déconnexion' }).click()
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)
	await expect(page.getByText('Déconnexion réussie')).toBeVisible()
	await page.goto('/admin/leads')
	await expect(page).toHaveURL(/\/auth(\?notice=connexion-requise)?$/)
})

test('admin area over plain HTTP: no lead field leaves the server without the admin role', async ({
	request,
	playwright,
	baseURL,
}) => {
	const marker = `s${unique().replace(/-/g, '')}`
	await seedLeads(marker, 3)
	const [lead] = await queryDatabase<{ id: string }>('select id from whitepaper_leads where email = $1', [
		`${marker}-0@exemple.fr`,
	])

	/** A session of a new account, from a context of its own (a signed-in context's sign-up lands on the home page). */
	async function sessionCookie(email: string): Promise<string> {
		const context = await playwright.request.newContext({ baseURL })
		try {
			await createConfirmedAccount(context, baseURL!, email)
			return await signInCookie(context, baseURL!, email)
		} finally {
			await context.dispose()
		}
	}
	const memberCookie = await sessionCookie(`eve-${unique()}@nuvea.example`)
	const expiredEmail = `old-${unique()}@nuvea.example`
	const expiredCookie = await sessionCookie(expiredEmail)
	await queryDatabase(
		`update session set expires_at = now() - interval '1 day' where user_id = (select id from "user" where email = $1)`,
		[expiredEmail],
	)
	const cookies: Record<string, string | undefined> = {
		'no session': undefined,
		'non-admin': memberCookie,
		forged: 'nuvea.session_token=forged-token.c2lnbmF0dXJl',
		expired: expiredCookie,
	}
	for (const [who, cookie] of Object.entries(cookies)) {
		const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} })
		const answers = [
			await context.get('/admin/leads', { maxRedirects: 0 }),
			await context.get(`/admin/leads?q=${marker}`, { maxRedirects: 0 }),
			await context.get('/admin/leads.data', { maxRedirects: 0 }),
			await context.get(`/admin/leads.data?q=${marker}`, { maxRedirects: 0 }),
			await context.get(`/admin/leads/export.csv?q=${marker}`, { maxRedirects: 0 }),
			await context.post('/admin/leads', {
				form: { intent: 'delete', id: lead!.id },
				headers: { Origin: baseURL! },
				maxRedirects: 0,
			}),
			await context.post('/admin/leads.data', {
				form: { intent: 'delete', id: lead!.id },
				headers: { Origin: baseURL! },
				maxRedirects: 0,
			}),
		]
		for (const answer of answers) {
			const body = await answer.text()
			expect(body, `${who} ${answer.url()}`).not.toContain(marker)
			expect(answer.status(), `${who} ${answer.url()}`).not.toBe(500)
		}
		const page = answers[0]!
		expect(page.status(), who).toBe(302)
		expect(page.headers().location, who).toBe(
			who === 'non-admin' ? '/?notice=acces-refuse' : '/auth?notice=connexion-requise',
		)
		await context.dispose()
	}
	// Nothing was deleted by those attempts.
	expect(await queryDatabase('select id from whitepaper_leads where id = $1', [lead!.id])).toHaveLength(1)
	// A cross-site form post is refused even with a valid admin-less session.
	const crossSite = await request.post('/auth', {
		form: { intent: 'login', email: 'x@y.fr', password: 'x' },
		headers: { Origin: 'https://evil.example' },
		maxRedirects: 0,
	})
	expect(crossSite.status()).toBe(400)
})

test('admin role CLI: clear errors for an unknown address', () => {
	let output = ''
	try {
		execFileSync(process.execPath, ['scripts/admin.ts', 'grant', 'personne@nuvea.example'], {
			env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
			encoding: 'utf8',
			stdio: 'pipe',
		})
	} catch (error) {
		output = String((error as { stderr: string }).stderr)
	}
	expect(output).toContain('aucun compte n’utilise l’adresse personne@nuvea.example')
})

test('the delete dialog: focus on « Annuler », Tab kept inside, Escape closes, focus back on the row’s « Supprimer »', async ({
	page,
	browser,
}) => {
	test.setTimeout(90_000)
	const marker = `d${unique().replace(/-/g, '')}`
	await seedLeads(marker, 3)
	const email = `admin-dialog-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, test.info().project.use.baseURL!, email)
	grantAdmin(email)
	await signInCookie(page.request, test.info().project.use.baseURL!, email)
	await page.goto(`/admin/leads?q=${marker}`)
	const row = page.locator('tbody tr', { hasText: `${marker}-1@` })
	const rowDelete = row.getByRole('link', { name: /Supprimer/ })
	const dialog = page.getByRole('alertdialog')
	const cancel = dialog.getByRole('link', { name: 'Annuler' })
	const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' })

	await rowDelete.click()
	await expect(dialog).toBeVisible()
	await expect(dialog).toHaveAccessibleName('Supprimer ce lead ?')
	await expect(cancel).toBeFocused()
	// Both choices within reach, over the page and its header.
	await expectUsable(cancel)
	await expectUsable(confirm)
	// In the middle of the window, over the page.
	const box = (await dialog.boundingBox())!
	const viewport = page.viewportSize()!
	expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2)
	expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2)
	// Tab and Shift+Tab go round the dialog's two controls, never out of it.
	await page.keyboard.press('Tab')
	await expect(confirm).toBeFocused()
	await page.keyboard.press('Tab')
	await expect(cancel).toBeFocused()
	await page.keyboard.press('Shift+Tab')
	await expect(confirm).toBeFocused()
	// Escape closes it, leaves the list as it was, and gives the focus back to the row.
	await page.keyboard.press('Escape')
	await expect(dialog).toHaveCount(0)
	await expect(page).not.toHaveURL(/supprimer=/)
	await expect(rowDelete).toBeFocused()
	await expect(page.locator('tbody tr')).toHaveCount(3)

	// « Annuler » as well.
	await page.keyboard.press('Enter')
	await expect(cancel).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(dialog).toHaveCount(0)
	await expect(rowDelete).toBeFocused()
	expect(
		await queryDatabase('select id from whitepaper_leads where email = $1', [`${marker}-1@exemple.fr`]),
	).toHaveLength(1)

	// Without JavaScript the same URL renders the dialog, and its form deletes the lead.
	const context = await browser.newContext({
		javaScriptEnabled: false,
		storageState: await page.context().storageState(),
	})
	const plain = await context.newPage()
	await plain.goto(`/admin/leads?q=${marker}`)
	await plain
		.locator('tbody tr', { hasText: `${marker}-1@` })
		.getByRole('link', { name: /Supprimer/ })
		.click()
	await expect(plain.getByRole('alertdialog').getByRole('link', { name: 'Annuler' })).toBeFocused()
	await plain.getByRole('alertdialog').getByRole('button', { name: 'Supprimer définitivement' }).click()
	await expect(plain.locator('tbody tr')).toHaveCount(2)
	await context.close()
})

test('the audit log on a phone: a focusable region that scrolls sideways, with a hint while columns are hidden', async ({
	page,
}) => {
	test.setTimeout(90_000)
	await page.setViewportSize({ width: 390, height: 844 })
	const email = `admin-journal-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, test.info().project.use.baseURL!, email)
	grantAdmin(email)
	await signInCookie(page.request, test.info().project.use.baseURL!, email)
	await page.goto('/admin/journal')
	const region = page.getByRole('region', { name: 'Journal d’audit' })
	await expect(region).toHaveAttribute('tabindex', '0')
	await expect(region.locator('table')).toBeVisible()
	const hint = page.getByText('Faites défiler →')
	await expect(hint).toBeVisible()
	expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
	// The keyboard reaches the region and scrolls it.
	await region.focus()
	await page.keyboard.press('ArrowRight')
	await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
	// Scrolled to its end, nothing more is hidden: the hint goes. The wheel turns over the
	// table once the page rests (focus may have scrolled it smoothly), not at a point read
	// while it moved, which the fixed header may cover by then.
	await scrollSettled(page)
	await region.hover()
	await page.mouse.wheel(2000, 0)
	await expect
		.poll(() => region.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 2))
		.toBe(true)
	await expect(hint).toBeHidden()
})
