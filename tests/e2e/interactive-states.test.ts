/**
 * axe-core on the states a static audit never sees: menus open, dialogs open, a toast
 * shown, a filtered list, form errors shown. Also the toasts' own promises: a French
 * region and close button, a 44 px target, clear of the header's navigation.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousA11yViolations, isMobile } from './utils.ts'
import { tap } from './person.ts'

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
	await page
		.locator('#livres-blancs li', { hasText: 'IA & Workspace' })
		.getByRole('button', { name: 'Télécharger le livre blanc' })
		.click()
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	await expectNoSeriousA11yViolations(page)
	await dialog.getByRole('button', { name: 'Recevoir le livre blanc' }).click()
	await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
	await expectNoSeriousA11yViolations(page)

	await hydrated(page, '/carrieres')
	const paris = page.getByRole('button', { name: /^Paris, / }).first()
	await paris.scrollIntoViewIfNeeded()
	await paris.click()
	await expect(page.getByRole('dialog')).toBeVisible()
	await expectNoSeriousA11yViolations(page)
})

test('form errors shown: the landing page form', async ({ page }) => {
	await hydrated(page, '/ressources/livre-blanc-data-platforms-scalables-google-cloud')
	const form = page.locator('#formulaire form')
	await form.getByRole('button').last().click()
	await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
	await expectNoSeriousA11yViolations(page)
})

test('a filtered blog list', async ({ page }) => {
	await hydrated(page, '/blog?q=bigquery')
	await expect(page.locator('main article, main li h3').first()).toBeVisible()
	await expectNoSeriousA11yViolations(page)
})

test('a toast: French names, a 44 px close target, clear of the navigation, no axe violation', async ({ page }) => {
	await hydrated(page, '/?notice=connexion-requise')
	const region = page.getByRole('region', { name: 'Notifications' })
	const toast = region.locator('[data-sonner-toast]')
	await expect(toast).toContainText('Veuillez vous connecter')
	const close = toast.getByRole('button', { name: 'Fermer la notification' })
	await expect(close).toBeAttached()
	// The target: a click 20 px from the button's centre still reaches it.
	await toast.hover()
	const box = (await close.boundingBox())!
	const hit = await page.evaluate(
		({ x, y }) => {
			const element = document.elementFromPoint(x, y)
			return element?.closest('[data-close-button]') !== null
		},
		{ x: box.x + box.width / 2 + 20, y: box.y + box.height / 2 },
	)
	expect(hit).toBe(true)
	// Clear of the fixed header.
	const header = (await page.locator('header').first().boundingBox())!
	const toastBox = (await toast.boundingBox())!
	expect(toastBox.y).toBeGreaterThan(header.y + header.height)
	await expectNoSeriousA11yViolations(page)
})
