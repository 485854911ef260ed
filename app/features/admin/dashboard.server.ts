import { count, desc, gte, sql } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { contactInquiries, leads, roiEstimates, whitepaperLeads } from '#app/db/schema.ts'
import { type LeadKind, type LeadStatus, leadStatuses } from '#app/content/identifiers.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { jobCountsByState } from '#app/infra/jobs/jobs-admin.server.ts'
import { emailFailedSql } from './leads.server.ts'

export const DASHBOARD_WEEKS = 12

export type DashboardData = {
	/** Monday (Paris time, YYYY-MM-DD) of each of the last 12 weeks, oldest first, with its leads (every kind). */
	weeks: { week: string; leads: number }[]
	/** Every lead by follow-up status, in pipeline order (all time, not only the period). */
	pipeline: { status: LeadStatus; leads: number }[]
	byKind: { kind: LeadKind; leads: number }[]
	byWhitepaper: { whitepaperType: string; leads: number }[]
	bySource: { source: string; leads: number }[]
	jobs: { pending: number; failed: number }
	leadsWithFailedEmail: number
}

/** The admin dashboard's figures; `now` is a parameter so that tests can pin the weeks. */
export async function dashboardData(db: Database, now = new Date()): Promise<DashboardData> {
	await getJobQueue()
	const paris = sql`(${now.toISOString()}::timestamptz at time zone 'Europe/Paris')`
	const firstWeek = sql`date_trunc('week', ${paris}) - interval '${sql.raw(String(DASHBOARD_WEEKS - 1))} weeks'`
	const weekRows = (await db.execute(sql`
		with weeks as (
			select generate_series(${firstWeek}, date_trunc('week', ${paris}), interval '1 week') as week
		)
		select to_char(weeks.week, 'YYYY-MM-DD') as week, count(lead.id)::int as leads
		from weeks
		left join ${leads} lead
			on date_trunc('week', lead.created_at at time zone 'Europe/Paris') = weeks.week
		group by weeks.week
		order by weeks.week`)) as unknown as { rows: { week: string; leads: number }[] }
	// The period of the chart, as an instant: Monday 00:00 in Paris, eleven weeks back.
	const since = sql`(${firstWeek}) at time zone 'Europe/Paris'`
	const inPeriod = gte(whitepaperLeads.createdAt, since)
	// The source of a lead of any kind (the same label as sourceLabel, in SQL).
	const sources = sql`(
		select utm_source, utm_medium, referrer_host, created_at from ${whitepaperLeads}
		union all select utm_source, utm_medium, referrer_host, created_at from ${contactInquiries}
		union all select utm_source, utm_medium, referrer_host, created_at from ${roiEstimates}
	) as lead_sources`
	const sourceExpression = sql<string>`case
		when utm_source is not null then utm_source || coalesce(' / ' || utm_medium, '')
		when referrer_host is not null then referrer_host
		else 'Accès direct' end`
	const [byWhitepaper, bySource, jobCounts, [failed], pipeline, byKind] = await Promise.all([
		db
			.select({ whitepaperType: whitepaperLeads.whitepaperType, leads: count() })
			.from(whitepaperLeads)
			.where(inPeriod)
			.groupBy(whitepaperLeads.whitepaperType)
			.orderBy(desc(count()), whitepaperLeads.whitepaperType),
		db
			.execute(
				sql`select ${sourceExpression} as source, count(*)::int as leads from ${sources}
				where created_at >= ${since} group by 1 order by 2 desc, 1 limit 10`,
			)
			.then((result) =>
				(result as unknown as { rows: { source: string; leads: number }[] }).rows.map((row) => ({
					source: row.source,
					leads: Number(row.leads),
				})),
			),
		jobCountsByState(),
		db.select({ n: count() }).from(leads).where(emailFailedSql),
		db.select({ status: leads.status, leads: count() }).from(leads).groupBy(leads.status),
		db
			.select({ kind: leads.kind, leads: count() })
			.from(leads)
			.where(gte(leads.createdAt, since))
			.groupBy(leads.kind)
			.orderBy(desc(count()), leads.kind),
	])
	const byStatus = new Map(pipeline.map((row) => [row.status, row.leads]))
	return {
		weeks: weekRows.rows.map((row) => ({ week: row.week, leads: Number(row.leads) })),
		byWhitepaper,
		bySource,
		jobs: { pending: jobCounts.created + jobCounts.retry + jobCounts.active, failed: jobCounts.failed },
		leadsWithFailedEmail: failed?.n ?? 0,
		pipeline: leadStatuses.map((status) => ({ status, leads: byStatus.get(status) ?? 0 })),
		byKind,
	}
}
