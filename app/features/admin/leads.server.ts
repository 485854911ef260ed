import { count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { whitepaperLeads } from '#app/db/schema.ts'
import { z } from 'zod'
import { getJobQueue, JOB_SCHEMA } from '#app/infra/jobs/jobs.server.ts'
import { leadJobTypes } from '#app/features/leads/lead-jobs.server.ts'
import { LEADS_PAGE_SIZE, type LeadRow, type LeadsQuery, likePattern, parseLeadsQuery } from './leads-query.ts'
import type { LeadsScreenData } from './leads-screen.tsx'

function searchCondition(search: string): SQL | undefined {
	if (!search) return undefined
	const pattern = likePattern(search)
	return or(
		ilike(whitepaperLeads.firstName, pattern),
		ilike(whitepaperLeads.lastName, pattern),
		ilike(whitepaperLeads.email, pattern),
		ilike(whitepaperLeads.company, pattern),
		ilike(whitepaperLeads.jobTitle, pattern),
	)
}

/**
 * True when the lead's white paper e-mail used every attempt and stays failed (the
 * queue's own record, so a « Réessayer » that succeeds clears it). The lead's id is
 * written qualified: Drizzle leaves columns bare in one-table selects, and a bare "id"
 * here would be the job's.
 */
export const emailFailedSql = sql<boolean>`exists (
	select 1 from ${sql.raw(`${JOB_SCHEMA}.job`)} job
	where job.name = ${leadJobTypes.whitepaperEmail} and job.state = 'failed'
		and job.data ->> 'leadId' = "whitepaper_leads"."id"::text
)`.mapWith(Boolean)

const leadColumns = { ...getTableColumns(whitepaperLeads), emailFailed: emailFailedSql }

/** One page of leads, newest first, with the total for the pager. */
export async function listLeads(db: Database, query: LeadsQuery) {
	const where = searchCondition(query.search)
	const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(whitepaperLeads).where(where)
	const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
	const page = Math.min(query.page, pageCount)
	const rows: LeadRow[] = await db
		.select(leadColumns)
		.from(whitepaperLeads)
		.where(where)
		.orderBy(desc(whitepaperLeads.createdAt), desc(whitepaperLeads.id))
		.limit(LEADS_PAGE_SIZE)
		.offset((page - 1) * LEADS_PAGE_SIZE)
	return { rows, total, page, pageCount }
}

/** Every lead matching the search, newest first (CSV export). */
export async function leadsForExport(db: Database, search: string): Promise<LeadRow[]> {
	await getJobQueue()
	return db
		.select(leadColumns)
		.from(whitepaperLeads)
		.where(searchCondition(search))
		.orderBy(desc(whitepaperLeads.createdAt), desc(whitepaperLeads.id))
}

export async function deleteLead(db: Database, id: string): Promise<boolean> {
	const rows = await db.delete(whitepaperLeads).where(eq(whitepaperLeads.id, id)).returning({ id: whitepaperLeads.id })
	return rows.length > 0
}

/** Everything the leads screen shows for this URL (search, page, the lead whose deletion awaits confirmation). */
export async function leadsScreenData(db: Database, url: URL, user: { email: string }): Promise<LeadsScreenData> {
	await getJobQueue()
	const query = parseLeadsQuery(url.searchParams)
	const leads = await listLeads(db, query)
	const toDelete = z.uuid().safeParse(url.searchParams.get('supprimer'))
	return {
		...leads,
		search: query.search,
		user: { email: user.email },
		confirmDelete: toDelete.success ? leads.rows.find((row) => row.id === toDelete.data) : undefined,
	}
}
