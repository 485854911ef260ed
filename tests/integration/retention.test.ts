import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
	auditLog,
	contactInquiries,
	leads,
	newsletterSubscribers,
	rateLimitCounters,
	whitepaperLeads,
} from '#app/db/schema.ts'
import { applyRetention, PENDING_SUBSCRIPTION_DAYS } from '#app/features/privacy/retention.server.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'

const now = new Date('2026-11-23T12:00:00Z')
const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 + minutes * 60_000)
const lead = (email: string, createdAt: Date) => ({
	firstName: 'Claire',
	lastName: 'Martin',
	email,
	company: 'Acme',
	jobTitle: 'DSI',
	phone: '0123456789',
	whitepaperType: 'workspace-ia',
	createdAt,
})

describe.each(databaseKinds)('retention on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
	})
	afterAll(() => handle.close())

	test('deletes exactly the leads whose last contact is past LEAD_RETENTION_DAYS and the stale subscriptions, and logs the counts', async () => {
		await handle.db.insert(whitepaperLeads).values([
			lead('vieux@exemple.fr', daysAgo(1095, -1)),
			lead('tres-vieux@exemple.fr', daysAgo(2000)),
			lead('limite@exemple.fr', daysAgo(1095, 1)),
			lead('recent@exemple.fr', daysAgo(3)),
			// Came back a year ago: the last contact counts, the old request is kept with the new one.
			lead('revenu@exemple.fr', daysAgo(2000)),
			lead('revenu@exemple.fr', daysAgo(365)),
			// Two requests, the latest past the period: both go.
			lead('deux-fois@exemple.fr', daysAgo(1500)),
			lead('deux-fois@exemple.fr', daysAgo(1096)),
			// An old white paper, then a message last spring (another kind of contact): kept.
			lead('ecrit@exemple.fr', daysAgo(2000)),
		])
		const inquiry = (email: string, createdAt: Date) => ({
			firstName: 'Lina',
			lastName: 'Morel',
			email,
			company: 'Morel SA',
			subject: 'autre' as const,
			message: 'Bonjour, un audit de notre projet GCP, svp.',
			createdAt,
		})
		await handle.db
			.insert(contactInquiries)
			.values([inquiry('ecrit@exemple.fr', daysAgo(200)), inquiry('message-ancien@exemple.fr', daysAgo(1200))])
		await handle.db.insert(newsletterSubscribers).values([
			{ email: 'attente-vieille@exemple.fr', status: 'pending', consentAt: daysAgo(PENDING_SUBSCRIPTION_DAYS, -1) },
			// Asked again recently: its last request counts.
			{
				email: 'attente-relancee@exemple.fr',
				status: 'pending',
				consentAt: daysAgo(30),
				confirmationSentAt: daysAgo(1),
			},
			{ email: 'attente-recente@exemple.fr', status: 'pending', consentAt: daysAgo(PENDING_SUBSCRIPTION_DAYS, 1) },
			{
				email: 'confirme-ancien@exemple.fr',
				status: 'confirmed',
				consentAt: daysAgo(2000),
				confirmedAt: daysAgo(2000),
			},
			{ email: 'parti-vieux@exemple.fr', status: 'unsubscribed', unsubscribedAt: daysAgo(1096) },
			{ email: 'parti-recent@exemple.fr', status: 'unsubscribed', unsubscribedAt: daysAgo(10) },
		])
		expect(await applyRetention(handle.db, { leadRetentionDays: 1095, now })).toEqual({ leads: 5, subscribers: 2 })
		expect((await handle.db.select().from(contactInquiries)).map((row) => row.email)).toEqual(['ecrit@exemple.fr'])
		// The lead index goes with its details: 4 white papers and 1 message left.
		expect(await handle.db.$count(leads)).toBe(6)
		expect((await handle.db.select().from(whitepaperLeads)).map((row) => row.email).sort()).toEqual([
			'ecrit@exemple.fr',
			'limite@exemple.fr',
			'recent@exemple.fr',
			'revenu@exemple.fr',
			'revenu@exemple.fr',
		])
		expect((await handle.db.select().from(newsletterSubscribers)).map((row) => row.email).sort()).toEqual([
			'attente-recente@exemple.fr',
			'attente-relancee@exemple.fr',
			'confirme-ancien@exemple.fr',
			'parti-recent@exemple.fr',
		])
		const log = await handle.db.select().from(auditLog)
		expect(
			log
				.map(({ actorKind, action, count, targetId }) => ({ actorKind, action, count, targetId }))
				.sort((a, b) => a.action.localeCompare(b.action)),
		).toEqual([
			{ actorKind: 'retention', action: 'retention.leads', count: 5, targetId: null },
			{ actorKind: 'retention', action: 'retention.subscribers', count: 2, targetId: null },
		])
		// Expired rate-limit counters (keyed by IP address) go too; live ones stay.
		await handle.db.insert(rateLimitCounters).values([
			{ key: 'lead:203.0.113.1', windowStart: 1, hits: 1, expiresAt: daysAgo(0, -1) },
			{ key: 'lead:203.0.113.2', windowStart: 1, hits: 1, expiresAt: daysAgo(0, 1) },
		])
		await applyRetention(handle.db, { leadRetentionDays: 1095, now })
		expect((await handle.db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['lead:203.0.113.2'])
		// A second pass the same day finds nothing and logs nothing.
		expect(await applyRetention(handle.db, { leadRetentionDays: 1095, now })).toEqual({ leads: 0, subscribers: 0 })
		expect(await handle.db.select().from(auditLog)).toHaveLength(2)
	})
})
