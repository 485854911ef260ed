import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { whitepaperLeads } from '#app/db/schema.ts'
import { LEADS_PAGE_SIZE, type LeadRow, type LeadsQuery, likePattern } from './leads-query.ts'

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

/** One page of leads, newest first, with the total for the pager. */
export async function listLeads(db: Database, query: LeadsQuery) {
	const where = searchCondition(query.search)
	const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(whitepaperLeads).where(where)
	const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
	const page = Math.min(query.page, pageCount)
	const rows: LeadRow[] = await db
		.select()
		.from(whitepaperLeads)
		.where(where)
		.orderBy(desc(whitepaperLeads.createdAt), desc(whitepaperLeads.id))
		.limit(LEADS_PAGE_SIZE)
		.offset((page - 1) * LEADS_PAGE_SIZE)
	return { rows, total, page, pageCount }
}

/** Every lead matching the search, newest first (CSV export). */
export async function leadsForExport(db: Database, search: string): Promise<LeadRow[]> {
	return db
		.select()
		.from(whitepaperLeads)
		.where(searchCondition(search))
		.orderBy(desc(whitepaperLeads.createdAt), desc(whitepaperLeads.id))
}

export async function deleteLead(db: Database, id: string): Promise<boolean> {
	const rows = await db.delete(whitepaperLeads).where(eq(whitepaperLeads.id, id)).returning({ id: whitepaperLeads.id })
	return rows.length > 0
}
