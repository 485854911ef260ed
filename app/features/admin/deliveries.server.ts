import { inArray } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { contactInquiries, roiEstimates, whitepaperLeads } from '#app/db/schema.ts'
import { listJobs, type JobRow } from '#app/infra/jobs/jobs-admin.server.ts'

export type DeliveryRow = Omit<JobRow, 'payload'> & { leadEmail: string | null }

/**
 * The jobs the site still owes or gave up on (failed first, then pending), with the
 * lead each is about. Payloads are not shown: they are internal.
 */
export async function deliveriesData(db: Database): Promise<{ failed: DeliveryRow[]; pending: DeliveryRow[] }> {
	const jobs = await listJobs({ states: ['failed', 'retry', 'created', 'active'], limit: 300 })
	const leadIds = [
		...new Set(jobs.map((job) => job.payload.leadId).filter((id): id is string => typeof id === 'string')),
	]
	// The lead of any kind (white paper, contact, estimate) the job is about.
	const leads = leadIds.length
		? await db
				.select({ id: whitepaperLeads.id, email: whitepaperLeads.email })
				.from(whitepaperLeads)
				.where(inArray(whitepaperLeads.id, leadIds))
				.unionAll(
					db
						.select({ id: contactInquiries.id, email: contactInquiries.email })
						.from(contactInquiries)
						.where(inArray(contactInquiries.id, leadIds)),
				)
				.unionAll(
					db
						.select({ id: roiEstimates.id, email: roiEstimates.email })
						.from(roiEstimates)
						.where(inArray(roiEstimates.id, leadIds)),
				)
		: []
	const emails = new Map(leads.map((lead) => [lead.id, lead.email]))
	const rows = jobs.map(({ payload, ...job }) => ({
		...job,
		leadEmail: typeof payload.leadId === 'string' ? (emails.get(payload.leadId) ?? null) : null,
	}))
	return { failed: rows.filter((row) => row.state === 'failed'), pending: rows.filter((row) => row.state !== 'failed') }
}
