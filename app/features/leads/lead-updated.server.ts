/**
 * The CRM's `lead.updated` event (docs/decisions/078-lead-follow-up.md): when an admin
 * changes a lead's status or owner, a job written in the same transaction posts the
 * change, signed like `lead.created`. The job carries ids and codes only (no personal
 * data); the handler reads the lead's e-mail and the accounts' addresses when it runs.
 */
import { eq, sql } from 'drizzle-orm'
import { serverEnv } from '#app/config/env.server.ts'
import type { LeadStatus } from '#app/content/identifiers.ts'
import { leadStatusLabels } from '#app/content/leads.ts'
import { getJobDb, type Database } from '#app/db/db.server.ts'
import { contactInquiries, leads, roiEstimates, user, whitepaperLeads } from '#app/db/schema.ts'
import { enqueueJob, registerJobHandler } from '#app/infra/jobs/jobs.server.ts'
import { deliverWebhook } from './crm-webhook.server.ts'
import { adminLeadUrl } from './sales-notification.server.ts'

export const LEAD_UPDATED_JOB = 'lead.updated-webhook'

export type LeadChange = 'status' | 'owner'

export type LeadUpdatedJob = {
	leadId: string
	changes: LeadChange[]
	status: LeadStatus
	ownerUserId: string | null
	/** When the change was made (ISO), and by which account. */
	at: string
	byUserId: string
}

async function accountOf(id: string | null) {
	if (!id) return null
	const db = await getJobDb()
	const [account] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, id))
	return account ?? null
}

/** The JSON body of the `lead.updated` event (documented in the README); undefined when the lead is gone. */
export async function leadUpdatedPayload(job: LeadUpdatedJob) {
	const db = await getJobDb()
	const [lead] = await db
		.select({
			kind: leads.kind,
			email: sql<string>`coalesce(${whitepaperLeads.email}, ${contactInquiries.email}, ${roiEstimates.email})`,
		})
		.from(leads)
		.leftJoin(whitepaperLeads, eq(whitepaperLeads.id, leads.id))
		.leftJoin(contactInquiries, eq(contactInquiries.id, leads.id))
		.leftJoin(roiEstimates, eq(roiEstimates.id, leads.id))
		.where(eq(leads.id, job.leadId))
	if (!lead) return undefined
	const [owner, by] = await Promise.all([accountOf(job.ownerUserId), accountOf(job.byUserId)])
	return {
		type: 'lead.updated',
		timestamp: job.at,
		data: {
			id: job.leadId,
			kind: lead.kind,
			email: lead.email,
			changes: job.changes,
			status: job.status,
			statusLabel: leadStatusLabels[job.status],
			owner: owner ? { email: owner.email, name: owner.name } : null,
			updatedAt: job.at,
			updatedBy: by?.email ?? null,
			adminUrl: adminLeadUrl({ id: job.leadId }),
		},
	}
}

registerJobHandler<LeadUpdatedJob>(
	LEAD_UPDATED_JOB,
	async (job, { id }) => {
		const { WEBHOOK_URL, WEBHOOK_SECRET } = serverEnv()
		if (!WEBHOOK_URL || !WEBHOOK_SECRET) return
		const payload = await leadUpdatedPayload(job)
		if (payload) await deliverWebhook(payload, { url: WEBHOOK_URL, secret: WEBHOOK_SECRET, messageId: `msg_${id}` })
	},
	{ maxAttempts: 9, backoffSeconds: 10, backoffMaxSeconds: 3600, concurrency: 4 },
)

/** Writes the event's job in the transaction that changes the lead (nothing without WEBHOOK_URL). */
export async function enqueueLeadUpdated(tx: Database, job: LeadUpdatedJob): Promise<void> {
	if (serverEnv().WEBHOOK_URL) await enqueueJob(tx, { type: LEAD_UPDATED_JOB, payload: job })
}
