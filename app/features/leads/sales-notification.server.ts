import { siteConfig } from '#app/config/site.ts'
import { whitepaperByType, type WhitepaperType } from '#app/content/whitepapers.ts'
import type { WhitepaperLead } from '#app/db/schema.ts'
import { sendMail, type SendOptions } from '#app/infra/mail/mail.server.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { sourceLabel } from './attribution.ts'

/** The admin page that shows this lead (the leads table searched by its e-mail). */
export function adminLeadUrl(lead: Pick<WhitepaperLead, 'email'>): string {
	return absoluteUrl(`/admin/leads?${new URLSearchParams({ q: lead.email })}`)
}

/** Rows of the notification: the lead's details, then where it came from. */
function notificationRows(lead: WhitepaperLead): { details: [string, string][]; source: [string, string][] } {
	const whitepaper = whitepaperByType(lead.whitepaperType as WhitepaperType)
	return {
		details: [
			['Nom', `${lead.firstName} ${lead.lastName}`],
			['E-mail', lead.email],
			['Entreprise', lead.company],
			['Fonction', lead.jobTitle],
			['Téléphone', lead.phone],
			['Livre blanc', whitepaper.title],
			['Date', formatDateTime(lead.createdAt)],
		],
		source: [
			['Source', sourceLabel(lead)],
			['Page', lead.sourcePage ?? 'inconnue'],
			['Site référent', lead.referrerHost ?? 'aucun'],
			...(
				[
					['utm_source', lead.utmSource],
					['utm_medium', lead.utmMedium],
					['utm_campaign', lead.utmCampaign],
					['utm_term', lead.utmTerm],
					['utm_content', lead.utmContent],
				] as const
			).flatMap(([name, value]): [string, string][] => (value ? [[name, value]] : [])),
		],
	}
}

/**
 * Tells the sales team of a new lead. It goes to the firm's own addresses only
 * (SALES_NOTIFY_EMAILS), so it may carry what the visitor typed, escaped in the HTML.
 */
export async function sendSalesNotification(
	lead: WhitepaperLead,
	recipients: string[],
	options: SendOptions = {},
): Promise<void> {
	const { details, source } = notificationRows(lead)
	const whitepaper = whitepaperByType(lead.whitepaperType as WhitepaperType)
	const link = adminLeadUrl(lead)
	const subject = `Nouveau lead : ${lead.firstName} ${lead.lastName} (${lead.company}) - ${whitepaper.shortTitle}`
	const line = ([label, value]: [string, string]) => `${label}\u00a0: ${value}`
	const text = [
		`Nouveau téléchargement du livre blanc « ${whitepaper.title} ».`,
		'',
		...details.map(line),
		'',
		'Provenance',
		...source.map(line),
		'',
		`Voir le lead dans l’administration : ${link}`,
		'',
		`Site ${siteConfig.name}`,
	].join('\n')
	const table = (rows: [string, string][]) =>
		`<table cellpadding="4" style="border-collapse:collapse">${rows
			.map(
				([label, value]) =>
					`<tr><th align="left" style="padding-right:16px">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`,
			)
			.join('')}</table>`
	const html = `<p>Nouveau téléchargement du livre blanc <strong>«&nbsp;${escapeMarkup(whitepaper.title)}&nbsp;»</strong>.</p>
${table(details)}
<h2 style="font-size:16px">Provenance</h2>
${table(source)}
<p><a href="${escapeMarkup(link)}">Voir le lead dans l’administration</a></p>
<p>Site ${escapeMarkup(siteConfig.name)}</p>`
	await sendMail({ to: recipients, subject, text, html, replyTo: lead.email }, options)
}
