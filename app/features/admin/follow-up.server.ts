/**
 * A lead's follow-up (docs/decisions/078-lead-follow-up.md): its status and owner, its
 * dated notes, each change in the audit log, and the CRM's `lead.updated` event for a
 * new status or owner, all in one transaction per change.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { redirect } from 'react-router'
import type { LeadStatus } from '#app/content/identifiers.ts'
import type { Database } from '#app/db/db.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { createRateLimiter } from '#app/db/rate-limit.server.ts'
import { auditLog, leadNotes, leads, user, userRoles } from '#app/db/schema.ts'
import { withNotice } from '#app/features/auth/public.ts'
import type { SessionUser } from '#app/features/auth/public.server.ts'
import { enqueueLeadUpdated, type LeadChange } from '#app/features/leads/public.server.ts'
import { recordAudit, recordAdminAction } from '#app/features/privacy/public.server.ts'
import { FormRefusal, type FormPostOptions, handleFormPosts } from '#app/infra/forms/form-post.server.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { deleteLeadSchema, followUpSchema, noteSchema } from './follow-up-schema.ts'
import { adminAccounts, deleteLead, findLead } from './leads.server.ts'

export type FollowUpResult = 'updated' | 'unchanged' | 'not-found' | 'not-admin'

/** Sets a lead's status and owner; records what changed, and queues `lead.updated` when something did. */
export async function updateFollowUp(
	db: Database,
	change: { leadId: string; status: LeadStatus; ownerUserId: string | null; by: { id: string } },
): Promise<FollowUpResult> {
	// PGlite has one connection, held by the transaction: the queue must be up before it opens.
	await getJobQueue()
	return db.transaction(async (tx) => {
		const [lead] = await tx
			.select({ status: leads.status, ownerUserId: leads.ownerUserId })
			.from(leads)
			.where(eq(leads.id, change.leadId))
			.for('update')
		if (!lead) return 'not-found'
		if (change.ownerUserId) {
			const [admin] = await tx
				.select({ id: userRoles.userId })
				.from(userRoles)
				.where(and(eq(userRoles.userId, change.ownerUserId), eq(userRoles.role, 'admin')))
			if (!admin) return 'not-admin'
		}
		const changes: LeadChange[] = []
		if (lead.status !== change.status) changes.push('status')
		if (lead.ownerUserId !== change.ownerUserId) changes.push('owner')
		if (changes.length === 0) return 'unchanged'
		const at = new Date()
		await tx
			.update(leads)
			.set({ status: change.status, ownerUserId: change.ownerUserId, updatedAt: at })
			.where(eq(leads.id, change.leadId))
		for (const field of changes) {
			await recordAudit(tx, {
				actorKind: 'admin',
				actorUserId: change.by.id,
				action: field === 'status' ? 'leads.status' : 'leads.owner',
				targetId: change.leadId,
			})
		}
		await enqueueLeadUpdated(tx, {
			leadId: change.leadId,
			changes,
			status: change.status,
			ownerUserId: change.ownerUserId,
			at: at.toISOString(),
			byUserId: change.by.id,
		})
		return 'updated'
	})
}

/** Adds a dated note by `by`; false when the lead is gone. */
export async function addNote(db: Database, note: { leadId: string; body: string; by: { id: string } }) {
	return db.transaction(async (tx) => {
		const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, note.leadId))
		if (!lead) return false
		await tx.insert(leadNotes).values({ leadId: note.leadId, authorUserId: note.by.id, body: note.body })
		await recordAudit(tx, { actorKind: 'admin', actorUserId: note.by.id, action: 'leads.note', targetId: note.leadId })
		return true
	})
}

/** The follow-up actions recorded for this lead (the audit log's entries about it), newest first. */
const historyActions = ['leads.status', 'leads.owner', 'leads.note'] as const

/** Everything a lead's page shows: the lead, its notes with their authors, its history, the admins. */
export async function leadDetailData(db: Database, id: string) {
	const lead = await findLead(db, id)
	if (!lead) return undefined
	const [notes, history, admins] = await Promise.all([
		db
			.select({
				id: leadNotes.id,
				createdAt: leadNotes.createdAt,
				body: leadNotes.body,
				authorEmail: user.email,
				authorName: user.name,
			})
			.from(leadNotes)
			.leftJoin(user, eq(user.id, leadNotes.authorUserId))
			.where(eq(leadNotes.leadId, id))
			.orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
		db
			.select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, actorEmail: user.email })
			.from(auditLog)
			.leftJoin(user, eq(user.id, auditLog.actorUserId))
			.where(and(eq(auditLog.targetId, id), inArray(auditLog.action, [...historyActions])))
			.orderBy(desc(auditLog.at), asc(auditLog.id))
			.limit(50),
		adminAccounts(db),
	])
	return { lead, notes, history, admins }
}

// An admin's follow-up posts, per account: generous for people, a ceiling for a script.
const followUpLimiter = createRateLimiter('follow-up', () => ({ max: 120, windowSeconds: 60 }))

/**
 * The lead page's three forms through the form layer, told apart by `intent`: the
 * follow-up (status and owner), a note, the deletion. Each answers with a redirect to
 * the page (or the list) and a notice, or with its French messages.
 */
export function handleFollowUpPost(request: Request, leadId: string, admin: SessionUser) {
	const page = `/admin/leads/${leadId}`
	const rateLimit = { consume: () => followUpLimiter.consume(admin.id) }
	const notFound = new FormRefusal(404, 'Ce lead n’existe plus : il a peut-être été supprimé.')
	const followUp: FormPostOptions<typeof followUpSchema, never> = {
		schema: followUpSchema,
		rateLimit,
		async persist({ status, owner }) {
			const result = await updateFollowUp(await getDb(), {
				leadId,
				status,
				ownerUserId: owner || null,
				by: admin,
			})
			if (result === 'not-found') return notFound
			if (result === 'not-admin')
				return new FormRefusal(400, 'Ce compte n’est pas administrateur.', {
					owner: ['Choisissez un compte administrateur'],
				})
			return redirect(withNotice(page, result === 'updated' ? 'suivi-enregistre' : 'suivi-inchange'))
		},
	}
	const note: FormPostOptions<typeof noteSchema, never> = {
		schema: noteSchema,
		rateLimit,
		async persist({ body }) {
			if (!(await addNote(await getDb(), { leadId, body, by: admin }))) return notFound
			return redirect(withNotice(page, 'note-ajoutee'))
		},
	}
	const remove: FormPostOptions<typeof deleteLeadSchema, never> = {
		schema: deleteLeadSchema,
		rateLimit,
		async persist({ id }) {
			const db = await getDb()
			if (id === leadId && (await deleteLead(db, id)))
				await recordAdminAction(db, admin, 'leads.delete', { targetId: id })
			return redirect(withNotice('/admin/leads', 'lead-supprime'))
		},
	}
	return handleFormPosts(request, { 'follow-up': followUp, note, delete: remove }, 'follow-up')
}
