import { afterAll, expect, test } from 'vitest'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { decodeQuotedPrintable, waitFor } from './helpers.ts'

// French typography in the e-mails a visitor receives: no straight apostrophe (') in the
// subject, the text or the HTML part as a mail client shows them, sent through the
// real mail layer to a real SMTP server. The pages: tests/e2e/typography.test.ts.
const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
const { sendMail } = await import('#app/infra/mail/mail.server.ts')
const { sendWhitepaperEmail } = await import('#app/features/leads/whitepaper-email.server.ts')
const { sendContactAcknowledgement } = await import('#app/features/leads/contact-jobs.server.ts')
const { confirmationEmail, announcementEmail } = await import('#app/features/newsletter/newsletter-email.server.ts')
afterAll(() => smtp.close())

/** What a reader sees of a message: its subject and its text parts, decoded (attachments left out). */
function readable(raw: string): string {
	const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
	const subject = /^Subject: (.*)$/m.exec(decodeQuotedPrintable(head.replace(/\r?\n[ \t]+/g, ' ')))?.[1] ?? ''
	const textParts = raw
		.split(/\r?\n--[^\r\n]+/)
		.filter((part) => /Content-Type: text\/(plain|html)/i.test(part))
		.map((part) =>
			decodeQuotedPrintable(
				part
					.split(/\r?\n\r?\n/)
					.slice(1)
					.join('\n'),
			),
		)
		// HTML: its text and attributes as shown, entities decoded.
		.map((text) => text.replace(/&#(x27|39);|&apos;/gi, "'"))
	expect(textParts.length, 'a text and an HTML part').toBeGreaterThanOrEqual(2)
	return [subject, ...textParts].join('\n')
}

async function sentTo(address: string): Promise<string> {
	const mail = await waitFor(() => smtp.messages.find((message) => message.to.includes(address)))
	return readable(mail.raw)
}

test.each([
	['white paper', (to: string) => sendWhitepaperEmail({ email: to, whitepaperType: 'workspace-ia' })],
	['contact acknowledgement', (to: string) => sendContactAcknowledgement(to)],
	['newsletter confirmation', (to: string) => sendMail(confirmationEmail(to, '00000000-0000-4000-8000-000000000000'))],
	[
		'article announcement',
		(to: string) =>
			sendMail(
				announcementEmail(to, null, {
					slug: 'bigquery',
					title: 'L’entrepôt de données',
					excerpt: 'Ce qu’il faut savoir.',
				}),
			),
	],
])('the %s e-mail has typographic apostrophes only', async (name, send) => {
	const to = `${name.replace(/\W+/g, '-')}@exemple.fr`
	await send(to)
	const text = await sentTo(to)
	// The message is there, in French: a test that reads nothing would pass.
	expect(text).toMatch(/Bonjour|Nouvel article/)
	expect(text).toContain('’')
	expect(text.split('\n').filter((line) => line.includes("'"))).toEqual([])
})
