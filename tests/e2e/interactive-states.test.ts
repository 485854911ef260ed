/**
 * axe-core on the states a static audit never sees: menus open, dialogs open, a toast
 * shown, a filtered list, form errors shown. Also the toasts' own promises: a French
 * region and close button, a 44 px target, clear of the header's navigation.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousA11yViolations, isMobile } from './utils.ts'
import { expectUsable, tap } from './person.ts'

async function hydrated(page: Page, path: string) {
	await page.goto(path)
	await page.waitForLoadState('networkidle')
}

test('menus open: the header dropdowns (desktop) or the mobile menu', async ({ page }, testInfo) => {
	await hydrated(page, '/')
	if (isMobile(testInfo)) {
		await tap(page, page.getByRole('button', { name: 'Menu', exact: true }))
		await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
		await expectNoSeriousA11yViolations(page)
		return
	}
	for (const label of ['Expertise', 'Carrières']) {
		await tap(
			page,
			page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: label }),
		)
		await expect(page.locator(`#menu-${label === 'Expertise' ? 'expertise' : 'carrieres'}`)).toBeVisible()
		await expectNoSeriousA11yViolations(page)
		await page.keyboard.press('Escape')
	}
})

test('dialogs open: the white-paper form with its errors, and a world-map postcard', async ({ page }) => {
	test.slow()
	await hydrated(page, '/')
	await tap(
		page,
		page
			.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
			.getByRole('button', { name: /Télécharger le livre blanc/ }),
	)
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	await expectNoSeriousA11yViolations(page)
	await tap(page, dialog.getByRole('button', { name: 'Recevoir le livre blanc' }))
	await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
	await expectNoSeriousA11yViolations(page)

	await hydrated(page, '/carrieres')
	const paris = page.getByRole('button', { name: 'Paris, France', exact: true })
	await paris.scrollIntoViewIfNeeded()
	await tap(page, paris)
	await expect(page.getByRole('dialog', { name: 'Paris' })).toBeVisible()
	await expectNoSeriousA11yViolations(page)
	// After « Suivante » (the postcard in place of the first).
	await tap(page, page.getByRole('dialog').getByRole('button', { name: 'Suivante' }))
	await expect(page.getByRole('dialog', { name: 'Toulouse' })).toBeVisible()
	await expectNoSeriousA11yViolations(page)
})

test('form errors shown: the landing page form', async ({ page }) => {
	await hydrated(page, '/ressources/livre-blanc-data-platforms-scalables-google-cloud')
	const form = page.locator('#formulaire form')
	await form.getByRole('button').last().click()
	await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
	await expectNoSeriousA11yViolations(page)
})

test('a filtered blog list: from the URL, then as one types', async ({ page }) => {
	await hydrated(page, '/blog?q=bigquery')
	const cards = page.locator('[data-article]:not([hidden]) h3')
	await expect(cards).toHaveCount(1)
	await expect(cards).toBeVisible()
	await expectNoSeriousA11yViolations(page)
	await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('cloud')
	await expect(cards).not.toHaveCount(1)
	await expectNoSeriousA11yViolations(page)
})

test('a toast: French names, a 44 px close target, clear of the navigation, no axe violation', async ({ page }) => {
	await hydrated(page, '/?notice=connexion-requise')
	const region = page.getByRole('region', { name: 'Notifications' })
	const toast = region.locator('[data-toast]')
	await expect(toast).toContainText('Veuillez vous connecter')
	// An error stays until it is dismissed (WCAG 2.2.1), with a 44 px close button a person can tap.
	const close = toast.getByRole('button', { name: 'Fermer la notification' })
	await expectUsable(close)
	const box = (await close.boundingBox())!
	expect(Math.round(box.width)).toBeGreaterThanOrEqual(44)
	expect(Math.round(box.height)).toBeGreaterThanOrEqual(44)
	// Clear of the fixed header.
	const header = (await page.locator('header').first().boundingBox())!
	const toastBox = (await toast.boundingBox())!
	expect(toastBox.y).toBeGreaterThan(header.y + header.height)
	await expectNoSeriousA11yViolations(page)
	// The notice leaves the address bar; the close button closes it.
	await expect(page).toHaveURL(/\/$/)
	await tap(page, close)
	await expect(toast).toHaveCount(0)
})

test('toasts: the live region is there before the first one, a success leaves after 8 s (paused while hovered), an error stays', async ({
	page,
}) => {
	await page.clock.install()
	await page.goto('/?notice=deconnexion')
	const region = page.getByRole('region', { name: 'Notifications' })
	const list = region.locator('[data-toast-stack]')
	await expect(list).toHaveAttribute('aria-live', 'polite')
	const success = region.locator('[data-toast]', { hasText: 'Déconnexion réussie' })
	await expect(success).toHaveAttribute('role', 'status')
	await success.hover()
	await page.clock.runFor(20_000)
	await expect(success).toBeVisible()
	await page.mouse.move(5, 5)
	await page.clock.runFor(8_500)
	await expect(success).toHaveCount(0)

	await page.goto('/?notice=acces-refuse')
	const error = region.locator('[data-toast]', { hasText: 'Accès refusé' })
	await expect(error).toHaveAttribute('role', 'alert')
	await page.clock.runFor(120_000)
	await expect(error).toBeVisible()
	await expect(error.getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/deconnexion')
})
