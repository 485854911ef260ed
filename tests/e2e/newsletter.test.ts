import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { announceAgain, decodeMail, makeDue, queryDatabase, waitForMail } from './utils.ts'

test.describe.configure({ mode: 'serial' })

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
// Each project announces its own articles, so desktop and mobile runs do not meet.
const articlesOf = (project: string) =>
	project === 'mobile' ? ['security', 'vertex-ai', 'gemini-enterprise'] : ['cloud-run', 'bigquery', 'migration-cloud']

const decode = decodeMail

function link(mail: string, route: string): string {
	const match = new RegExp(`https?://[^\\s"<>]*${route}\\?jeton=[\\w.-]+`).exec(mail)
	if (!match) throw new Error(`Aucun lien ${route}`)
	return match[0]
}

const mailTo = (email: string, contains: string) =>
	waitForMail((mail) => mail.to.includes(email) && decode(mail.raw).includes(contains), 20_000).then((mail) =>
		decode(mail.raw),
	)

async function subscribe(page: Page, email: string) {
	await page.goto('/blog')
	await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
	await page.getByRole('button', { name: 'S’inscrire' }).click()
	await expect(page.locator('#newsletter-message')).toContainText('Consultez votre boîte de réception')
}

async function confirm(page: Page, email: string) {
	const mail = await mailTo(email, '/newsletter/confirmer')
	await page.goto(link(mail, '/newsletter/confirmer'))
	await expect(page.getByRole('heading', { name: 'Confirmez votre inscription' })).toBeVisible()
	await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
	await expect(page.getByRole('heading', { name: 'Votre inscription est confirmée' })).toBeVisible()
}

/** A new article's announcement, sent when due (24 hours after it appears): the due time is brought to now. */
async function publishAgain(slug: string) {
	const { id } = await announceAgain(slug)
	await makeDue(id)
}

const status = async (email: string) =>
	(await queryDatabase<{ status: string }>('select status from newsletter_subscribers where email = $1', [email]))[0]
		?.status

test('subscribe, confirm in the browser, receive an announcement, unsubscribe by the link and by one-click POST, then nothing', async ({
	page,
	request,
}, testInfo) => {
	test.setTimeout(120_000)
	const [first, second, third] = articlesOf(testInfo.project.name)
	// Other tests announce articles too, to every confirmed subscriber: only this test's count.
	const ours = [first, second, third].map((slug) => `/blog/${slug}`)
	const aboutOurs = (mail: { raw: string }) => ours.some((url) => decode(mail.raw).includes(url))
	const reader = `lectrice-${unique()}@exemple.fr`
	const oneClick = `clic-${unique()}@exemple.fr`
	const control = `temoin-${unique()}@exemple.fr`
	await subscribe(page, reader)
	await confirm(page, reader)
	expect(await status(reader)).toBe('confirmed')
	const [consent] = await queryDatabase<{ source_page: string; consent_text: string }>(
		'select source_page, consent_text from newsletter_subscribers where email = $1',
		[reader],
	)
	expect(consent!.source_page).toBe('/blog')
	expect(consent!.consent_text).toContain('Un e-mail à chaque nouvelle publication')

	// Without JavaScript too.
	const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false })
	const plain = await noScript.newPage()
	await subscribe(plain, oneClick)
	await confirm(plain, oneClick)
	await noScript.close()
	// The page is recorded the same way whether the box posted with or without JavaScript.
	const [plainConsent] = await queryDatabase<{ source_page: string }>(
		'select source_page from newsletter_subscribers where email = $1',
		[oneClick],
	)
	expect(plainConsent!.source_page).toBe('/blog')
	await subscribe(page, control)
	await confirm(page, control)

	await publishAgain(first!)
	const announcement = await mailTo(reader, `/blog/${first}`)
	expect(announcement).toMatch(/^Subject: Nouvel article\u00a0: /m)
	expect(announcement).toContain(`/og/blog--${first}.png`)
	const raw = (await waitForMail((mail) => mail.to.includes(reader) && decode(mail.raw).includes(`/blog/${first}`))).raw
	// Headers as sent (unfolded; not quoted-printable, unlike the body).
	const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r?\n[ \t]+/g, ' ')
	expect(headers).toMatch(
		/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/newsletter\/desinscription\?jeton=[\w.-]+>\r?$/m,
	)
	expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
	writeFileSync(testInfo.outputPath('announcement.eml'), raw)
	const oneClickMail = await mailTo(oneClick, `/blog/${first}`)
	await mailTo(control, `/blog/${first}`)

	// The visible link says what it does: a page with one button (a link scanner's GET unsubscribes nobody).
	expect(announcement).toContain('Se désinscrire (une page s’ouvre, un bouton suffit, sans connexion)')
	expect(announcement).not.toContain('en un clic')
	// Without JavaScript, as many mail clients open it.
	const plainContext = await page.context().browser()!.newContext({ javaScriptEnabled: false })
	const plainPage = await plainContext.newPage()
	await plainPage.goto(link(announcement, '/newsletter/desinscription'))
	await expect(plainPage.getByRole('heading', { name: 'Se désinscrire de la newsletter' })).toBeVisible()
	expect(await status(reader)).toBe('confirmed')
	await plainPage.getByRole('button', { name: 'Me désinscrire' }).click()
	await expect(plainPage.getByRole('heading', { name: 'Vous êtes désinscrit' })).toBeVisible()
	await plainContext.close()
	expect(await status(reader)).toBe('unsubscribed')

	// RFC 8058: the mail client's one click is its POST to the List-Unsubscribe address, the
	// token in the address and nothing else (no cookie, no page, no form token).
	const oneClickRaw = (
		await waitForMail((mail) => mail.to.includes(oneClick) && decode(mail.raw).includes(`/blog/${first}`))
	).raw
	// The header as sent (unfolded; not quoted-printable, unlike the body).
	const oneClickHeaders = oneClickRaw.slice(0, oneClickRaw.indexOf('\r\n\r\n')).replace(/\r?\n[ \t]+/g, ' ')
	const oneClickUrl = /^List-Unsubscribe: <([^>]+)>/m.exec(oneClickHeaders)![1]!
	expect(oneClickUrl).toBe(link(oneClickMail, '/newsletter/desinscription'))
	const response = await request.post(oneClickUrl, {
		multipart: { 'List-Unsubscribe': 'One-Click' },
	})
	expect(response.status()).toBe(200)
	expect(await status(oneClick)).toBe('unsubscribed')

	// The next article reaches the control subscriber, and neither of the two who left.
	await publishAgain(second!)
	await mailTo(control, `/blog/${second}`)
	await publishAgain(third!)
	await mailTo(control, `/blog/${third}`)
	const files = readdirMail()
	expect(files.filter((mail) => mail.to.includes(reader) && aboutOurs(mail))).toHaveLength(1)
	expect(files.filter((mail) => mail.to.includes(oneClick) && aboutOurs(mail))).toHaveLength(1)
	// Subscribing again is harmless for a confirmed address: same answer, no e-mail.
	await subscribe(page, control)
	// A later confirmation e-mail has arrived: whatever that request would have sent, too.
	const marker = `marqueur-${unique()}@exemple.fr`
	await subscribe(page, marker)
	await mailTo(marker, '/newsletter/confirmer')
	// Its confirmation and this test's three announcements.
	expect(
		readdirMail().filter(
			(mail) => mail.to.includes(control) && (decode(mail.raw).includes('/newsletter/confirmer') || aboutOurs(mail)),
		),
	).toHaveLength(4)
})

function readdirMail() {
	const dir = process.env.E2E_MAIL_DIR!
	return readdirSync(dir).map(
		(file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; raw: string },
	)
}

test('expired and forged links are refused in French', async ({ page }) => {
	await page.goto('/newsletter/confirmer?jeton=00000000-0000-4000-8000-000000000000.0.forged')
	await expect(page.getByRole('heading', { name: 'Ce lien n’est pas valide' })).toBeVisible()
	await page.goto('/newsletter/desinscription?jeton=pas-un-jeton')
	await expect(page.getByRole('heading', { name: 'Ce lien de désinscription n’est pas valide' })).toBeVisible()
	// An expired link, signed with the server's own secret (the test shares its data folder).
	const email = `expire-${unique()}@exemple.fr`
	await subscribe(page, email)
	const mail = await mailTo(email, '/newsletter/confirmer')
	const [id, , signature] = new URL(link(mail, '/newsletter/confirmer')).searchParams.get('jeton')!.split('.')
	expect(signature).toMatch(/^[\w-]{43}$/)
	const expired = execFileSync(
		process.execPath,
		[
			'--input-type=module',
			'-e',
			`const { signToken } = await import('./app/features/newsletter/newsletter-token.server.ts'); process.stdout.write(signToken('confirm', '${id}', new Date(Date.now() - 3600000)))`,
		],
		{ env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
	)
	await page.goto(`/newsletter/confirmer?jeton=${expired}`)
	await expect(page.getByRole('heading', { name: 'Ce lien de confirmation a expiré' })).toBeVisible()
	await expect(page.getByText('Inscrivez-vous à nouveau depuis le blog')).toBeVisible()
	expect(await status(email)).toBe('pending')
})
