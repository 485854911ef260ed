import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { auditLog, user } from '#app/db/schema.ts'
import type { AuditAction, AuditActorKind } from './audit-actions.ts'

/**
 * Writes one entry of the audit log: who (a user id, or the command line, or the
 * retention job), what, when, and the target row's id — no other personal data.
 */
export async function recordAudit(
	db: Pick<Database, 'insert'>,
	entry: { actorKind: AuditActorKind; actorUserId?: string; action: AuditAction; targetId?: string; count?: number },
): Promise<void> {
	await db.insert(auditLog).values({
		actorKind: entry.actorKind,
		actorUserId: entry.actorUserId ?? null,
		action: entry.action,
		targetId: entry.targetId ?? null,
		count: entry.count ?? null,
	})
}

/** Shorthand for an admin's action in a route (the user comes from requireAdmin). */
export function recordAdminAction(
	db: Pick<Database, 'insert'>,
	admin: { id: string },
	action: AuditAction,
	details: { targetId?: string; count?: number } = {},
): Promise<void> {
	return recordAudit(db, { actorKind: 'admin', actorUserId: admin.id, action, ...details })
}

export const AUDIT_PAGE_SIZE = 100

/** One page of the log, newest first; the actor's current e-mail is joined for display only. */
export async function listAudit(db: Database, page: number) {
	const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog)
	const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))
	const current = Math.min(Math.max(1, page), pageCount)
	const rows = await db
		.select({
			id: auditLog.id,
			at: auditLog.at,
			actorKind: auditLog.actorKind,
			actorUserId: auditLog.actorUserId,
			actorEmail: user.email,
			action: auditLog.action,
			targetId: auditLog.targetId,
			count: auditLog.count,
		})
		.from(auditLog)
		.leftJoin(user, eq(user.id, auditLog.actorUserId))
		.orderBy(desc(auditLog.at), desc(auditLog.id))
		.limit(AUDIT_PAGE_SIZE)
		.offset((current - 1) * AUDIT_PAGE_SIZE)
	return { rows, total, page: current, pageCount }
}
