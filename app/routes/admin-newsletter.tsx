import { data, redirect, useLoaderData } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin-newsletter'
import { getDb } from '#app/db/db.server.ts'
import { parseLeadsQuery } from '#app/features/admin/leads-query.ts'
import { requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { SubscribersScreen } from '#app/features/admin/subscribers-screen.tsx'
import { listAnnouncements } from '#app/features/newsletter/announcements.server.ts'
import { deleteSubscriber, listSubscribers } from '#app/features/newsletter/subscribers-admin.server.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'
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
	return data(
		{
			...subscribers,
			search: query.search,
			userEmail: user.email,
			announcements: await listAnnouncements(db),
			confirmDelete: toDelete.success ? subscribers.rows.find((row) => row.id === toDelete.data) : undefined,
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	const form = await request.formData()
	const id = z.uuid().safeParse(form.get('id'))
	const back = String(form.get('back') ?? '').startsWith('?') ? String(form.get('back')) : ''
	if (form.get('intent') !== 'delete' || !id.success) return data({ error: 'Demande invalide' }, { status: 400 })
	const db = await getDb()
	if (await deleteSubscriber(db, id.data))
		await recordAdminAction(db, user, 'subscribers.delete', { targetId: id.data })
	return redirect(`/admin/newsletter${back}`)
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
