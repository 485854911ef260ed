/**
 * What the site owes for each new lead, as durable jobs (docs/decisions/035-job-queue.md):
 * the white paper to the visitor, the notification to sales, the CRM webhook. Jobs carry
 * the lead's id only; each handler reads the lead, and a lead deleted meanwhile is skipped.
 */
import { eq } from 'drizzle-orm'
import { serverEnv } from '#app/config/env.server.ts'
import type { WhitepaperType } from '#app/content/whitepapers.ts'
import { getJobDb, type Database } from '#app/db/db.server.ts'
import { whitepaperLeads, type WhitepaperLead } from '#app/db/schema.ts'
import { enqueueJob, registerJobHandler } from '#app/infra/jobs/jobs.server.ts'
import { deliverLeadWebhook } from './crm-webhook.server.ts'
import { sendSalesNotification } from './sales-notification.server.ts'
import { sendWhitepaperEmail } from './whitepaper-email.server.ts'
// The server loads this module at start (app/entry.server.tsx) before the worker starts:
// every lead job type registers from here (its module's import), whatever its kind.
import { estimateJobTypes } from '#app/content/identifiers.ts'
import { contactJobTypes } from './contact-jobs.server.ts'
import { LEAD_UPDATED_JOB } from './lead-updated.server.ts'

export const leadJobTypes = {
	whitepaperEmail: 'lead.whitepaper-email',
	salesNotification: 'lead.sales-notification',
	crmWebhook: 'lead.crm-webhook',
} as const

/** Every job type about a lead (the deliveries page names their lead by `leadId`). */
export const allLeadJobTypes: string[] = [
	...Object.values(leadJobTypes),
	...Object.values(contactJobTypes),
	...Object.values(estimateJobTypes),
	LEAD_UPDATED_JOB,
]

/** The jobs that send the visitor what they asked for: a lead whose job failed shows « E-mail non remis ». */
export const visitorEmailJobTypes: string[] = [
	leadJobTypes.whitepaperEmail,
	contactJobTypes.acknowledgement,
	estimateJobTypes.email,
]

type LeadJob = { leadId: string }

async function findLead(id: string): Promise<WhitepaperLead | undefined> {
	const db = await getJobDb()
	const [lead] = await db.select().from(whitepaperLeads).where(eq(whitepaperLeads.id, id))
	return lead
}

// 9 attempts over 1 to 2 hours: 10 s, 20 s, 40 s… then 1 h at most (each doubled at
// random at most). The first delay is short: a job cut off by a crash waits it too.
const retries = { maxAttempts: 9, backoffSeconds: 10, backoffMaxSeconds: 3600 }

// Each e-mail at most once per job once a mail server accepted it (its receipt, by job id).
registerJobHandler<LeadJob>(
	leadJobTypes.whitepaperEmail,
	async ({ leadId }, { receiptKey }) => {
		const lead = await findLead(leadId)
		if (lead)
			await sendWhitepaperEmail(
				{ email: lead.email, whitepaperType: lead.whitepaperType as WhitepaperType },
				{ receiptKey },
			)
	},
	retries,
)

registerJobHandler<LeadJob>(
	leadJobTypes.salesNotification,
	async ({ leadId }, { receiptKey }) => {
		const recipients = serverEnv().SALES_NOTIFY_EMAILS
		const lead = await findLead(leadId)
		if (lead && recipients.length > 0) await sendSalesNotification(lead, recipients, { receiptKey })
	},
	retries,
)

registerJobHandler<LeadJob>(
	leadJobTypes.crmWebhook,
	async ({ leadId }, { id }) => {
		const { WEBHOOK_URL, WEBHOOK_SECRET } = serverEnv()
		const lead = await findLead(leadId)
		if (lead && WEBHOOK_URL && WEBHOOK_SECRET) {
			await deliverLeadWebhook(lead, { url: WEBHOOK_URL, secret: WEBHOOK_SECRET, messageId: `msg_${id}` })
		}
	},
	{ ...retries, concurrency: 4 },
)

/** Writes the jobs of a new lead, in the transaction that inserts it. */
export async function enqueueLeadJobs(tx: Database, leadId: string): Promise<void> {
	const env = serverEnv()
	const payload: LeadJob = { leadId }
	await enqueueJob(tx, { type: leadJobTypes.whitepaperEmail, payload })
	if (env.SALES_NOTIFY_EMAILS.length > 0) await enqueueJob(tx, { type: leadJobTypes.salesNotification, payload })
	if (env.WEBHOOK_URL) await enqueueJob(tx, { type: leadJobTypes.crmWebhook, payload })
}
