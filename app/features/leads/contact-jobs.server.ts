/**
 * What the site owes for each contact inquiry, as durable jobs (docs/decisions/035-job-queue.md):
 * the acknowledgement to the visitor, the notification to sales, the CRM webhook
 * (`inquiry.created`). Jobs carry the inquiry's id only; an inquiry deleted meanwhile is skipped.
 */
import { eq } from 'drizzle-orm'
import { publicSiteUrl, serverEnv } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { contactSubjectLabels } from '#app/content/contact.ts'
import { labelOf } from '#app/content/leads.ts'
import { getJobDb, type Database } from '#app/db/db.server.ts'
import { type ContactInquiry, contactInquiries } from '#app/db/schema.ts'
import { enqueueJob, registerJobHandler } from '#app/infra/jobs/jobs.server.ts'
import { sendMail, type SendOptions } from '#app/infra/mail/mail.server.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { deliverWebhook, webhookAttribution } from './crm-webhook.server.ts'
import { adminLeadUrl, sendSalesMail, sourceRows } from './sales-notification.server.ts'

export const contactJobTypes = {
	acknowledgement: 'inquiry.acknowledgement',
	salesNotification: 'inquiry.sales-notification',
	crmWebhook: 'inquiry.crm-webhook',
} as const

type InquiryJob = { leadId: string }

async function findInquiry(id: string): Promise<ContactInquiry | undefined> {
	const db = await getJobDb()
	const [inquiry] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id))
	return inquiry
}

/**
 * The visitor's acknowledgement. It goes to an address a visitor typed, so it quotes
 * nothing they typed (no name, no subject, no message): the form cannot be used to send
 * our e-mail with someone's words to a stranger.
 */
export async function sendContactAcknowledgement(email: string, options: SendOptions = {}): Promise<void> {
	const site = publicSiteUrl()
	const subject = `Nous avons bien reçu votre message - ${siteConfig.name}`
	const text = [
		'Bonjour,',
		'',
		`Merci d’avoir écrit à ${siteConfig.name}. Votre message est bien arrivé : un expert vous répond sous un jour ouvré.`,
		'',
		`Pour en parler plus tôt, réservez un échange de 30 minutes avec un expert : ${siteConfig.bookingUrl}`,
		'',
		'Si vous n’êtes pas à l’origine de ce message, ignorez simplement cet e-mail.',
		'',
		`L’équipe ${siteConfig.name}`,
		`${siteConfig.phone} · ${siteConfig.email} · ${site}`,
	].join('\n')
	const html = `<p>Bonjour,</p>
<p>Merci d’avoir écrit à ${escapeMarkup(siteConfig.name)}. Votre message est bien arrivé&nbsp;: un expert vous répond sous un jour ouvré.</p>
<p>Pour en parler plus tôt, <a href="${escapeMarkup(siteConfig.bookingUrl)}">réservez un échange de 30 minutes avec un expert</a>.</p>
<p>Si vous n’êtes pas à l’origine de ce message, ignorez simplement cet e-mail.</p>
<p>L’équipe ${escapeMarkup(siteConfig.name)}<br>${escapeMarkup(siteConfig.phone)} · ${escapeMarkup(siteConfig.email)} · <a href="${escapeMarkup(site)}">${escapeMarkup(site)}</a></p>`
	await sendMail({ to: email, subject, text, html }, options)
}

/** Tells the sales team of a new inquiry, with everything the visitor wrote. */
export async function sendInquiryNotification(
	inquiry: ContactInquiry,
	recipients: string[],
	options: SendOptions = {},
): Promise<void> {
	const subject = labelOf(contactSubjectLabels, inquiry.subject)
	await sendSalesMail(
		{
			recipients,
			subject: `Nouvelle demande de contact : ${inquiry.firstName} ${inquiry.lastName} (${inquiry.company}) - ${subject}`,
			intro: `Nouvelle demande de contact : «\u00a0${subject}\u00a0».`,
			sections: [
				{
					rows: [
						['Nom', `${inquiry.firstName} ${inquiry.lastName}`],
						['E-mail', inquiry.email],
						['Entreprise', inquiry.company],
						['Téléphone', inquiry.phone ?? 'non renseigné'],
						['Sujet', subject],
						['Date', formatDateTime(inquiry.createdAt)],
					],
				},
				{ title: 'Provenance', rows: sourceRows(inquiry) },
			],
			longText: { title: 'Message', text: inquiry.message },
			link: adminLeadUrl(inquiry),
			replyTo: inquiry.email,
		},
		options,
	)
}

/** The JSON body of the `inquiry.created` event (documented in the README). */
export function inquiryWebhookPayload(inquiry: ContactInquiry) {
	return {
		type: 'inquiry.created',
		timestamp: inquiry.createdAt.toISOString(),
		data: {
			id: inquiry.id,
			createdAt: inquiry.createdAt.toISOString(),
			firstName: inquiry.firstName,
			lastName: inquiry.lastName,
			email: inquiry.email,
			company: inquiry.company,
			phone: inquiry.phone,
			subject: { value: inquiry.subject, label: labelOf(contactSubjectLabels, inquiry.subject) },
			message: inquiry.message,
			attribution: webhookAttribution(inquiry),
			adminUrl: adminLeadUrl(inquiry),
		},
	}
}

// About 8 attempts over 2 hours: 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h (with jitter).
const retries = { maxAttempts: 9, backoffSeconds: 10, backoffMaxSeconds: 3600 }

registerJobHandler<InquiryJob>(
	contactJobTypes.acknowledgement,
	async ({ leadId }, { receiptKey }) => {
		const inquiry = await findInquiry(leadId)
		if (inquiry) await sendContactAcknowledgement(inquiry.email, { receiptKey })
	},
	retries,
)

registerJobHandler<InquiryJob>(
	contactJobTypes.salesNotification,
	async ({ leadId }, { receiptKey }) => {
		const recipients = serverEnv().SALES_NOTIFY_EMAILS
		const inquiry = await findInquiry(leadId)
		if (inquiry && recipients.length > 0) await sendInquiryNotification(inquiry, recipients, { receiptKey })
	},
	retries,
)

registerJobHandler<InquiryJob>(
	contactJobTypes.crmWebhook,
	async ({ leadId }, { id }) => {
		const { WEBHOOK_URL, WEBHOOK_SECRET } = serverEnv()
		const inquiry = await findInquiry(leadId)
		if (inquiry && WEBHOOK_URL && WEBHOOK_SECRET) {
			await deliverWebhook(inquiryWebhookPayload(inquiry), {
				url: WEBHOOK_URL,
				secret: WEBHOOK_SECRET,
				messageId: `msg_${id}`,
			})
		}
	},
	{ ...retries, concurrency: 4 },
)

/** Writes the jobs of a new inquiry, in the transaction that inserts it. */
export async function enqueueContactJobs(tx: Database, leadId: string): Promise<void> {
	const env = serverEnv()
	const payload: InquiryJob = { leadId }
	await enqueueJob(tx, { type: contactJobTypes.acknowledgement, payload })
	if (env.SALES_NOTIFY_EMAILS.length > 0) await enqueueJob(tx, { type: contactJobTypes.salesNotification, payload })
	if (env.WEBHOOK_URL) await enqueueJob(tx, { type: contactJobTypes.crmWebhook, payload })
}
