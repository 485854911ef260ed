import type { Locator } from '@playwright/test'
import { decodeQuotedPrintable } from '../setup/mail-text.ts'
import { expect, test } from './fixtures.ts'
import { expectNoSeriousA11yViolations, isMobile, queryDatabase, waitForMail } from './utils.ts'

// The contact form (docs/decisions/076-contact-form.md): a plain form answered by the
// server, on home and /contact, with and without JavaScript.
function uniqueEmail(tag: string) {
	return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemple.fr`
}

async function fill(form: Locator, email: string) {
	await form.getByRole('textbox', { name: 'Prénom' }).fill('Lina')
	await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Morel')
	await form.getByRole('textbox', { name: 'Email professionnel' }).fill(email)
	await form.getByRole('textbox', { name: 'Entreprise' }).fill('Morel Logistique')
	await form.getByRole('combobox', { name: 'Sujet' }).selectOption({ label: 'Projet de migration' })
	await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour,\nnous migrons 40 serveurs vers Google Cloud.')
}

const inquiries = (email: string) =>
	queryDatabase<{ first_name: string; subject: string; message: string; phone: string | null; kind: string }>(
		'select c.first_name, c.subject, c.message, c.phone, l.kind from contact_inquiries c join leads l on l.id = c.id where c.email = $1',
		[email],
	)

test('/contact with JavaScript: the answer replaces the form; stored, acknowledged without quoting the visitor', async ({
	page,
}) => {
	const email = uniqueEmail('contact-js')
	await page.goto('/contact')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous')
	// The booking button stays beside the form.
	await expect(page.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute('target', '_blank')
	const form = page.getByRole('form', { name: 'Écrivez-nous' })
	await fill(form, email)
	await form.getByRole('button', { name: 'Envoyer mon message' }).click()
	const thanks = page.locator('#contact-form[role="status"]')
	await expect(thanks).toContainText('Merci, votre message est bien arrivé')
	await expect(page).toHaveURL(/\/contact(#contact-form)?$/)
	expect(await inquiries(email)).toEqual([
		{
			first_name: 'Lina',
			subject: 'migration',
			message: 'Bonjour,\nnous migrons 40 serveurs vers Google Cloud.',
			phone: null,
			kind: 'contact',
		},
	])
	const mail = decodeQuotedPrintable((await waitForMail((message) => message.to.includes(email))).raw)
	expect(mail).toContain('Votre message est bien arrivé')
	expect(mail).not.toMatch(/Lina|Morel|serveurs|migration/i)
	await expectNoSeriousA11yViolations(page)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('home: messages in place with the values kept, then the thank-you panel in the contact section', async ({
		page,
	}, testInfo) => {
		test.skip(isMobile(testInfo), 'the same page on both widths')
		const email = uniqueEmail('contact-nojs')
		await page.goto('/#contact')
		const section = page.locator('#contact')
		const form = section.getByRole('form', { name: 'Écrivez-nous' })
		await fill(form, 'pas-une-adresse')
		await form.getByRole('textbox', { name: 'Prénom' }).fill('L')
		await form.getByRole('button', { name: 'Envoyer mon message' }).click()
		// The answered page opens on the form, its messages under their fields, what was typed kept.
		await expect(page).toHaveURL(/\/\?index#contact$/)
		await expect(section.getByText('Le prénom doit contenir au moins 2 caractères')).toBeVisible()
		await expect(section.getByText('Veuillez entrer une adresse email professionnelle valide')).toBeInViewport()
		await expect(form.getByRole('textbox', { name: 'Entreprise' })).toHaveValue('Morel Logistique')
		await expect(form.getByRole('combobox', { name: 'Sujet' })).toHaveValue('migration')
		await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveAttribute('aria-invalid', 'true')
		expect(await inquiries('pas-une-adresse')).toEqual([])

		await form.getByRole('textbox', { name: 'Prénom' }).fill('Lina')
		await form.getByRole('textbox', { name: 'Email professionnel' }).fill(email)
		await form.getByRole('button', { name: 'Envoyer mon message' }).click()
		await expect(section.locator('#contact-form[role="status"]')).toContainText('Merci, votre message est bien arrivé')
		// The booking button is still there beside it.
		await expect(section.getByRole('link', { name: 'Prendre rendez-vous' })).toBeVisible()
		expect(await inquiries(email)).toHaveLength(1)
		await waitForMail((message) => message.to.includes(email))
	})

	test('/contact: sent without JavaScript, from the header’s « Contact »', async ({ page }, testInfo) => {
		test.skip(isMobile(testInfo), 'the same page on both widths')
		const email = uniqueEmail('contact-page-nojs')
		await page.goto('/blog')
		await page
			.getByRole('navigation', { name: 'Navigation principale' })
			.getByRole('link', { name: 'Contact', exact: true })
			.click()
		await expect(page).toHaveURL(/\/contact$/)
		const form = page.getByRole('form', { name: 'Écrivez-nous' })
		await fill(form, email)
		await form.getByRole('textbox', { name: 'Téléphone (facultatif)' }).fill('+33 6 12 34 56 78')
		await form.getByRole('button', { name: 'Envoyer mon message' }).click()
		await expect(page.locator('#contact-form[role="status"]')).toContainText('Merci, votre message est bien arrivé')
		expect(await inquiries(email)).toEqual([expect.objectContaining({ phone: '+33 6 12 34 56 78' })])
	})
})
