import { randomBytes } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
	auditLog,
	contactInquiries,
	leadNotes,
	leads,
	roiEstimates,
	user,
	userRoles,
	whitepaperLeads,
} from '#app/db/schema.ts'
import { defaultRoiInputs } from '#app/features/roi/roi-inputs.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { startWebhookReceiver } from '#tests/setup/webhook-receiver.ts'
import { formRequest, replyErrors, unwrap, waitFor } from './helpers.ts'

// The lead index, the follow-up (status, owner, notes), its audit entries and the
// lead.updated event: docs/decisions/075-one-lead-index-for-every-kind.md, 078-lead-follow-up.md.
const secret = `whsec_${randomBytes(32).toString('base64')}`
const receiver = await startWebhookReceiver(secret)
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
process.env.WEBHOOK_URL = receiver.url
process.env.WEBHOOK_SECRET = secret
const { setDatabase } = await import('#app/db/db.server.ts')
const { startJobWorker, stopJobQueue } = await import('#app/infra/jobs/jobs.server.ts')
const { listJobs } = await import('#app/infra/jobs/jobs-admin.server.ts')
const { handleFollowUpPost, leadDetailData } = await import('#app/features/admin/follow-up.server.ts')
const { listLeads, leadsForExport, deleteLead } = await import('#app/features/admin/leads.server.ts')
const { leadsToCsv, parseLeadsQuery } = await import('#app/features/admin/leads-query.ts')
const { applyRetention } = await import('#app/features/privacy/retention.server.ts')
const { controlCharacterMessage } = await import('#app/infra/forms/text.ts')
afterAll(() => receiver.close())

const whitepaper = (email: string, createdAt?: Date) => ({
	firstName: 'Claire',
	lastName: 'Martin',
	email,
	company: 'Acme',
	jobTitle: 'DSI',
	phone: '0123456789',
	whitepaperType: 'data-platform',
	...(createdAt ? { createdAt } : {}),
})
const contact = (email: string, createdAt?: Date) => ({
	firstName: 'Lina',
	lastName: 'Morel',
	email,
	company: 'Morel SA',
	subject: 'securite' as const,
	message: 'Un audit de sécurité, svp.',
	...(createdAt ? { createdAt } : {}),
})
const estimate = (email: string, createdAt?: Date) => ({
	email,
	company: 'Zéphyr',
	inputs: defaultRoiInputs,
	consentText: 'J’accepte…',
	...(createdAt ? { createdAt } : {}),
})

describe.each(databaseKinds)('lead follow-up on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	const marie = { id: `marie-${kind}`, email: `marie-${kind}@nuvea.example`, name: 'Marie Curie' }
	const paul = { id: `paul-${kind}`, email: `paul-${kind}@nuvea.example`, name: 'Paul Durand' }
	const member = { id: `eve-${kind}`, email: `eve-${kind}@nuvea.example`, name: 'Eve' }
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		setDatabase(handle)
		await handle.db.insert(user).values([marie, paul, member])
		await handle.db.insert(userRoles).values([
			{ userId: marie.id, role: 'admin' },
			{ userId: paul.id, role: 'admin' },
		])
		await startJobWorker()
	})
	afterAll(async () => {
		await stopJobQueue()
		await handle.close()
	})

	async function insertOne(table: 'whitepaper' | 'contact' | 'estimate', email: string, createdAt?: Date) {
		if (table === 'whitepaper')
			return (await handle.db.insert(whitepaperLeads).values(whitepaper(email, createdAt)).returning())[0]!.id
		if (table === 'contact')
			return (await handle.db.insert(contactInquiries).values(contact(email, createdAt)).returning())[0]!.id
		return (await handle.db.insert(roiEstimates).values(estimate(email, createdAt)).returning())[0]!.id
	}

	const post = async (leadId: string, fields: Record<string, string>, by = marie) =>
		unwrap(
			(await handleFollowUpPost(
				formRequest(fields, { url: `http://localhost/admin/leads/${leadId}` }),
				leadId,
				by,
			)) as never,
		) as { status: number; body: { formId?: string; error?: Record<string, string[]> } }

	const redirected = async (leadId: string, fields: Record<string, string>) => {
		const answer = await handleFollowUpPost(
			formRequest(fields, { url: `http://localhost/admin/leads/${leadId}` }),
			leadId,
			marie,
		)
		expect(answer).toBeInstanceOf(Response)
		return (answer as Response).headers.get('Location')
	}

	const auditOf = (leadId: string) =>
		handle.db
			.select({ action: auditLog.action, actor: auditLog.actorUserId })
			.from(auditLog)
			.where(eq(auditLog.targetId, leadId))
			.orderBy(auditLog.at)

	test('the database keeps the index: a row per lead of each kind, gone with its details or taking them along', async () => {
		const ids = {
			whitepaper: await insertOne('whitepaper', `index-wp-${kind}@exemple.fr`),
			contact: await insertOne('contact', `index-c-${kind}@exemple.fr`),
			estimate: await insertOne('estimate', `index-e-${kind}@exemple.fr`),
		}
		for (const [table, id] of Object.entries(ids)) {
			const [row] = await handle.db.select().from(leads).where(eq(leads.id, id))
			expect(row, table).toMatchObject({
				kind: { whitepaper: 'whitepaper', contact: 'contact', estimate: 'roi-estimate' }[table],
				status: 'nouveau',
			})
		}
		await handle.db.insert(leadNotes).values({ leadId: ids.contact, authorUserId: marie.id, body: 'Appelée' })
		// Deleting the details (as a script or another branch's code would) takes the index row and the notes.
		await handle.db.delete(contactInquiries).where(eq(contactInquiries.id, ids.contact))
		expect(await handle.db.select().from(leads).where(eq(leads.id, ids.contact))).toEqual([])
		expect(await handle.db.select().from(leadNotes).where(eq(leadNotes.leadId, ids.contact))).toEqual([])
		// Deleting the lead (the admin's « Supprimer ») takes its details and notes.
		await handle.db.insert(leadNotes).values({ leadId: ids.estimate, authorUserId: marie.id, body: 'Relancer' })
		expect(await deleteLead(handle.db, ids.estimate)).toBe(true)
		expect(await handle.db.select().from(roiEstimates).where(eq(roiEstimates.id, ids.estimate))).toEqual([])
		expect(await handle.db.select().from(leadNotes).where(eq(leadNotes.leadId, ids.estimate))).toEqual([])
		// A lead cannot be indexed twice, nor under another kind.
		await expect(
			handle.db.insert(contactInquiries).values({ ...contact('x@exemple.fr'), id: ids.whitepaper }),
		).rejects.toMatchObject({
			cause: { message: expect.stringMatching(/duplicate key value violates unique constraint "leads_pkey"/) },
		})
	})

	test('retention deletes every kind of lead past the period, with its notes', async () => {
		const now = new Date()
		const old = new Date(now.getTime() - 1100 * 86_400_000)
		const expired = [
			await insertOne('whitepaper', `old-wp-${kind}@exemple.fr`, old),
			await insertOne('contact', `old-c-${kind}@exemple.fr`, old),
			await insertOne('estimate', `old-e-${kind}@exemple.fr`, old),
		]
		const recent = await insertOne('contact', `recent-c-${kind}@exemple.fr`)
		await handle.db.insert(leadNotes).values({ leadId: expired[1]!, authorUserId: marie.id, body: 'Ancienne note' })
		expect((await applyRetention(handle.db, { leadRetentionDays: 1095, now })).leads).toBe(3)
		for (const id of expired) expect(await handle.db.select().from(leads).where(eq(leads.id, id))).toEqual([])
		expect(await handle.db.select().from(contactInquiries).where(eq(contactInquiries.id, expired[1]!))).toEqual([])
		expect(await handle.db.select().from(leadNotes).where(eq(leadNotes.leadId, expired[1]!))).toEqual([])
		expect(await handle.db.select().from(leads).where(eq(leads.id, recent))).toHaveLength(1)
	})

	test('status and owner: saved, audited, sent to the CRM as lead.updated; the same again changes and sends nothing', async () => {
		const id = await insertOne('contact', `suivi-${kind}@exemple.fr`)
		expect(await redirected(id, { intent: 'follow-up', status: 'qualifie', owner: paul.id })).toBe(
			`/admin/leads/${id}?notice=suivi-enregistre`,
		)
		const [row] = await handle.db.select().from(leads).where(eq(leads.id, id))
		expect(row).toMatchObject({ status: 'qualifie', ownerUserId: paul.id })
		expect(await auditOf(id)).toEqual([
			{ action: 'leads.status', actor: marie.id },
			{ action: 'leads.owner', actor: marie.id },
		])
		const call = await waitFor(
			() => receiver.calls.find((entry) => JSON.stringify(entry.payload).includes(`"id":"${id}"`)),
			15_000,
		)
		expect(call).toMatchObject({
			verified: true,
			status: 200,
			payload: {
				type: 'lead.updated',
				data: {
					id,
					kind: 'contact',
					email: `suivi-${kind}@exemple.fr`,
					changes: ['status', 'owner'],
					status: 'qualifie',
					statusLabel: 'Qualifié',
					owner: { email: paul.email, name: 'Paul Durand' },
					updatedBy: marie.email,
				},
			},
		})

		expect(await redirected(id, { intent: 'follow-up', status: 'qualifie', owner: paul.id })).toBe(
			`/admin/leads/${id}?notice=suivi-inchange`,
		)
		expect(await auditOf(id)).toHaveLength(2)
		const updates = (await listJobs({ types: ['lead.updated-webhook'] })).filter((job) => job.payload.leadId === id)
		expect(updates).toHaveLength(1)

		// Back to nobody: only the owner changed.
		await redirected(id, { intent: 'follow-up', status: 'qualifie', owner: '' })
		expect((await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!.ownerUserId).toBeNull()
		await waitFor(
			() =>
				receiver.calls.find(
					(entry) =>
						JSON.stringify(entry.payload).includes(`"id":"${id}"`) &&
						JSON.stringify(entry.payload).includes('"changes":["owner"]'),
				),
			15_000,
		)
	})

	test('notes are dated, signed and audited; bad follow-up posts get French messages and change nothing', async () => {
		const id = await insertOne('whitepaper', `notes-${kind}@exemple.fr`)
		expect(await redirected(id, { intent: 'note', body: '  Rappelée le 3 :\r\nintéressée par un atelier.  ' })).toBe(
			`/admin/leads/${id}?notice=note-ajoutee`,
		)
		const detail = await leadDetailData(handle.db, id)
		expect(detail?.notes).toEqual([
			expect.objectContaining({ body: 'Rappelée le 3 :\nintéressée par un atelier.', authorEmail: marie.email }),
		])
		expect(detail?.history.map((entry) => entry.action)).toEqual(['leads.note'])

		const refusals: [Record<string, string>, number, Record<string, string>][] = [
			[{ intent: 'note', body: '   ' }, 400, { body: 'Veuillez écrire la note' }],
			[{ intent: 'note', body: 'Client \u202eenod\u202c' }, 400, { body: controlCharacterMessage }],
			[{ intent: 'note', body: 'x'.repeat(2001) }, 400, { body: expect.stringContaining('2') }],
			[{ intent: 'follow-up', status: 'signe', owner: '' }, 400, { status: 'Veuillez choisir un statut' }],
			[
				{ intent: 'follow-up', status: 'gagne', owner: member.id },
				400,
				{ owner: 'Choisissez un compte administrateur', '': 'Ce compte n’est pas administrateur.' },
			],
		]
		for (const [fields, status, messages] of refusals) {
			const answer = await post(id, fields)
			expect(answer.status, JSON.stringify(fields)).toBe(status)
			expect(replyErrors(answer.body)).toEqual(expect.objectContaining(messages))
		}
		const missing = '00000000-0000-4000-8000-000000000000'
		expect((await post(missing, { intent: 'note', body: 'Perdue' })).status).toBe(404)
		const [notes] = await handle.db.select({ n: count() }).from(leadNotes).where(eq(leadNotes.leadId, id))
		expect(notes!.n).toBe(1)
		expect((await handle.db.select().from(leads).where(eq(leads.id, id)))[0]).toMatchObject({
			status: 'nouveau',
			ownerUserId: null,
		})

		expect(await redirected(id, { intent: 'delete', id })).toBe('/admin/leads?notice=lead-supprime')
		expect(await handle.db.select().from(leads).where(eq(leads.id, id))).toEqual([])
		expect(await handle.db.select().from(leadNotes).where(eq(leadNotes.leadId, id))).toEqual([])
		expect(
			await handle.db
				.select({ action: auditLog.action })
				.from(auditLog)
				.where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'leads.delete'))),
		).toHaveLength(1)
	})

	test('one list of every kind: filters by status, owner and kind, and the CSV of what they show', async () => {
		const marker = `liste${kind}`
		const ids = {
			whitepaper: await insertOne('whitepaper', `${marker}-wp@exemple.fr`),
			contact: await insertOne('contact', `${marker}-c@exemple.fr`),
			estimate: await insertOne('estimate', `${marker}-e@exemple.fr`),
		}
		await redirected(ids.contact, { intent: 'follow-up', status: 'contacte', owner: marie.id })
		await redirected(ids.estimate, { intent: 'follow-up', status: 'gagne', owner: '' })
		const emails = async (query: string) =>
			(await listLeads(handle.db, parseLeadsQuery(new URLSearchParams(`q=${marker}&${query}`)))).rows
				.map((row) => row.email)
				.sort()
		expect(await emails('')).toEqual([`${marker}-c@exemple.fr`, `${marker}-e@exemple.fr`, `${marker}-wp@exemple.fr`])
		expect(await emails('statut=contacte')).toEqual([`${marker}-c@exemple.fr`])
		expect(await emails('statut=nouveau')).toEqual([`${marker}-wp@exemple.fr`])
		expect(await emails(`responsable=${marie.id}`)).toEqual([`${marker}-c@exemple.fr`])
		expect(await emails('responsable=aucun')).toEqual([`${marker}-e@exemple.fr`, `${marker}-wp@exemple.fr`])
		expect(await emails('type=roi-estimate')).toEqual([`${marker}-e@exemple.fr`])
		expect(await emails('type=whitepaper&statut=gagne')).toEqual([])

		const { rows } = await listLeads(handle.db, parseLeadsQuery(new URLSearchParams(`q=${marker}`)))
		const byEmail = new Map(rows.map((row) => [row.email, row]))
		expect(byEmail.get(`${marker}-c@exemple.fr`)).toMatchObject({
			kind: 'contact',
			firstName: 'Lina',
			jobTitle: null,
			subject: 'securite',
			status: 'contacte',
			ownerEmail: marie.email,
		})
		expect(byEmail.get(`${marker}-e@exemple.fr`)).toMatchObject({
			kind: 'roi-estimate',
			firstName: null,
			company: 'Zéphyr',
			estimateSummary: expect.stringMatching(/^ROI \+369\s%/),
		})

		const csv = leadsToCsv(
			await leadsForExport(handle.db, parseLeadsQuery(new URLSearchParams(`q=${marker}&type=contact`))),
		)
		const lines = csv.trim().split('\r\n')
		expect(lines).toHaveLength(2)
		expect(lines[0]).toMatch(/"Type";"Sujet";"Message";"Estimation";"Statut";"Responsable"$/)
		expect(lines[1]).toContain(`"Contact";"Sécurité";"Un audit de sécurité, svp.";"";"Contacté";"${marie.email}"`)
	})
})
