import type { Locator, Page } from '@playwright/test'
import { siteConfig } from '#app/config/site.ts'
import { calculateRoi } from '#app/features/roi/calculate-roi.ts'
import { defaultRoiInputs } from '#app/features/roi/roi-inputs.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { expectNoSeriousA11yViolations, watchPage } from './utils.ts'
import { expect, test } from './fixtures.ts'
import { tap } from './person.ts'

const PATH = '/expertise/roi-calculator'

/** Compares with ordinary spaces: the page uses French no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

async function expectFigure(page: Page, name: string, value: string) {
	await expect.poll(async () => plain(await page.locator(`[data-figure="${name}"]`).innerText())).toBe(value)
}

async function calculate(page: Page) {
	await tap(page, page.getByRole('button', { name: 'Calculer mon ROI' }))
	await expect(page.getByRole('heading', { name: 'Vos résultats' })).toBeVisible()
}

function slider(page: Page, name: RegExp): Locator {
	return page.getByRole('slider', { name })
}

test('the page: title, hero, the four input cards in order and the placeholder prompt', async ({ page, baseURL }) => {
	// Many checks and an axe-core audit: allow for a loaded machine.
	test.slow()
	const watch = watchPage(page, baseURL!)
	await page.goto(PATH)
	await expect(page).toHaveTitle('Calculateur de ROI de votre plateforme data | Nuvéa – Expert Google Cloud')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculateur de ROI')
	await expect(page.getByRole('link', { name: 'Retour à l’accueil' }).first()).toHaveAttribute('href', '/')
	await expect(page.locator('form legend')).toHaveText([
		'Infrastructure data actuelle',
		'Processus et temps actuels',
		'Volume et utilisateurs',
		'Problèmes actuels et impact business',
	])
	// Three amounts as text fields, thirteen sliders with their current value and unit.
	await expect(page.getByRole('textbox')).toHaveCount(3)
	await expect(page.getByRole('slider')).toHaveCount(13)
	await expect(slider(page, /Taille de l’équipe data/)).toHaveAttribute('aria-valuetext', '5 personnes')
	await expect(slider(page, /Volume de données/)).toHaveAttribute('aria-valuetext', /^1\s000 gigaoctets$/)
	await expect(page.getByText('Votre ROI en un clic')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Vos résultats' })).toHaveCount(0)
	await expectNoSeriousA11yViolations(page)
	await page.waitForLoadState('networkidle')
	expect(watch.consoleErrors).toEqual([])
	expect(watch.foreignRequests).toEqual([])
})

test('calculating with the defaults shows every figure worked out by hand', async ({ page, baseURL }) => {
	// Many checks and an axe-core audit: allow for a loaded machine.
	test.slow()
	const watch = watchPage(page, baseURL!)
	await page.goto(PATH)
	await calculate(page)
	await expectFigure(page, 'roi', '+369 %')
	await expectFigure(page, 'payback', '3 mois')
	await expectFigure(page, 'total-savings', '586 170 €')
	await expectFigure(page, 'total-investment', '125 000 €')
	await expectFigure(page, 'net-gain', '1 047 340 €')
	const figures: Record<string, string> = {
		'group-operations': '180 000 €',
		infrastructureSavings: '75 000 €',
		recurringCostSavings: '37 500 €',
		downtimeSavings: '67 500 €',
		'group-productivity': '109 170 €',
		maintenanceTimeSavings: '19 890 €',
		pipelineProductivitySavings: '60 480 €',
		reportAutomationSavings: '28 800 €',
		'group-business': '297 000 €',
		dataQualityImprovementValue: '72 000 €',
		fasterDecisionValue: '135 000 €',
		projectAccelerationValue: '90 000 €',
		migrationCost: '100 000 €',
		trainingCost: '25 000 €',
		newPlatformRecurringCost: '112 500 €',
	}
	for (const [name, value] of Object.entries(figures)) await expectFigure(page, name, value)
	// The groups, in order, with their items.
	await expect(page.locator('[data-group] h4 > span:first-child')).toHaveText([
		'Infrastructure et opérations',
		'Gains de productivité',
		'Impact business',
	])
	await expect(page.getByText('Total des économies annuelles')).toBeVisible()

	// The 24-month projection: an image with its key numbers, and a visible summary.
	const chart = page.getByRole('img', { name: /Projection des économies cumulées sur 24 mois/ })
	await expect(chart).toBeVisible()
	const description = plain((await chart.locator('desc').textContent()) ?? '')
	expect(description).toContain('125 000 € en 3 mois')
	expect(description).toContain('1 172 340 €')
	expect(description).toContain('gain net de 1 047 340 €')
	expect(plain(await page.locator('figure figcaption').innerText())).toBe(description)
	await expect(chart.locator('text', { hasText: 'Rentabilisé en 3 mois' })).toHaveCount(1)
	const box = await chart.boundingBox()
	expect(box!.width / box!.height).toBeCloseTo(560 / 330, 1)

	// Methodology.
	const methodology = page.getByRole('heading', { name: 'Méthodologie' }).locator('..')
	for (const claim of ['50 %', '25 % moins chère', '70 à 85 %', '15 à 80 %', 'plus de 100 projets']) {
		await expect.poll(async () => plain(await methodology.innerText())).toContain(claim)
	}

	// The CTA opens the booking page in a new tab.
	const cta = page.getByRole('link', { name: /Obtenir un audit gratuit/ })
	await expect(cta).toHaveAttribute('href', siteConfig.bookingUrl)
	await expect(cta).toHaveAttribute('target', '_blank')
	await expect(cta).toHaveAttribute('rel', 'noopener noreferrer')

	// The results cannot be hidden again.
	await page.getByRole('button', { name: 'Calculer mon ROI' }).click()
	await expect(page.getByRole('heading', { name: 'Vos résultats' })).toBeVisible()
	await expectFigure(page, 'roi', '+369 %')

	await expectNoSeriousA11yViolations(page)
	expect(watch.consoleErrors).toEqual([])
	expect(watch.foreignRequests).toEqual([])
})

test('sliders move by keyboard and the results follow live', async ({ page, baseURL }) => {
	// Many live checks: allow for a loaded machine.
	test.slow()
	const watch = watchPage(page, baseURL!)
	await page.goto(PATH)
	await calculate(page)
	const team = slider(page, /Taille de l’équipe data/)
	await team.focus()
	await page.keyboard.press('ArrowRight')
	await expect(team).toHaveAttribute('aria-valuenow', '6')
	await expect(team).toHaveAttribute('aria-valuetext', '6 personnes')
	// Training 6 × 5 000 = 30 000; migration 8 × 5 000 + 10 000 + 6 × 10 000 = 110 000.
	await expectFigure(page, 'trainingCost', '30 000 €')
	await expectFigure(page, 'migrationCost', '110 000 €')
	await expectFigure(page, 'total-investment', '140 000 €')
	await expectFigure(page, 'roi', '+319 %') // (586 170 − 140 000) / 140 000 = 318.7 %
	await expectFigure(page, 'payback', '3 mois') // 140 000 / 48 847.5 = 2.87

	await page.keyboard.press('Home') // 1 person: 5 000 + max(50 000, 60 000)
	await expect(team).toHaveAttribute('aria-valuetext', '1 personne')
	await expectFigure(page, 'total-investment', '65 000 €')
	await expectFigure(page, 'roi', '+802 %') // 521 170 / 65 000 = 801.8 %
	await expectFigure(page, 'payback', '1 mois') // 65 000 / 48 847.5 = 1.33

	await page.keyboard.press('End') // 50 people: 250 000 + 550 000
	await expect(team).toHaveAttribute('aria-valuenow', '50')
	await expectFigure(page, 'total-investment', '800 000 €')
	await expectFigure(page, 'roi', '−27 %') // −213 830 / 800 000 = −26.7 %
	await expectFigure(page, 'payback', '16 mois') // 800 000 / 48 847.5 = 16.38
	await expectFigure(page, 'net-gain', '372 340 €') // 1 172 340 − 800 000

	await page.keyboard.press('PageDown') // a tenth of the range down (the browser's range input): 45 people, 225 000 + 500 000
	await expect(team).toHaveAttribute('aria-valuenow', '45')
	await expectFigure(page, 'total-investment', '725 000 €')
	await expectFigure(page, 'payback', '15 mois') // 725 000 / 48 847.5 = 14.8
	await page.keyboard.press('PageUp')
	await expect(team).toHaveAttribute('aria-valuenow', '50')

	// Half-hour steps: 2 h → 2,5 h; report savings 2.5 × 50 × 12 × 30 × 0.8 = 36 000.
	const report = slider(page, /Temps de production d’un rapport/)
	await report.focus()
	await page.keyboard.press('ArrowUp')
	await expect(report).toHaveAttribute('aria-valuetext', '2,5 heures')
	await expect(page.locator('output', { hasText: /^2,5\sh$/ })).toHaveCount(1)
	await expectFigure(page, 'reportAutomationSavings', '36 000 €')
	await page.keyboard.press('ArrowLeft')
	await page.keyboard.press('ArrowLeft')
	await expect(report).toHaveAttribute('aria-valuetext', '1,5 heure')
	await expectFigure(page, 'reportAutomationSavings', '21 600 €') // 1.5 × 50 × 12 × 30 × 0.8

	// A percentage: 16 % errors → 0.16 × 200 000 × 3 × 0.8 = 76 800.
	const quality = slider(page, /Taux d’erreurs de qualité des données/)
	await quality.focus()
	await page.keyboard.press('ArrowRight')
	await expectFigure(page, 'dataQualityImprovementValue', '76 800 €')

	// Every figure matches the pure function for the inputs now on screen.
	const expected = calculateRoi({
		...defaultRoiInputs,
		dataTeamSize: 50,
		timeToGenerateReport: 1.5,
		dataQualityErrorRate: 16,
	})
	await expectFigure(page, 'total-savings', plain(formatEuro(expected.totalSavings)))
	await expectFigure(page, 'roi', plain(formatSignedPercent(expected.roi)))
	expect(watch.consoleErrors).toEqual([])
})

test('an amount typed before the page’s code has run is kept', async ({ page }) => {
	// The hydration code is held back until the visitor has typed (it loads after the page's load event).
	let release!: () => void
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/assets/entry.client-*.js', async (route) => {
		await held
		await route.continue()
	})
	await page.goto(PATH)
	const infra = page.getByRole('textbox', { name: 'Coûts annuels de votre infrastructure data' })
	await infra.fill('abc')
	release()
	await calculate(page)
	await expectFigure(page, 'infrastructureSavings', '0 €')
	await expect(infra).toHaveValue('0') // normalised when the field was left
})

test('amount fields: garbage and negatives count as 0, whole numbers only', async ({ page }) => {
	// Many checks and an axe-core audit: allow for a loaded machine.
	test.slow()
	await page.goto(PATH)
	const infra = page.getByRole('textbox', { name: 'Coûts annuels de votre infrastructure data' })
	const salary = page.getByRole('textbox', { name: 'Salaire annuel moyen de l’équipe data' })
	const project = page.getByRole('textbox', { name: 'Valeur moyenne d’un projet' })
	// Amounts are grouped as the sliders' values are (« 1 000 Go »).
	await expect(infra).toHaveValue(/^150\s000$/)
	await expect(salary).toHaveValue(/^60\s000$/)
	await expect(project).toHaveValue(/^200\s000$/)
	// Typed before the first calculation: taken into account when it happens.
	await infra.fill('abc')
	await calculate(page)
	await expectFigure(page, 'infrastructureSavings', '0 €')
	await expectFigure(page, 'recurringCostSavings', '0 €')
	await expectFigure(page, 'newPlatformRecurringCost', '0 €')
	await expectFigure(page, 'total-savings', '473 670 €') // 586 170 − 75 000 − 37 500
	await expect(infra).toHaveValue('0') // normalised when the field was left

	await infra.fill('-50000')
	await expectFigure(page, 'infrastructureSavings', '0 €')
	await infra.press('Tab')
	await expect(infra).toHaveValue('0')

	await infra.fill('200 000')
	await expectFigure(page, 'infrastructureSavings', '100 000 €')
	await infra.blur()
	await expect(infra).toHaveValue(/^200\s000$/)
	// Typing on in a grouped figure: « 200 0005 » reads 2 000 005, and is grouped again on leaving.
	await infra.press('End')
	await infra.pressSequentially('5')
	await expectFigure(page, 'infrastructureSavings', '1 000 003 €') // 2 000 005 × 0.5 = 1 000 002.5
	await infra.blur()
	await expect(infra).toHaveValue(/^2\s000\s005$/)

	await salary.fill('72000.9') // whole numbers: 72 000, hourly rate 36
	await expectFigure(page, 'maintenanceTimeSavings', '23 868 €') // 15 × 52 × 36 × 0.85
	await salary.fill('')
	await expectFigure(page, 'maintenanceTimeSavings', '0 €')
	await expectFigure(page, 'pipelineProductivitySavings', '0 €')
	await expectFigure(page, 'reportAutomationSavings', '0 €')

	await project.fill('12,5') // 12 €
	await expectFigure(page, 'dataQualityImprovementValue', '4 €') // 0.15 × 12 × 3 × 0.8 = 4.32
	await expectFigure(page, 'projectAccelerationValue', '5 €') // 3 × 12 × 0.15 = 5.4
	// The group, 135 009.72, shows what its items add up to (the total's last euro went to the
	// operations, whose remainder, .75, is larger).
	await expectFigure(page, 'group-business', '135 009 €')
	await project.blur()
	await expect(project).toHaveValue('12')
	await project.fill('n/a')
	await expectFigure(page, 'dataQualityImprovementValue', '0 €')
	await expectFigure(page, 'projectAccelerationValue', '0 €')
	await expectNoSeriousA11yViolations(page)
})

test('without JavaScript the page stays complete: inputs, values, methodology and a note', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto(PATH)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculateur de ROI')
	await expect(page.locator('form legend')).toHaveCount(4)
	// The calculator's three amounts (the estimate's own fields sit beside it).
	await expect(page.locator('form#roi-form').getByRole('textbox')).toHaveCount(3)
	await expect(page.locator('output', { hasText: /^5\spersonnes$/ })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Calculer mon ROI' })).toBeDisabled()
	await expect(page.getByText(/activez JavaScript/)).toBeVisible()
	await expect(page.getByText(/le ROI atteint \+369\s%/)).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Méthodologie' })).toBeVisible()
	// No inline style attribute in the server HTML (the CSP would block it).
	expect(await page.locator('[style]').count()).toBe(0)
	await context.close()
})

test('while the results’ code loads, the panel is busy at once; then it stays in view beside the form', async ({
	page,
}) => {
	let release = () => {}
	const gate = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/assets/roi-results-*.js', async (route) => {
		await gate
		await route.continue()
	})
	await page.goto(PATH)
	const button = page.getByRole('button', { name: 'Calculer mon ROI' })
	await expect(button).toBeEnabled()
	await button.click()
	await expect(page.getByRole('status').filter({ hasText: 'Calcul de votre ROI en cours…' })).toBeVisible()
	await expect(page.locator('[data-results-panel] [aria-busy="true"]')).toBeVisible()
	release()
	await expect(page.getByRole('heading', { name: 'Vos résultats' })).toBeVisible()
	await expect(page.getByText('Calcul de votre ROI en cours…')).toBeHidden()

	// Halfway down the long form, the summary of the results is on screen at the bottom of the
	// window (beside the form on a wide screen, above the results below it on a phone).
	await scrollToMiddleOfForm(page)
	const bar = page.locator('[data-summary-bar]')
	await expect(bar).toBeVisible()
	await expect.poll(async () => plain(await bar.innerText())).toContain('+369 %')
	expect(await isDrawnAtItsCentre(page, bar)).toBe(true)
})

/** Scrolls the page so that the middle of the long form is at the top of the window. */
async function scrollToMiddleOfForm(page: Page) {
	await page
		.locator('form[aria-labelledby="roi-form-title"]')
		.evaluate((form) =>
			window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY + form.scrollHeight / 2 - 100),
		)
}

/** Whether what the window draws at the element's centre is the element (not covered, not clipped). */
async function isDrawnAtItsCentre(page: Page, locator: Locator): Promise<boolean> {
	return locator.evaluate((element) => {
		const rect = element.getBoundingClientRect()
		const x = rect.left + rect.width / 2
		const y = rect.top + rect.height / 2
		if (y < 0 || y > window.innerHeight) return false
		const drawn = document.elementFromPoint(x, y)
		return drawn !== null && (element === drawn || element.contains(drawn))
	})
}

test('before the first calculation, the prompt stays beside the long form', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name === 'mobile', 'one column on phones: the prompt follows the form')
	await page.goto(PATH)
	await scrollToMiddleOfForm(page)
	expect(await isDrawnAtItsCentre(page, page.getByRole('heading', { name: 'Votre ROI en un clic' }))).toBe(true)
})

test('the results scroll with the page: no box of their own, the call to action in reach', async ({ page }) => {
	// Many live checks: allow for a loaded machine.
	test.slow()
	await page.goto(PATH)
	await calculate(page)
	await expect(page.locator('[data-figure="roi"]')).toBeVisible()
	// No scrolling container between the results and the page.
	const scrollers = await page.locator('[data-results-panel]').evaluate((panel) => {
		const found: string[] = []
		for (const element of [panel, ...panel.querySelectorAll('*')]) {
			const style = getComputedStyle(element)
			if (/auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
				found.push(element.tagName.toLowerCase())
		}
		return found
	})
	expect(scrollers).toEqual([])
	// The call to action, scrolled to by the page, is there to click, whole.
	const cta = page.getByRole('link', { name: /Obtenir un audit gratuit/ })
	await cta.scrollIntoViewIfNeeded()
	expect(await isDrawnAtItsCentre(page, cta)).toBe(true)
	const box = (await cta.boundingBox())!
	expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height)
	// Halfway down the form, the summary bar follows the inputs live.
	await scrollToMiddleOfForm(page)
	const bar = page.locator('[data-summary-bar]')
	await expect(bar).toBeVisible()
	const team = slider(page, /Taille de l’équipe data/)
	await team.focus()
	await page.keyboard.press('End') // 800 000 € of investment
	await expect.poll(async () => plain(await bar.innerText())).toContain('−27 %')
})

test('units agree with their number; a payback beyond the projection is said in words', async ({ page }) => {
	// Many live checks: allow for a loaded machine.
	test.slow()
	await page.goto(PATH)
	await calculate(page)
	const projects = slider(page, /Projets retardés par les données/)
	await projects.focus()
	await page.keyboard.press('Home')
	await expect(page.locator('output', { hasText: /^0\sprojet\/an$/ })).toHaveCount(1)
	await page.keyboard.press('ArrowRight')
	await expect(page.locator('output', { hasText: /^1\sprojet\/an$/ })).toHaveCount(1)
	await page.keyboard.press('ArrowRight')
	await expect(page.locator('output', { hasText: /^2\sprojets\/an$/ })).toHaveCount(1)

	// 202 500 € saved a year against 800 000 € of investment: 47 months, beyond the 24 projected.
	await page.getByRole('textbox', { name: 'Coûts annuels de votre infrastructure data' }).fill('0')
	await page.getByRole('textbox', { name: 'Salaire annuel moyen de l’équipe data' }).fill('0')
	await page.getByRole('textbox', { name: 'Valeur moyenne d’un projet' }).fill('0')
	const team = slider(page, /Taille de l’équipe data/)
	await team.focus()
	await page.keyboard.press('End')
	await expectFigure(page, 'payback', 'au-delà de 24 mois')
	await expect(page.getByText(/rentabilisé au-delà de 24\smois/)).toHaveCount(1) // the live announcement
})

test('the savings breakdown adds up as displayed', async ({ page }) => {
	// Many live checks: allow for a loaded machine.
	test.slow()
	await page.goto(PATH)
	await calculate(page)
	// Hourly rate 27.7775: 18 416.48 + 55 999.44 + 26 666.40 = 101 082.32, each rounded alone 101 081.
	await page.getByRole('textbox', { name: 'Salaire annuel moyen de l’équipe data' }).fill('55555')
	await expectFigure(page, 'group-productivity', '101 082 €')
	const euros = async (selector: string) => Number((await page.locator(selector).innerText()).replace(/[^\d]/g, ''))
	for (const group of ['operations', 'productivity', 'business']) {
		const items = page.locator(`[data-group="${group}"] li [data-figure]`)
		let sum = 0
		for (const item of await items.all()) sum += Number((await item.innerText()).replace(/[^\d]/g, ''))
		expect(sum, group).toBe(await euros(`[data-figure="group-${group}"]`))
	}
	const groups = await Promise.all(
		['operations', 'productivity', 'business'].map((group) => euros(`[data-figure="group-${group}"]`)),
	)
	expect(groups.reduce((total, value) => total + value, 0)).toBe(await euros('[data-figure="total-savings"]'))
})
