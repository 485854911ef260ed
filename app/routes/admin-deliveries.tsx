import { redirect, useLoaderData } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin-deliveries'
import { getDb } from '#app/db/db.server.ts'
import { DeliveriesScreen } from '#app/features/admin/deliveries-screen.tsx'
import { deliveriesData } from '#app/features/admin/deliveries.server.ts'
import { invalidAdminRequest, readAdminForm } from '#app/features/admin/admin-form.server.ts'
import { orUnavailable, requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { withNotice } from '#app/features/auth/auth-messages.ts'
import { retryJob } from '#app/infra/jobs/jobs-admin.server.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	return { ...(await deliveriesData(await getDb())), userEmail: user.email }
}

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request)
	const form = await readAdminForm(request)
	const id = z.uuid().safeParse(form.get('id'))
	if (form.get('intent') !== 'retry' || !id.success) return invalidAdminRequest()
	const retried = await orUnavailable(() => retryJob(id.data))
	return redirect(withNotice('/admin/envois', retried ? 'envoi-relance' : 'envoi-introuvable'))
}

export default function AdminDeliveries() {
	return <DeliveriesScreen {...useLoaderData<typeof loader>()} />
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Envois',
		description: 'Espace administrateur : envois en attente ou en échec.',
		path: '/admin/envois',
		noindex: true,
	})
