import { calculateRoi } from '#app/features/roi/calculate-roi.ts'
import type { RoiInputs } from '#app/features/roi/roi-inputs.ts'
import { inspectPdf, structureProblems } from '#app/infra/pdf/inspect-pdf.server.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { attachmentOf } from '../setup/mail-text.ts'
import { expect, test } from './fixtures.ts'
import { isMobile, queryDatabase, waitForHydration, waitForMail } from './utils.ts'

// « Recevoir mon estimation » (docs/decisions/077-roi-estimate.md): the estimate stored
// with the inputs on screen, its PDF mailed and read back by the structure checker.
const PATH = '/expertise/roi-calculator'
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
/** As the PDF prints figures: U+202F set as U+00A0 (Inter's Latin files lack it). */
const printed = (text: string) => text.replace(/\u202f/g, '\u00a0')

function uniqueEmail(tag: string) {
	return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemple.fr`
}

async function storedInputs(email: string) {
	const rows = await queryDatabase<{ inputs: RoiInputs; company: string; kind: string }>(
		'select r.inputs, r.company, l.kind from roi_estimates r join leads l on l.id = r.id where r.email = $1',
		[email],
	)
	return rows
}

test('with JavaScript: the estimate of the figures on screen, its PDF mailed with calculateRoi’s figures', async ({
	page,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'the same form on both widths')
	test.slow()
	const email = uniqueEmail('estimation')
	await page.goto(PATH)
	await waitForHydration(page)
	const amount = page.getByRole('textbox', { name: 'Coûts annuels de votre infrastructure data' })
	await amount.fill('420000')
	await page.getByRole('button', { name: 'Calculer mon ROI' }).click()
	const card = page.locator('#estimation')
	await expect(card.getByRole('heading', { name: 'Recevoir mon estimation' })).toBeVisible()
	// The consent is required: the form says so before anything is sent.
	await card.getByRole('textbox', { name: 'Email professionnel' }).fill(email)
	await card.getByRole('textbox', { name: 'Entreprise' }).fill('Zéphyr Transports')
	await card.getByRole('button', { name: 'Recevoir mon estimation' }).click()
	await expect(card.getByText('Veuillez accepter l’envoi de votre estimation pour la recevoir')).toBeVisible()
	await card.getByRole('checkbox', { name: /J’accepte que Nuvéa m’envoie cette estimation/ }).check()
	await card.getByRole('button', { name: 'Recevoir mon estimation' }).click()
	await expect(card.getByRole('status')).toContainText('Votre estimation est en route')

	const [row] = await storedInputs(email)
	expect(row).toMatchObject({ company: 'Zéphyr Transports', kind: 'roi-estimate' })
	expect(row!.inputs.currentDataInfraCosts).toBe(420_000)
	const result = calculateRoi(row!.inputs)
	// What the page shows is what was stored.
	await expect
		.poll(async () => plain(await page.locator('[data-figure="total-savings"]').innerText()))
		.toBe(plain(formatEuro(result.totalSavings)))

	const mail = await waitForMail((message) => message.to.includes(email), 20_000)
	expect(mail.raw).not.toContain('Zéphyr')
	// Read back by the site's structure checker (docs/decisions/060-tagged-pdf.md).
	const report = await inspectPdf(attachmentOf(mail.raw, 'application/pdf')!)
	expect(structureProblems(report)).toEqual([])
	for (const figure of [
		formatSignedPercent(result.roi),
		formatEuro(result.totalSavings),
		formatEuro(result.totalInvestment),
		formatEuro(result.netGain24Months),
		formatEuro(420_000),
	])
		expect(report.text).toContain(printed(figure))
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the estimate posts the amounts typed in the calculator; the page answers with the figures', async ({
		page,
	}, testInfo) => {
		test.skip(isMobile(testInfo), 'the same form on both widths')
		const email = uniqueEmail('estimation-nojs')
		await page.goto(PATH)
		const amount = page.getByRole('textbox', { name: 'Coûts annuels de votre infrastructure data' })
		await amount.fill('300 000')
		const card = page.locator('#estimation')
		await card.getByRole('textbox', { name: 'Email professionnel' }).fill(email)
		await card.getByRole('textbox', { name: 'Entreprise' }).fill('Acme')
		await card.getByRole('button', { name: 'Recevoir mon estimation' }).click()
		// No consent: the message, and the amount and the address kept.
		await expect(
			page.locator('#estimation').getByText('Veuillez accepter l’envoi de votre estimation pour la recevoir'),
		).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Coûts annuels de votre infrastructure data' })).toHaveValue(
			'300 000',
		)
		await expect(page.locator('#estimation').getByRole('textbox', { name: 'Email professionnel' })).toHaveValue(email)
		expect(await storedInputs(email)).toEqual([])

		await page.locator('#estimation').getByRole('checkbox').check()
		await page.locator('#estimation').getByRole('button', { name: 'Recevoir mon estimation' }).click()
		// The page's answer first: the row is read once the post is done.
		const status = page.locator('#estimation').getByRole('status')
		await expect(status).toContainText('Votre estimation est en route')
		const [row] = await storedInputs(email)
		expect(row!.inputs.currentDataInfraCosts).toBe(300_000)
		const result = calculateRoi(row!.inputs)
		await expect.poll(async () => plain(await status.innerText())).toContain(plain(formatSignedPercent(result.roi)))
		// The PDF made from the posted amounts, as with JavaScript.
		const mail = await waitForMail((message) => message.to.includes(email), 20_000)
		const report = await inspectPdf(attachmentOf(mail.raw, 'application/pdf')!)
		expect(structureProblems(report)).toEqual([])
		for (const figure of [formatSignedPercent(result.roi), formatEuro(result.totalSavings), formatEuro(300_000)])
			expect(report.text).toContain(printed(figure))
	})
})
