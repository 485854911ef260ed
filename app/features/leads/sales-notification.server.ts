import { siteConfig } from '#app/config/site.ts'
import { whitepaperByType, type WhitepaperType } from '#app/content/whitepapers.ts'
import type { WhitepaperLead } from '#app/db/schema.ts'
import { sendMail } from '#app/infra/mail/mail.server.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { type Attribution, sourceLabel } from './attribution.ts'

/** The admin page of this lead (its details and follow-up). */
export function adminLeadUrl(lead: { id: string }): string {
	return absoluteUrl(`/admin/leads/${encodeURIComponent(lead.id)}`)
}

export type MailRows = [string, string][]

/** Where a lead came from, as rows of the notification. */
export function sourceRows(lead: Attribution): MailRows {
	return [
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
		).flatMap(([name, value]): MailRows => (value ? [[name, value]] : [])),
	]
}

/**
 * An e-mail to the sales team about a new lead: an introduction, sections of rows, a
 * long text (a contact message) and the admin link. It goes to the firm's own addresses
 * only (SALES_NOTIFY_EMAILS), so it may carry what the visitor typed, escaped in the
 * HTML; answering it answers the visitor.
 */
export async function sendSalesMail(mail: {
	recipients: string[]
	subject: string
	intro: string
	sections: { title?: string; rows: MailRows }[]
	longText?: { title: string; text: string }
	link: string
	replyTo: string
}): Promise<void> {
	const line = ([label, value]: [string, string]) => `${label}\u00a0: ${value}`
	const text = [
		mail.intro,
		...mail.sections.flatMap((section) => ['', ...(section.title ? [section.title] : []), ...section.rows.map(line)]),
		...(mail.longText ? ['', mail.longText.title, mail.longText.text] : []),
		'',
		`Voir le lead dans l’administration : ${mail.link}`,
		'',
		`Site ${siteConfig.name}`,
	].join('\n')
	const table = (rows: MailRows) =>
		`<table cellpadding="4" style="border-collapse:collapse">${rows
			.map(
				([label, value]) =>
					`<tr><th align="left" style="padding-right:16px">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`,
			)
			.join('')}</table>`
	const html = [
		`<p>${escapeMarkup(mail.intro)}</p>`,
		...mail.sections.map(
			(section) =>
				`${section.title ? `<h2 style="font-size:16px">${escapeMarkup(section.title)}</h2>\n` : ''}${table(section.rows)}`,
		),
		...(mail.longText
			? [
					`<h2 style="font-size:16px">${escapeMarkup(mail.longText.title)}</h2>\n<p style="white-space:pre-wrap">${escapeMarkup(mail.longText.text)}</p>`,
				]
			: []),
		`<p><a href="${escapeMarkup(mail.link)}">Voir le lead dans l’administration</a></p>`,
		`<p>Site ${escapeMarkup(siteConfig.name)}</p>`,
	].join('\n')
	await sendMail({ to: mail.recipients, subject: mail.subject, text, html, replyTo: mail.replyTo })
}

/** Tells the sales team of a new white-paper lead. */
export async function sendSalesNotification(lead: WhitepaperLead, recipients: string[]): Promise<void> {
	const whitepaper = whitepaperByType(lead.whitepaperType as WhitepaperType)
	await sendSalesMail({
		recipients,
		subject: `Nouveau lead : ${lead.firstName} ${lead.lastName} (${lead.company}) - ${whitepaper.shortTitle}`,
		intro: `Nouveau téléchargement du livre blanc «\u00a0${whitepaper.title}\u00a0».`,
		sections: [
			{
				rows: [
					['Nom', `${lead.firstName} ${lead.lastName}`],
					['E-mail', lead.email],
					['Entreprise', lead.company],
					['Fonction', lead.jobTitle],
					['Téléphone', lead.phone],
					['Livre blanc', whitepaper.title],
					['Date', formatDateTime(lead.createdAt)],
				],
			},
			{ title: 'Provenance', rows: sourceRows(lead) },
		],
		link: adminLeadUrl(lead),
		replyTo: lead.email,
	})
}
