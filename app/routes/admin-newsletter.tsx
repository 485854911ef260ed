import { redirect, type ShouldRevalidateFunctionArgs, useActionData, useLoaderData } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin-newsletter'
import { serverEnv } from '#app/config/env.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { parseLeadsQuery } from '#app/features/admin/leads-query.ts'
import { invalidAdminRequest, readAdminForm } from '#app/features/admin/admin-form.server.ts'
import { parseDeleteAction } from '#app/features/admin/delete-action.ts'
import { orUnavailable, requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { SubscribersScreen } from '#app/features/admin/subscribers-screen.tsx'
import { keepListOnConfirmClose } from '#app/features/admin/admin-ui.tsx'
import { articles } from '#app/features/blog/articles.server.ts'
import { announcementDoneMessages, isAnnouncementIntent } from '#app/features/newsletter/announcement-schema.ts'
import { handleAnnouncementAction } from '#app/features/newsletter/announcements-admin.server.ts'
import {
	announcementPreview,
	confirmedSubscriberCount,
	listAnnouncements,
} from '#app/features/newsletter/announcements.server.ts'
import { deleteSubscriber, listSubscribers } from '#app/features/newsletter/subscribers-admin.server.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'
import { toParisDateTimeInput } from '#app/lib/paris-time.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const url = new URL(request.url)
	const query = parseLeadsQuery(url.searchParams)
	const db = await getDb()
	const subscribers = await listSubscribers(db, query)
	await recordAdminAction(db, user, 'subscribers.view')
	const toDelete = z.uuid().safeParse(url.searchParams.get('supprimer'))
	const announcements = await listAnnouncements(db)
	// ?annonce=<id>: that announcement's panel (preview and actions); &envoyer=1 asks to confirm « Envoyer maintenant ».
	const selectedId = z.uuid().safeParse(url.searchParams.get('annonce'))
	const selected = selectedId.success ? announcements.find((row) => row.id === selectedId.data) : undefined
	const preview = selected ? await announcementPreview(db, articles, selected.id) : undefined
	const done = z
		.enum(Object.keys(announcementDoneMessages) as [keyof typeof announcementDoneMessages])
		.safeParse(url.searchParams.get('fait'))
	return {
		...subscribers,
		search: query.search,
		userEmail: user.email,
		announcements,
		announcementPanel: selected
			? {
					announcement: selected,
					preview: preview ? { subject: preview.subject, text: String(preview.text) } : undefined,
					confirmSend: url.searchParams.get('envoyer') === '1',
					done: done.success ? done.data : undefined,
					confirmedCount: await confirmedSubscriberCount(db),
					// A moment to come, to the minute: the field's lower bound.
					minDueAt: toParisDateTimeInput(new Date(Date.now() + 60_000)),
				}
			: undefined,
		delayHours: serverEnv().NEWSLETTER_ANNOUNCEMENT_DELAY_HOURS,
		confirmDelete: toDelete.success ? subscribers.rows.find((row) => row.id === toDelete.data) : undefined,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	const form = await readAdminForm(request)
	// Announcements: test, send now, move, cancel (docs/decisions/085-scheduled-announcements.md).
	if (isAnnouncementIntent(form.get('intent'))) return handleAnnouncementAction(await getDb(), user, form)
	const parsed = parseDeleteAction(form)
	if (!parsed) return invalidAdminRequest()
	await orUnavailable(async () => {
		const db = await getDb()
		if (await deleteSubscriber(db, parsed.id))
			await recordAdminAction(db, user, 'subscribers.delete', { targetId: parsed.id })
	})
	return redirect(`/admin/newsletter${parsed.back}`)
}

export default function AdminNewsletter() {
	const actionData = useActionData<typeof action>()
	return (
		<SubscribersScreen
			{...useLoaderData<typeof loader>()}
			announcementError={actionData && 'announcementError' in actionData ? actionData : undefined}
		/>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Newsletter - Abonnés',
		description: 'Espace administrateur : abonnés et annonces de la newsletter.',
		path: '/admin/newsletter',
		noindex: true,
	})

// Closing the delete confirmation keeps the list on screen (it has not changed).
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
	return keepListOnConfirmClose(args)
}
