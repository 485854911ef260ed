import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { whitepaperLeads } from '#app/db/schema.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'

// Deliveries stay queued: no worker runs here, so every count is the seeded one.
process.env.JOB_WORKER = 'false'
const { setDatabase } = await import('#app/db/db.server.ts')
const { enqueueJob, stopJobQueue, getJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const { retryJob } = await import('#app/infra/jobs/jobs-admin.server.ts')
await import('#app/features/leads/lead-jobs.server.ts')
const { dashboardData } = await import('#app/features/admin/dashboard.server.ts')
const { deliveriesData } = await import('#app/features/admin/deliveries.server.ts')
const { listLeads } = await import('#app/features/admin/leads.server.ts')

// A Wednesday; its week (Paris time) starts on Monday 23 November 2026.
const now = new Date('2026-11-25T10:00:00Z')

const base = {
	firstName: 'Claire',
	lastName: 'Dupont',
	company: 'Acme',
	jobTitle: 'DSI',
	phone: '0123456789',
}

describe.each(databaseKinds)('admin dashboard on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	const ids: Record<string, string> = {}
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		setDatabase(handle)
		await getJobQueue()
		const seeds = [
			// Monday 00:30 in Paris is still Sunday in UTC: it belongs to the week of the 23rd.
			{
				email: 'a@exemple.fr',
				createdAt: '2026-11-22T23:30:00Z',
				whitepaperType: 'data-platform',
				utmSource: 'linkedin',
				utmMedium: 'cpc',
			},
			{
				email: 'b@exemple.fr',
				createdAt: '2026-11-24T09:00:00Z',
				whitepaperType: 'data-platform',
				utmSource: 'linkedin',
				utmMedium: 'cpc',
			},
			{
				email: 'c@exemple.fr',
				createdAt: '2026-11-25T08:00:00Z',
				whitepaperType: 'workspace-ia',
				referrerHost: 'www.google.com',
			},
			// Sunday 22:30 in Paris: the week of the 16th.
			{ email: 'd@exemple.fr', createdAt: '2026-11-22T21:30:00Z', whitepaperType: 'workspace-ia' },
			// The oldest week shown: the week of 7 September 2026.
			{ email: 'e@exemple.fr', createdAt: '2026-09-07T08:00:00Z', whitepaperType: 'data-platform' },
			// Before it: outside the chart and the per-source counts.
			{ email: 'f@exemple.fr', createdAt: '2026-09-06T08:00:00Z', whitepaperType: 'data-platform', utmSource: 'old' },
		]
		for (const seed of seeds) {
			const [row] = await handle.db
				.insert(whitepaperLeads)
				.values({ ...base, ...seed, createdAt: new Date(seed.createdAt) })
				.returning({ id: whitepaperLeads.id })
			ids[seed.email] = row!.id
		}
		// Three deliveries owed, one of which used all its attempts.
		for (const email of ['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr'])
			await enqueueJob(handle.db, { type: 'lead.whitepaper-email', payload: { leadId: ids[email] } })
		await handle.db.execute(
			sql`update pgboss.job set state = 'failed', output = '{"message":"SMTP refusé"}' where data ->> 'leadId' = ${ids['b@exemple.fr']}`,
		)
	})
	afterAll(async () => {
		await stopJobQueue()
		await handle.close()
	})

	test('weekly leads over 12 weeks in Paris time, per white paper, per source, and deliveries owed', async () => {
		const data = await dashboardData(handle.db, now)
		expect(data.weeks).toHaveLength(12)
		expect(data.weeks[0]).toEqual({ week: '2026-09-07', leads: 1 })
		expect(data.weeks.at(-2)).toEqual({ week: '2026-11-16', leads: 1 })
		expect(data.weeks.at(-1)).toEqual({ week: '2026-11-23', leads: 3 })
		expect(data.weeks.reduce((sum, week) => sum + week.leads, 0)).toBe(5)
		expect(data.byWhitepaper).toEqual([
			{ whitepaperType: 'data-platform', leads: 3 },
			{ whitepaperType: 'workspace-ia', leads: 2 },
		])
		expect(data.bySource).toEqual([
			{ source: 'Accès direct', leads: 2 },
			{ source: 'linkedin / cpc', leads: 2 },
			{ source: 'www.google.com', leads: 1 },
		])
		expect(data.jobs).toEqual({ pending: 2, failed: 1 })
		expect(data.leadsWithFailedEmail).toBe(1)
	})

	test('the failed e-mail is flagged on its lead and listed with « Réessayer »; a retry clears the flag', async () => {
		const { rows } = await listLeads(handle.db, { page: 1, search: '' })
		expect(rows.filter((row) => row.emailFailed).map((row) => row.email)).toEqual(['b@exemple.fr'])
		const deliveries = await deliveriesData(handle.db)
		expect(deliveries.failed).toMatchObject([
			{ type: 'lead.whitepaper-email', leadEmail: 'b@exemple.fr', lastError: 'SMTP refusé' },
		])
		expect(deliveries.pending.map((row) => row.leadEmail).sort()).toEqual(['a@exemple.fr', 'c@exemple.fr'])
		await handle.db.execute(sql`update pgboss.job set start_after = now() + interval '1 day' where state = 'failed'`)
		expect(await retryJob(deliveries.failed[0]!.id)).toBe(true)
		const [retried] = (
			(await handle.db.execute(
				sql`select state::text as state, start_after <= now() as due from pgboss.job where id = ${deliveries.failed[0]!.id}`,
			)) as unknown as { rows: { state: string; due: boolean }[] }
		).rows
		expect(retried).toEqual({ state: 'retry', due: true })
		expect(await retryJob(deliveries.failed[0]!.id)).toBe(false)
		expect((await dashboardData(handle.db, now)).leadsWithFailedEmail).toBe(0)
		expect((await deliveriesData(handle.db)).failed).toEqual([])
	})
})
