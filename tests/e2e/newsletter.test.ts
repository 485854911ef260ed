import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { queryDatabase, waitForMail } from './utils.ts'

test.describe.configure({ mode: 'serial' })

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
// Each project announces its own articles, so desktop and mobile runs do not meet.
const articlesOf = (project: string) =>
	project === 'mobile' ? ['security', 'vertex-ai', 'gemini-enterprise'] : ['cloud-run', 'bigquery', 'migration-cloud']

/** A captured e-mail as a mail client reads it: headers unfolded, quoted-printable and encoded words decoded. */
function decode(raw: string): string {
	const unfolded = raw.replace(/\?=\r?\n\s+=\?UTF-8\?Q\?/g, '').replace(/\r?\n[ \t]+/g, ' ')
	const words = unfolded.replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, ' '))
	return words
		.replace(/=\r?\n/g, '')
		.replace(/(=[0-9A-F]{2})+/g, (sequence) => Buffer.from(sequence.replace(/=/g, ''), 'hex').toString('utf8'))
}

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

/**
 * "A new article in the build": the server announces every published article that has
 * no announcement row. Removing one article's baseline row makes it new to the
 * newsletter without another build; the daily job is then sent as its schedule would.
 */
async function publishAgain(slug: string) {
	await queryDatabase('delete from newsletter_announcements where article_slug = $1', [slug])
	const { PgBoss } = await import('pg-boss')
	const boss = new PgBoss({
		connectionString: process.env.E2E_DATABASE_URL,
		schema: 'pgboss',
		supervise: false,
		schedule: false,
		migrate: false,
	})
	await boss.start()
	await boss.send('newsletter.daily', {})
	await boss.stop({ graceful: false })
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

	// The visible link: a page with a button (a link scanner's GET unsubscribes nobody).
	await page.goto(link(announcement, '/newsletter/desinscription'))
	expect(await status(reader)).toBe('confirmed')
	await page.getByRole('button', { name: 'Me désinscrire' }).click()
	await expect(page.getByRole('heading', { name: 'Vous êtes désinscrit' })).toBeVisible()
	expect(await status(reader)).toBe('unsubscribed')

	// RFC 8058: the mail client's POST, no session, no page.
	const response = await request.post(link(oneClickMail, '/newsletter/desinscription'), {
		form: { 'List-Unsubscribe': 'One-Click' },
	})
	expect(response.status()).toBe(200)
	expect(await status(oneClick)).toBe('unsubscribed')

	// The next article reaches the control subscriber, and neither of the two who left.
	await publishAgain(second!)
	await mailTo(control, `/blog/${second}`)
	await publishAgain(third!)
	await mailTo(control, `/blog/${third}`)
	const files = readdirMail()
	expect(files.filter((mail) => mail.to.includes(reader) && mail.raw.includes('Nouvel_article'))).toHaveLength(1)
	expect(files.filter((mail) => mail.to.includes(oneClick) && mail.raw.includes('Nouvel_article'))).toHaveLength(1)
	// Subscribing again is harmless for a confirmed address: same answer, no e-mail.
	await subscribe(page, control)
	// A later confirmation e-mail has arrived: whatever that request would have sent, too.
	const marker = `marqueur-${unique()}@exemple.fr`
	await subscribe(page, marker)
	await mailTo(marker, '/newsletter/confirmer')
	expect(readdirMail().filter((mail) => mail.to.includes(control))).toHaveLength(4)
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
