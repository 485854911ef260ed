import { count, desc, gte, sql } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { whitepaperLeads } from '#app/db/schema.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { jobCountsByState } from '#app/infra/jobs/jobs-admin.server.ts'
import { emailFailedSql } from './leads.server.ts'

export const DASHBOARD_WEEKS = 12

export type DashboardData = {
	/** Monday (Paris time, YYYY-MM-DD) of each of the last 12 weeks, oldest first, with its leads. */
	weeks: { week: string; leads: number }[]
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
		left join ${whitepaperLeads} lead
			on date_trunc('week', lead.created_at at time zone 'Europe/Paris') = weeks.week
		group by weeks.week
		order by weeks.week`)) as unknown as { rows: { week: string; leads: number }[] }
	// The period of the chart, as an instant: Monday 00:00 in Paris, eleven weeks back.
	const since = sql`(${firstWeek}) at time zone 'Europe/Paris'`
	const inPeriod = gte(whitepaperLeads.createdAt, since)
	const sourceExpression = sql<string>`case
		when ${whitepaperLeads.utmSource} is not null
			then ${whitepaperLeads.utmSource} || coalesce(' / ' || ${whitepaperLeads.utmMedium}, '')
		when ${whitepaperLeads.referrerHost} is not null then ${whitepaperLeads.referrerHost}
		else 'Accès direct' end`
	const [byWhitepaper, bySource, jobCounts, [failed]] = await Promise.all([
		db
			.select({ whitepaperType: whitepaperLeads.whitepaperType, leads: count() })
			.from(whitepaperLeads)
			.where(inPeriod)
			.groupBy(whitepaperLeads.whitepaperType)
			.orderBy(desc(count()), whitepaperLeads.whitepaperType),
		db
			.select({ source: sourceExpression, leads: count() })
			.from(whitepaperLeads)
			.where(inPeriod)
			.groupBy(sourceExpression)
			.orderBy(desc(count()), sourceExpression)
			.limit(10),
		jobCountsByState(),
		db.select({ n: count() }).from(whitepaperLeads).where(emailFailedSql),
	])
	return {
		weeks: weekRows.rows.map((row) => ({ week: row.week, leads: Number(row.leads) })),
		byWhitepaper,
		bySource,
		jobs: { pending: jobCounts.created + jobCounts.retry + jobCounts.active, failed: jobCounts.failed },
		leadsWithFailedEmail: failed?.n ?? 0,
	}
}
