import { data, redirect } from 'react-router'
import type { Database } from '#app/db/db.server.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { recordAdminAction } from '#app/features/privacy/public.server.ts'
import { type AnnouncementDone, announcementFormSchema, announcementMessages } from './announcement-schema.ts'
import { cancelAnnouncement, findAnnouncement, moveAnnouncement, sendAnnouncementNow } from './announcements.server.ts'
import { enqueueTestSend, scheduleRelease } from './newsletter-jobs.server.ts'

/** The announcement panel of /admin/newsletter, with a line saying what was just done. */
export function announcementHref(id: string, done?: AnnouncementDone): string {
	return `/admin/newsletter?annonce=${id}${done ? `&fait=${done}` : ''}#annonce`
}

export type AnnouncementActionError = { announcementError: string; id?: string }

/**
 * The admin's actions on an announcement (docs/decisions/085-scheduled-announcements.md):
 * test, send now, move, cancel. Each change is in the audit log; each answer is the
 * panel again (a redirect), or a French message and nothing changed.
 */
export async function handleAnnouncementAction(
	db: Database,
	admin: { id: string },
	form: FormData,
	now = new Date(),
): Promise<Response | ReturnType<typeof data<AnnouncementActionError>>> {
	const parsed = announcementFormSchema.safeParse(Object.fromEntries(form))
	if (!parsed.success) {
		const id = typeof form.get('id') === 'string' ? String(form.get('id')) : undefined
		const dueAtIssue = parsed.error.issues.find((issue) => issue.path[0] === 'dueAt')
		return data<AnnouncementActionError>(
			{
				announcementError: dueAtIssue ? announcementMessages.dueAtInvalid : announcementMessages.invalid,
				id: /^[0-9a-f-]{36}$/.test(id ?? '') ? id : undefined,
			},
			{ status: 400 },
		)
	}
	const request = parsed.data
	const announcement = await findAnnouncement(db, request.id)
	if (!announcement)
		return data<AnnouncementActionError>({ announcementError: announcementMessages.invalid }, { status: 404 })
	// On PGlite the transactions below hold the only connection: the queue must be up before them.
	await getJobQueue()
	switch (request.intent) {
		case 'announcement-test': {
			await enqueueTestSend(db, { announcementId: request.id, userId: admin.id })
			await recordAdminAction(db, admin, 'announcements.test', { targetId: request.id })
			return redirect(announcementHref(request.id, 'test'))
		}
		case 'announcement-send': {
			if (!(await sendAnnouncementNow(db, request.id, { now, scheduleRelease })))
				return redirect(announcementHref(request.id, 'partie'))
			await recordAdminAction(db, admin, 'announcements.send', { targetId: request.id })
			return redirect(announcementHref(request.id, 'envoi'))
		}
		case 'announcement-move': {
			const outcome = await moveAnnouncement(db, request.id, request.dueAt, { now, scheduleRelease })
			if (outcome === 'past')
				return data<AnnouncementActionError>(
					{ announcementError: announcementMessages.dueAtPast, id: request.id },
					{ status: 400 },
				)
			if (outcome === 'gone') return redirect(announcementHref(request.id, 'partie'))
			await recordAdminAction(db, admin, 'announcements.move', { targetId: request.id })
			return redirect(announcementHref(request.id, 'deplacement'))
		}
		case 'announcement-cancel': {
			if (!(await cancelAnnouncement(db, request.id)))
				return redirect(announcementHref(request.id, announcement.status === 'cancelled' ? 'annulation' : 'partie'))
			await recordAdminAction(db, admin, 'announcements.cancel', { targetId: request.id })
			return redirect(announcementHref(request.id, 'annulation'))
		}
	}
}
