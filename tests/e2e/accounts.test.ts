import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
	allMailTo,
	createConfirmedAccount,
	isMobile,
	linkInMail,
	queryDatabase,
	signInCookie,
	TEST_PASSWORD,
	waitForHydration,
} from './utils.ts'

// The accounts' journeys (docs/decisions/070 to 073): sign-up and its confirmation
// e-mail, password reset, the admin's landing and header link, the failed sign-in toast.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
const NEW_PASSWORD = 'un nouveau mot de passe'

function grantAdmin(email: string) {
	execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
		env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
		encoding: 'utf8',
	})
}

async function signUp(page: Page, email: string) {
	await page.goto('/auth?onglet=inscription')
	const panel = page.getByRole('tabpanel')
	await panel.getByRole('textbox', { name: 'Prénom' }).fill('Claire')
	await panel.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
	await panel.getByRole('textbox', { name: 'Email' }).fill(email)
	await panel.getByLabel('Mot de passe').fill(TEST_PASSWORD)
	await panel.getByRole('button', { name: 'Créer un compte' }).click()
	await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' })).toBeVisible()
	await expect(page.getByText(`Un e-mail vient d’être envoyé à ${email}.`)).toBeVisible()
}

async function logIn(page: Page, email: string, password = TEST_PASSWORD) {
	await page.goto('/auth')
	const panel = page.getByRole('tabpanel')
	await panel.getByRole('textbox', { name: 'Email' }).fill(email)
	await panel.getByLabel('Mot de passe').fill(password)
	await panel.getByRole('button', { name: 'Se connecter' }).click()
}

async function confirmFromMail(page: Page, email: string) {
	await page.goto(await linkInMail(email, 'Confirmez votre adresse', '/auth/confirmer'))
	await page.getByRole('button', { name: 'Confirmer mon adresse' }).click()
	await expect(page.getByRole('heading', { name: 'Votre adresse est confirmée' })).toBeVisible()
}

test('sign-up → confirmation e-mail → link → sign-in; before confirming, sign-in is refused and a new link offered', async ({
	page,
}, testInfo) => {
	test.setTimeout(90_000)
	const email = `inscrit-${testInfo.project.name}-${unique()}@nuvea.example`
	await page.goto('/auth?onglet=inscription')
	await waitForHydration(page)
	await signUp(page, email)
	await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Compte créé avec succès\u202f!')

	await logIn(page, email)
	const panel = page.getByRole('tabpanel')
	await expect(panel.getByText('Votre adresse e-mail n’est pas encore confirmée.')).toBeVisible()
	await panel.getByRole('button', { name: 'Recevoir un nouveau lien de confirmation' }).click()
	await expect(panel.getByRole('status')).toContainText('un nouveau lien vient de lui être envoyé')
	await expect.poll(async () => (await allMailTo(email)).length, { timeout: 20_000 }).toBe(2)

	// The newest link works (so does the first: both are valid for 24 hours).
	await page.goto(await linkInMail(email, 'Confirmez votre adresse', '/auth/confirmer', 1))
	await expect(page.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeVisible()
	await page.getByRole('button', { name: 'Confirmer mon adresse' }).click()
	await expect(page.getByRole('heading', { name: 'Votre adresse est confirmée' })).toBeVisible()
	await page.getByRole('link', { name: 'Se connecter' }).click()
	await expect(page).toHaveURL(/\/auth$/)
	await logIn(page, email)
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)
	await expect(page.getByText('Connexion réussie\u202f!')).toBeVisible()
	// Not an admin: no link to the admin area.
	await expect(page.locator('[data-slot="admin-link"]')).toBeHidden()
})

test('password reset: request, e-mail, new password, other sessions ended, link single-use, an expired link refused', async ({
	page,
	browser,
	baseURL,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'the same pages and server behaviour on a phone: checked once')
	// Two browsers, five e-mails read from the SMTP capture: more than the default on a busy machine.
	test.setTimeout(120_000)
	const email = `oubli-${testInfo.project.name}-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, baseURL!, email)
	// Another browser signed in before the reset.
	const other = await browser.newContext({ baseURL })
	await signInCookie(other.request, baseURL!, email)
	const otherPage = await other.newPage()
	await otherPage.goto('/deconnexion')
	await expect(otherPage.getByText(email)).toBeVisible()

	await page.goto('/auth')
	await page.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié\u202f?' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Email' }).fill(email)
	await page.getByRole('button', { name: 'Recevoir un lien' }).click()
	await expect(page.getByText(`Si un compte existe pour l’adresse ${email}`)).toBeVisible()

	const link = await linkInMail(email, 'Réinitialisation de votre mot de passe', '/auth/nouveau-mot-de-passe')
	await page.goto(link)
	await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible()
	await page.getByLabel('Nouveau mot de passe').fill('trop court')
	await page.getByLabel('Confirmez le mot de passe').fill('trop court')
	await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
	await expect(page.getByLabel('Nouveau mot de passe')).toHaveAccessibleDescription(
		'12 caractères minimum. Le mot de passe doit contenir au moins 12 caractères',
	)
	await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD)
	await page.getByLabel('Confirmez le mot de passe').fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
	await expect(page.getByRole('heading', { name: 'Votre mot de passe a été modifié' })).toBeVisible()

	// The other browser's session is over.
	await otherPage.goto('/deconnexion')
	await expect(otherPage.getByText('Vous n’êtes pas connecté.')).toBeVisible()
	await other.close()
	// The old password no longer opens the account; the new one does.
	await logIn(page, email)
	await expect(page.getByRole('tabpanel').getByText('Email ou mot de passe incorrect')).toBeVisible()
	await logIn(page, email, NEW_PASSWORD)
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)

	// The link has served.
	const reused = await page.goto(link)
	expect(reused?.status()).toBe(400)
	await expect(page.getByRole('heading', { name: 'Ce lien n’est pas valide ou a déjà servi.' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Enregistrer le mot de passe' })).toHaveCount(0)

	// A link older than an hour (its expiry moved back in the database).
	const again = await page.request.post('/auth/mot-de-passe-oublie', { form: { email }, headers: { Origin: baseURL! } })
	expect(again.status()).toBe(200)
	const second = await linkInMail(email, 'Réinitialisation de votre mot de passe', '/auth/nouveau-mot-de-passe', 1)
	const token = new URL(second).searchParams.get('jeton')!
	await queryDatabase(`update verification set expires_at = now() - interval '1 minute' where identifier = $1`, [
		`reset-password:${token}`,
	])
	const expired = await page.goto(second)
	expect(expired?.status()).toBe(410)
	await expect(page.getByRole('heading', { name: 'Ce lien a expiré\u00a0: il était valable une heure.' })).toBeVisible()
	await page.getByRole('link', { name: 'Demander un nouveau lien' }).click()
	await expect(page).toHaveURL(/\/auth\/mot-de-passe-oublie$/)
})

test('an admin lands on /admin; the header shows the admins’ link, on prerendered pages too, until sign-out', async ({
	page,
	baseURL,
}, testInfo) => {
	test.setTimeout(90_000)
	const email = `admin-${testInfo.project.name}-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, baseURL!, email)
	grantAdmin(email)
	await page.goto('/auth')
	await waitForHydration(page)
	await expect(page.locator('[data-slot="admin-link"]')).toBeHidden()
	await logIn(page, email)
	await expect(page).toHaveURL(/\/admin(\?notice=connexion)?$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
	await expect(page.getByText('Connexion réussie\u202f!')).toBeVisible()
	const link = page.locator('[data-slot="admin-link"]')
	await expect(link).toBeVisible()
	await expect(link).toHaveAccessibleName('Administration')
	// A prerendered page, the same file for everyone: the link shows from the hint cookie.
	await page.goto('/blog')
	await expect(link).toBeVisible()
	await link.click()
	await expect(page).toHaveURL(/\/admin(\?notice=connexion)?$/)
	// Signing out takes the link away.
	await page.getByRole('button', { name: 'Déconnexion' }).click()
	await expect(page).toHaveURL(/\/(\?notice=[\w-]+)?$/)
	await expect(link).toBeHidden()
	await page.goto('/blog')
	await expect(link).toBeHidden()
	expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('nuvea.admin')
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('sign-up → e-mail → confirmation → sign-in, with plain posts', async ({ page }, testInfo) => {
		test.skip(isMobile(testInfo), 'server behaviour, checked once')
		test.setTimeout(90_000)
		const email = `sansjs-${testInfo.project.name}-${unique()}@nuvea.example`
		await signUp(page, email)
		await logIn(page, email)
		await expect(page.getByRole('tabpanel').getByText('Votre adresse e-mail n’est pas encore confirmée.')).toBeVisible()
		await confirmFromMail(page, email)
		await logIn(page, email)
		await expect(page).toHaveURL(/\/(\?notice=connexion)?$/)
		await page.goto('/deconnexion')
		await expect(page.getByText(email)).toBeVisible()
	})

	test('password reset with plain posts; an admin lands on /admin', async ({ page, baseURL }, testInfo) => {
		test.skip(isMobile(testInfo), 'server behaviour, checked once')
		test.setTimeout(90_000)
		const email = `sansjs-oubli-${testInfo.project.name}-${unique()}@nuvea.example`
		await createConfirmedAccount(page.request, baseURL!, email)
		grantAdmin(email)
		await page.goto('/auth/mot-de-passe-oublie')
		await page.getByRole('textbox', { name: 'Email' }).fill(email)
		await page.getByRole('button', { name: 'Recevoir un lien' }).click()
		await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' })).toBeVisible()
		await page.goto(await linkInMail(email, 'Réinitialisation de votre mot de passe', '/auth/nouveau-mot-de-passe'))
		await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD)
		await page.getByLabel('Confirmez le mot de passe').fill('pas le même mot de passe')
		await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
		await expect(page.getByText('Les deux mots de passe ne correspondent pas')).toBeVisible()
		await page.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD)
		await page.getByLabel('Confirmez le mot de passe').fill(NEW_PASSWORD)
		await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
		await expect(page.getByRole('heading', { name: 'Votre mot de passe a été modifié' })).toBeVisible()
		await page.getByRole('link', { name: 'Se connecter' }).click()
		await logIn(page, email, NEW_PASSWORD)
		await expect(page).toHaveURL(/\/admin(\?notice=connexion)?$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
	})
})
