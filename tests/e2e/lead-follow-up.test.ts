import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
	createConfirmedAccount,
	expectNoSeriousA11yViolations,
	isMobile,
	queryDatabase,
	signInCookie,
} from './utils.ts'

// Lead follow-up in the admin (docs/decisions/078-lead-follow-up.md): status, owner,
// notes and the filters, with JavaScript and without.
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

async function signUpAdmin(page: Page, email: string) {
	const baseURL = test.info().project.use.baseURL!
	await createConfirmedAccount(page.request, baseURL, email)
	execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email], {
		env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
		encoding: 'utf8',
	})
	// Signed in through the page's own context: its session cookie is the browser's.
	await signInCookie(page.request, baseURL, email)
}

test('an admin follows a contact inquiry up: status, owner, a note, the filters, the pipeline; without JavaScript too', async ({
	page,
	browser,
}, testInfo) => {
	test.skip(isMobile(testInfo), 'the admin on a desktop')
	test.setTimeout(90_000)
	const marker = `suivi${unique().replace(/-/g, '')}`
	const [lead] = await queryDatabase<{ id: string }>(
		`insert into contact_inquiries (first_name, last_name, email, company, subject, message)
		values ('Lina', 'Morel', $1, 'Morel SA', 'securite', 'Un audit de notre projet GCP, svp.') returning id`,
		[`${marker}@exemple.fr`],
	)
	const admin = `admin-${unique()}@nuvea.example`
	await signUpAdmin(page, admin)

	await page.goto(`/admin/leads?q=${marker}`)
	const row = page.locator('tbody tr', { hasText: `${marker}@exemple.fr` })
	await expect(row).toContainText('Contact')
	await expect(row).toContainText('Sécurité')
	await expect(row).toContainText('Nouveau')
	await row.getByRole('link', { name: /^Suivi/ }).click()
	await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead!.id}$`))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suivi : Lina Morel')
	await expect(page.getByText('Un audit de notre projet GCP, svp.')).toBeVisible()

	await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Contacté' })
	await page.getByRole('combobox', { name: 'Responsable' }).selectOption({ label: `Eve Test (${admin})` })
	await page.getByRole('button', { name: 'Enregistrer le suivi' }).click()
	await expect(page.getByText('Suivi enregistré')).toBeVisible()
	await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveValue('contacte')
	await page.getByRole('textbox', { name: 'Nouvelle note' }).fill('Appelée : rendez-vous jeudi.')
	await page.getByRole('button', { name: 'Ajouter la note' }).click()
	const notes = page.getByRole('region', { name: 'Notes' })
	await expect(notes.getByRole('listitem').first()).toContainText('Appelée : rendez-vous jeudi.')
	await expect(notes.getByRole('listitem').first()).toContainText(admin)
	const history = page.getByRole('region', { name: 'Historique' })
	await expect(history).toContainText('Changement du statut d’un lead')
	await expect(history).toContainText('Changement du responsable d’un lead')
	await expect(history).toContainText('Note ajoutée au suivi d’un lead')
	await expectNoSeriousA11yViolations(page)

	// The list's filters: status and owner match, another kind does not.
	await page.goto('/admin/leads')
	await page.getByRole('searchbox', { name: 'Rechercher un lead' }).fill(marker)
	await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Contacté' })
	await page.getByRole('combobox', { name: 'Responsable' }).selectOption({ label: admin })
	await page.getByRole('button', { name: 'Rechercher' }).click()
	await expect(page).toHaveURL(/statut=contacte/)
	await expect(page.locator('tbody tr')).toHaveCount(1)
	await expect(page.locator('tbody tr').first()).toContainText(admin)
	await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Livre blanc' })
	await page.getByRole('button', { name: 'Rechercher' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads - Téléchargements de livres blancs')
	await expect(page.getByText('Aucun lead ne correspond à votre recherche')).toBeVisible()

	await page.goto('/admin')
	await expect(page.getByRole('region', { name: 'Pipeline' }).getByRole('link', { name: /Contacté/ })).toBeVisible()
	expect(
		Number(await page.locator('[data-pipeline="contacte"]').innerText()),
		'the lead counts in « Contacté »',
	).toBeGreaterThanOrEqual(1)

	// The same page without JavaScript: plain forms, the server's answer.
	const plain = await browser.newContext({
		javaScriptEnabled: false,
		storageState: await page.context().storageState(),
	})
	const noScript = await plain.newPage()
	const answer = await noScript.goto(`/admin/leads/${lead!.id}`)
	expect(answer?.headers()['cache-control']).toBe('private, no-store')
	await noScript.getByRole('textbox', { name: 'Nouvelle note' }).fill('   ')
	await noScript.getByRole('button', { name: 'Ajouter la note' }).click()
	await expect(noScript.getByText('Veuillez écrire la note')).toBeVisible()
	await noScript.getByRole('textbox', { name: 'Nouvelle note' }).fill('Devis envoyé.')
	await noScript.getByRole('button', { name: 'Ajouter la note' }).click()
	await expect(noScript.getByRole('region', { name: 'Notes' }).getByRole('listitem').first()).toContainText(
		'Devis envoyé.',
	)
	await noScript.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Gagné' })
	await noScript.getByRole('button', { name: 'Enregistrer le suivi' }).click()
	await expect(noScript.getByRole('combobox', { name: 'Statut' })).toHaveValue('gagne')
	await plain.close()

	expect(await queryDatabase('select status from leads where id = $1', [lead!.id])).toEqual([{ status: 'gagne' }])
	expect(
		(
			await queryDatabase<{ body: string }>('select body from lead_notes where lead_id = $1 order by created_at', [
				lead!.id,
			])
		).map((note) => note.body),
	).toEqual(['Appelée : rendez-vous jeudi.', 'Devis envoyé.'])
})
