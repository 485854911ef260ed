import { and, type AnyColumn, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Database } from '#app/db/db.server.ts'
import { contactInquiries, leads, roiEstimates, user, userRoles, whitepaperLeads } from '#app/db/schema.ts'
import { visitorEmailJobTypes } from '#app/features/leads/public.server.ts'
import { calculateRoi, formatPayback, storedRoiInputs } from '#app/features/roi/public.ts'
import { getJobQueue, JOB_SCHEMA } from '#app/infra/jobs/jobs.server.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { likePattern } from '#app/lib/sql-like.ts'
import {
	LEADS_PAGE_SIZE,
	type LeadRow,
	type LeadsFilters,
	type LeadsQuery,
	NO_OWNER,
	parseLeadsQuery,
} from './leads-query.ts'
import type { LeadsScreenData } from './leads-screen.tsx'

/**
 * Every kind of lead in one query (docs/decisions/075-one-lead-index-for-every-kind.md):
 * the index `leads` (kind, date, status, owner) left-joined to the three detail tables,
 * the fields they share coalesced.
 */
const owner = alias(user, 'owner')
const w = whitepaperLeads
const c = contactInquiries
const r = roiEstimates

function shared<T>(...columns: AnyColumn[]): SQL<T> {
	return sql<T>`coalesce(${sql.join(columns, sql`, `)})`
}

const firstName = shared<string | null>(w.firstName, c.firstName)
const lastName = shared<string | null>(w.lastName, c.lastName)
const email = shared<string>(w.email, c.email, r.email)
const company = shared<string>(w.company, c.company, r.company)
const phone = shared<string | null>(w.phone, c.phone)

/**
 * True when the e-mail owed to the visitor (white paper, acknowledgement, estimate) used
 * every attempt and stays failed (the queue's own record, so a « Réessayer » that succeeds
 * clears it).
 */
export const emailFailedSql = sql<boolean>`exists (
	select 1 from ${sql.raw(`${JOB_SCHEMA}.job`)} job
	where job.name in (${sql.join(
		visitorEmailJobTypes.map((type) => sql`${type}`),
		sql`, `,
	)}) and job.state = 'failed'
		and job.data ->> 'leadId' = "leads"."id"::text
)`.mapWith(Boolean)

const leadColumns = {
	id: leads.id,
	kind: leads.kind,
	createdAt: leads.createdAt,
	status: leads.status,
	ownerUserId: leads.ownerUserId,
	ownerEmail: owner.email,
	firstName: firstName.as('first_name'),
	lastName: lastName.as('last_name'),
	email: email.as('email'),
	company: company.as('company'),
	jobTitle: w.jobTitle,
	phone: phone.as('phone'),
	whitepaperType: w.whitepaperType,
	subject: c.subject,
	message: c.message,
	inputs: r.inputs,
	sourcePage: shared<string | null>(w.sourcePage, c.sourcePage, r.sourcePage).as('source_page'),
	referrerHost: shared<string | null>(w.referrerHost, c.referrerHost, r.referrerHost).as('referrer_host'),
	utmSource: shared<string | null>(w.utmSource, c.utmSource, r.utmSource).as('utm_source'),
	utmMedium: shared<string | null>(w.utmMedium, c.utmMedium, r.utmMedium).as('utm_medium'),
	utmCampaign: shared<string | null>(w.utmCampaign, c.utmCampaign, r.utmCampaign).as('utm_campaign'),
	utmTerm: shared<string | null>(w.utmTerm, c.utmTerm, r.utmTerm).as('utm_term'),
	utmContent: shared<string | null>(w.utmContent, c.utmContent, r.utmContent).as('utm_content'),
	emailFailed: emailFailedSql,
}

/** The lead index with its details and owner, ready for a where clause. */
function selectLeads(db: Database) {
	return db
		.select(leadColumns)
		.from(leads)
		.leftJoin(w, eq(w.id, leads.id))
		.leftJoin(c, eq(c.id, leads.id))
		.leftJoin(r, eq(r.id, leads.id))
		.leftJoin(owner, eq(owner.id, leads.ownerUserId))
}

type RawLead = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number]

/** An estimate's one-line reading, from calculateRoi on its stored inputs. */
export function estimateSummary(inputs: Record<string, number>): string {
	const result = calculateRoi(storedRoiInputs(inputs))
	return `ROI ${formatSignedPercent(result.roi)} · ${formatEuro(result.totalSavings)} par an · rentabilisé en ${formatPayback(result.paybackMonths)}`
}

function toRow({ inputs, ...raw }: RawLead): LeadRow & { inputs: Record<string, number> | null } {
	return { ...raw, inputs, estimateSummary: inputs ? estimateSummary(inputs) : null }
}

function filterCondition(filters: LeadsFilters): SQL | undefined {
	const conditions: (SQL | undefined)[] = []
	if (filters.search) {
		const pattern = likePattern(filters.search)
		conditions.push(
			or(
				ilike(firstName, pattern),
				ilike(lastName, pattern),
				ilike(email, pattern),
				ilike(company, pattern),
				ilike(w.jobTitle, pattern),
			),
		)
	}
	if (filters.status) conditions.push(eq(leads.status, filters.status))
	if (filters.kind) conditions.push(eq(leads.kind, filters.kind))
	if (filters.owner)
		conditions.push(filters.owner === NO_OWNER ? isNull(leads.ownerUserId) : eq(leads.ownerUserId, filters.owner))
	return and(...conditions)
}

function countLeads(db: Database, where: SQL | undefined) {
	return db
		.select({ total: count() })
		.from(leads)
		.leftJoin(w, eq(w.id, leads.id))
		.leftJoin(c, eq(c.id, leads.id))
		.leftJoin(r, eq(r.id, leads.id))
		.where(where)
}

/** One page of leads, newest first, with the total for the pager. */
export async function listLeads(db: Database, query: LeadsQuery) {
	const where = filterCondition(query)
	const [{ total } = { total: 0 }] = await countLeads(db, where)
	const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
	const page = Math.min(query.page, pageCount)
	const rows = (
		await selectLeads(db)
			.where(where)
			.orderBy(desc(leads.createdAt), desc(leads.id))
			.limit(LEADS_PAGE_SIZE)
			.offset((page - 1) * LEADS_PAGE_SIZE)
	).map(toRow)
	return { rows, total, page, pageCount }
}

/** Every lead matching the search and filters, newest first (CSV export). */
export async function leadsForExport(db: Database, filters: LeadsFilters): Promise<LeadRow[]> {
	await getJobQueue()
	return (await selectLeads(db).where(filterCondition(filters)).orderBy(desc(leads.createdAt), desc(leads.id))).map(
		toRow,
	)
}

/** One lead of any kind with its details, or undefined. */
export async function findLead(db: Database, id: string) {
	await getJobQueue()
	const [row] = await selectLeads(db).where(eq(leads.id, id))
	return row ? toRow(row) : undefined
}

/** Deletes a lead of any kind: its details and notes go with it (foreign keys). */
export async function deleteLead(db: Database, id: string): Promise<boolean> {
	const rows = await db.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id })
	return rows.length > 0
}

/** The accounts that may own a lead: the admins, by e-mail. */
export async function adminAccounts(db: Database): Promise<{ id: string; email: string; name: string }[]> {
	return db
		.select({ id: user.id, email: user.email, name: user.name })
		.from(user)
		.innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
		.orderBy(asc(user.email))
}

/** Everything the leads screen shows for this URL (filters, page, the lead whose deletion awaits confirmation). */
export async function leadsScreenData(db: Database, url: URL, admin: { email: string }): Promise<LeadsScreenData> {
	await getJobQueue()
	const query = parseLeadsQuery(url.searchParams)
	const [found, admins] = await Promise.all([listLeads(db, query), adminAccounts(db)])
	const toDelete = z.uuid().safeParse(url.searchParams.get('supprimer'))
	return {
		...found,
		query,
		admins: admins.map((account) => ({ id: account.id, email: account.email })),
		user: { email: admin.email },
		confirmDelete: toDelete.success ? found.rows.find((row) => row.id === toDelete.data) : undefined,
	}
}
