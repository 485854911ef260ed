import { existsSync } from 'node:fs'
import path from 'node:path'
import { publicSiteUrl, serverEnv } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { whitepaperByType, type WhitepaperType } from '#app/content/whitepapers.ts'
import { sendMail, type SendOptions } from '#app/infra/mail/mail.server.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { frenchTypography } from '#app/lib/typography.ts'

/** The built PDF (build/client) or, in development, the one in public/. */
// The PDFs made at start for other identity settings than the build's come first
// (server/whitepapers-at-start.ts, docs/decisions/053-runtime-site-identity.md).
function pdfPath(pdfUrl: string): string | undefined {
	return [path.join(serverEnv().DATA_DIR, 'whitepapers'), 'build/client', 'public']
		.map((dir) => path.resolve(dir, pdfUrl.replace(/^\//, '')))
		.find((file) => existsSync(file))
}

/**
 * Sends the white paper the lead asked for: the PDF attached, and a link to it. It goes
 * to an address a visitor typed, so it carries nothing else the visitor typed (no name):
 * the form cannot be used to send our e-mail with someone's words to a stranger.
 * The development outbox (no SMTP_URL) gets the link only, so that it does not grow
 * by a PDF per lead.
 */
export async function sendWhitepaperEmail(
	lead: { email: string; whitepaperType: WhitepaperType },
	options: SendOptions = {},
) {
	const whitepaper = whitepaperByType(lead.whitepaperType)
	// The deployment's address, read at start (the build may serve several addresses).
	const link = `${publicSiteUrl()}${whitepaper.pdfUrl}`
	const file = serverEnv().SMTP_URL ? pdfPath(whitepaper.pdfUrl) : undefined
	const subject = frenchTypography(`Votre livre blanc « ${whitepaper.shortTitle} »`)
	const text = [
		'Bonjour,',
		'',
		file
			? `Merci pour votre intérêt. Vous trouverez ci-joint notre livre blanc « ${whitepaper.title} ».`
			: `Merci pour votre intérêt. Voici notre livre blanc « ${whitepaper.title} ».`,
		`${file ? 'Vous pouvez aussi le télécharger ici' : 'Téléchargez-le ici'} : ${link}`,
		'',
		`Un projet, une question ? Réservez un échange de 30 minutes avec un expert : ${siteConfig.bookingUrl}`,
		'',
		`L’équipe ${siteConfig.name}`,
		`${siteConfig.phone} · ${siteConfig.email}`,
	].join('\n')
	const html = `<p>Bonjour,</p>
<p>Merci pour votre intérêt. ${file ? 'Vous trouverez ci-joint' : 'Voici'} notre livre blanc <strong>«&nbsp;${escapeMarkup(whitepaper.title)}&nbsp;»</strong>.</p>
<p><a href="${escapeMarkup(link)}">Télécharger le livre blanc</a></p>
<p>Un projet, une question&nbsp;? <a href="${escapeMarkup(siteConfig.bookingUrl)}">Réservez un échange de 30 minutes avec un expert</a>.</p>
<p>L’équipe ${escapeMarkup(siteConfig.name)}<br>${escapeMarkup(siteConfig.phone)} · ${escapeMarkup(siteConfig.email)}</p>`
	await sendMail(
		{
			to: lead.email,
			subject,
			text,
			html,
			attachments: file ? [{ filename: path.basename(file), path: file, contentType: 'application/pdf' }] : undefined,
		},
		options,
	)
}
