import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousA11yViolations, watchPage } from './utils.ts'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** /auth is rendered per request: wait for hydration before the enhanced behaviour. */
async function gotoAuth(page: Page, path = '/auth') {
	await page.goto(path)
	await page.waitForLoadState('networkidle')
}

test('/auth: no CSP error in the console, tabs without inline style, arrow keys switch tabs', async ({
	page,
	baseURL,
}) => {
	const watch = watchPage(page, baseURL!)
	await gotoAuth(page)
	expect(await page.locator('[style]').count()).toBe(0)
	const login = page.getByRole('tab', { name: 'Connexion' })
	await expect(login).toHaveAttribute('aria-selected', 'true')
	await login.focus()
	await page.keyboard.press('ArrowRight')
	await expect(page.getByRole('tab', { name: 'Inscription' })).toHaveAttribute('aria-selected', 'true')
	await expect(page.getByRole('tab', { name: 'Inscription' })).toBeFocused()
	await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Créer un compte' })).toBeVisible()
	expect(watch.consoleErrors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([])
	expect(watch.consoleErrors).toEqual([])
})

test('/auth sign-in: empty fields get the French messages, marked invalid and tied to their field; focus on the first', async ({
	page,
}) => {
	await gotoAuth(page)
	const panel = page.getByRole('tabpanel')
	await panel.getByRole('button', { name: 'Se connecter' }).click()
	const email = panel.getByRole('textbox', { name: 'Email' })
	await expect(email).toHaveAttribute('aria-invalid', 'true')
	await expect(email).toHaveAccessibleDescription('Veuillez entrer une adresse email valide')
	await expect(email).toBeFocused()
	const password = panel.getByLabel('Mot de passe')
	await expect(password).toHaveAttribute('aria-invalid', 'true')
	await expect(password).toHaveAccessibleDescription('Veuillez saisir votre mot de passe')
	// Empty fields are the form's own business: no toast for them (a failed sign-in has one).
	await expect(page.locator('[data-toast]')).toHaveCount(0)
	await expectNoSeriousA11yViolations(page)
})

test('/auth sign-in: a wrong password is shown by the form (focused) and in a toast, as the specification says', async ({
	page,
}) => {
	await gotoAuth(page)
	const panel = page.getByRole('tabpanel')
	await panel.getByRole('textbox', { name: 'Email' }).fill(`inconnu-${unique()}@nuvea.example`)
	await panel.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe')
	await panel.getByRole('button', { name: 'Se connecter' }).click()
	const summary = panel.getByText('Email ou mot de passe incorrect')
	await expect(summary).toBeVisible()
	await expect(summary).toBeFocused()
	await expect(page.getByRole('region', { name: 'Notifications' }).locator('[data-toast] .toast-message')).toHaveText(
		'Email ou mot de passe incorrect',
	)
	// The address stays.
	await expect(panel.getByRole('textbox', { name: 'Email' })).not.toHaveValue('')
	// « Mot de passe oublié ? » is one click away.
	await expect(panel.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute(
		'href',
		'/auth/mot-de-passe-oublie',
	)
})

test('/auth sign-up: the password hint is tied to its field; 11 characters are refused with the 12-character rule', async ({
	page,
}) => {
	await gotoAuth(page, '/auth?onglet=inscription')
	const panel = page.getByRole('tabpanel')
	const password = panel.getByLabel('Mot de passe')
	await expect(password).toHaveAccessibleDescription('12 caractères minimum.')
	await panel.getByRole('textbox', { name: 'Prénom' }).fill('Claire')
	await panel.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin')
	await panel.getByRole('textbox', { name: 'Email' }).fill(`court-${unique()}@nuvea.example`)
	await password.fill('onze-carac.')
	await panel.getByRole('button', { name: 'Créer un compte' }).click()
	await expect(password).toHaveAttribute('aria-invalid', 'true')
	await expect(password).toHaveAccessibleDescription(
		'12 caractères minimum. Le mot de passe doit contenir au moins 12 caractères',
	)
	await expect(password).toBeFocused()
	await expect(page).toHaveURL(/\/auth/)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('/auth: the server answers with the same French messages, fields marked invalid, values kept', async ({
		page,
	}) => {
		await page.goto('/auth?onglet=inscription')
		const panel = page.getByRole('tabpanel')
		await panel.getByRole('textbox', { name: 'Prénom' }).fill('Claire')
		await panel.getByRole('textbox', { name: 'Email' }).fill('pas-une-adresse')
		await panel.getByLabel('Mot de passe').fill('court')
		await panel.getByRole('button', { name: 'Créer un compte' }).click()
		const answer = page.getByRole('tabpanel')
		await expect(answer.getByText('Le prénom et le nom sont obligatoires')).toBeVisible()
		await expect(answer.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
		await expect(answer.getByRole('textbox', { name: 'Email' })).toHaveValue('pas-une-adresse')
		await expect(answer.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Claire')
		await expect(answer.getByLabel('Mot de passe')).toHaveValue('')
		await expect(answer.getByText('Le mot de passe doit contenir au moins 12 caractères')).toBeVisible()
	})
})
