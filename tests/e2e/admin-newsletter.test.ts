import { execFileSync } from 'node:child_process'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { createConfirmedAccount, queryDatabase, signInCookie } from './utils.ts'

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
async function signUpCookie(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
	await createConfirmedAccount(request, baseURL, email)
	return signInCookie(request, baseURL, email)
}

async function seedSubscriber(email: string) {
	const [row] = await queryDatabase<{ id: string }>(
		`insert into newsletter_subscribers (email, status, confirmed_at, consent_text, source_page)
		 values ($1, 'confirmed', now(), 'Un e-mail à chaque nouvelle publication', '/blog') returning id`,
		[email],
	)
	return row!.id
}

test('new admin routes: nothing of the subscribers or the audit log without the admin role', async ({
	request,
	playwright,
	baseURL,
}) => {
	const email = `=cmd-${unique()}@exemple.fr`
	const id = await seedSubscriber(email)
	const memberCookie = await signUpCookie(request, baseURL!, `membre-${unique()}@nuvea.example`)
	for (const cookie of [undefined, memberCookie, 'nuvea.session_token=forged.c2ln']) {
		const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { Cookie: cookie } : {} })
		const answers = [
			await context.get('/admin/newsletter', { maxRedirects: 0 }),
			await context.get('/admin/newsletter.data', { maxRedirects: 0 }),
			await context.get('/admin/newsletter/export.csv', { maxRedirects: 0 }),
			await context.get('/admin/journal', { maxRedirects: 0 }),
			await context.get('/admin/journal.data', { maxRedirects: 0 }),
			await context.post('/admin/newsletter', {
				form: { intent: 'delete', id },
				headers: { Origin: baseURL! },
				maxRedirects: 0,
			}),
		]
		for (const answer of answers) {
			expect([200, 202, 204, 302, 303]).toContain(answer.status())
			const body = await answer.text()
			expect(body).not.toContain(email.slice(1))
			expect(body).not.toContain('Journal d’audit')
			if (answer.status() < 300) expect(body).toMatch(/redirect|^$/i)
		}
		await context.dispose()
	}
	expect(await queryDatabase('select id from newsletter_subscribers where id = $1', [id])).toHaveLength(1)
})

test('an admin lists, searches, exports and deletes subscribers; every action is in the audit log', async ({
	page,
	baseURL,
}) => {
	test.setTimeout(90_000)
	const marker = `abonne${unique().replace(/-/g, '')}`
	// Starts like a spreadsheet formula: the export must defuse it.
	const email = `=${marker}@exemple.fr`
	await seedSubscriber(email)
	await seedSubscriber(`${marker}-bis@exemple.fr`)
	const adminEmail = `admin-${unique()}@nuvea.example`
	await createConfirmedAccount(page.request, baseURL!, adminEmail)
	execFileSync(process.execPath, ['scripts/admin.ts', 'grant', adminEmail], {
		env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
	})
	// Signed in through the page's own context: its session cookie is the browser's.
	await signInCookie(page.request, baseURL!, adminEmail)
	const [{ id: adminId } = { id: '' }] = await queryDatabase<{ id: string }>('select id from "user" where email = $1', [
		adminEmail,
	])

	await page.goto(`/admin/newsletter?q=${marker}`)
	await expect(page.getByRole('heading', { name: 'Newsletter - Abonnés' })).toBeVisible()
	await expect(page.locator('tbody tr', { hasText: email })).toContainText('Confirmé')
	await expect(page.getByRole('heading', { name: 'Annonces d’articles' })).toBeVisible()
	await expect(page.getByText('Référence (déjà en ligne, non envoyé)').first()).toBeVisible()

	const download = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Exporter en CSV' }).click()
	const csv = (await (await (await download).createReadStream()).toArray()).map((chunk) => Buffer.from(chunk))
	const text = Buffer.concat(csv).toString('utf8')
	expect(text).toContain('"Email";"Statut";"Inscription";"Consentement";"Confirmation";"Désinscription";"Page"')
	expect(text.trim().split('\r\n')).toHaveLength(3)
	expect(text).toContain(`"'${email}";"Confirmé"`)

	await page
		.locator('tbody tr', { hasText: `${marker}-bis@` })
		.getByRole('link', { name: /Supprimer/ })
		.click()
	await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer définitivement' }).click()
	await expect(page.locator('tbody tr', { hasText: `${marker}-bis@` })).toHaveCount(0)
	const [deleted] = await queryDatabase<{ id: string }>(
		"select target_id as id from audit_log where action = 'subscribers.delete' and actor_user_id = $1",
		[adminId],
	)
	expect(deleted!.id).toMatch(/^[0-9a-f-]{36}$/)

	await page.goto('/admin/leads')
	await page.goto('/admin/journal')
	await expect(page.getByRole('heading', { name: 'Journal d’audit' })).toBeVisible()
	const actions = await queryDatabase<{ action: string; actor_kind: string; target_id: string | null }>(
		'select action, actor_kind, target_id from audit_log where actor_user_id = $1 or (actor_kind = $2 and target_id = $3) order by at',
		[adminId, 'cli', adminId],
	)
	expect(actions.map((row) => row.action)).toEqual([
		'role.grant',
		'subscribers.view',
		'subscribers.export',
		// The delete dialog is a page of its own (it works without JavaScript): a view too.
		'subscribers.view',
		'subscribers.delete',
		'subscribers.view',
		'leads.view',
		'audit.view',
	])
	// Who, what, when, which id: no address or name in the log.
	const table = page.locator('tbody')
	await expect(table).toContainText('Attribution du rôle administrateur')
	await expect(table).toContainText('Export CSV des abonnés')
	await expect(table).toContainText('Suppression d’un abonné')
	await expect(table).toContainText(adminEmail)
	await expect(table).not.toContainText(marker)
	expect(baseURL).toBeTruthy()
})
