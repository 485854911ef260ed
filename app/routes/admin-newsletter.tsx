import { redirect, useLoaderData } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin-newsletter'
import { getDb } from '#app/db/db.server.ts'
import { parseLeadsQuery } from '#app/features/admin/leads-query.ts'
import { invalidAdminRequest, readAdminForm } from '#app/features/admin/admin-form.server.ts'
import { parseDeleteAction } from '#app/features/admin/delete-action.ts'
import { orUnavailable, requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { SubscribersScreen } from '#app/features/admin/subscribers-screen.tsx'
import { listAnnouncements } from '#app/features/newsletter/announcements.server.ts'
import { deleteSubscriber, listSubscribers } from '#app/features/newsletter/subscribers-admin.server.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'
import { seo } from '#app/lib/seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const url = new URL(request.url)
	const query = parseLeadsQuery(url.searchParams)
	const db = await getDb()
	const subscribers = await listSubscribers(db, query)
	await recordAdminAction(db, user, 'subscribers.view')
	const toDelete = z.uuid().safeParse(url.searchParams.get('supprimer'))
	return {
		...subscribers,
		search: query.search,
		userEmail: user.email,
		announcements: await listAnnouncements(db),
		confirmDelete: toDelete.success ? subscribers.rows.find((row) => row.id === toDelete.data) : undefined,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	const parsed = parseDeleteAction(await readAdminForm(request))
	if (!parsed) return invalidAdminRequest()
	await orUnavailable(async () => {
		const db = await getDb()
		if (await deleteSubscriber(db, parsed.id))
			await recordAdminAction(db, user, 'subscribers.delete', { targetId: parsed.id })
	})
	return redirect(`/admin/newsletter${parsed.back}`)
}

export default function AdminNewsletter() {
	return <SubscribersScreen {...useLoaderData<typeof loader>()} />
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Newsletter - Abonnés',
		description: 'Espace administrateur : abonnés et annonces de la newsletter.',
		path: '/admin/newsletter',
		noindex: true,
	})
