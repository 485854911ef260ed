import { redirect, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router'
import type { Route } from './+types/admin-leads'
import { getDb } from '#app/db/db.server.ts'
import { invalidAdminRequest, readAdminForm } from '#app/features/admin/admin-form.server.ts'
import { parseDeleteAction } from '#app/features/admin/delete-action.ts'
import { LeadsScreen, leadsTitle } from '#app/features/admin/leads-screen.tsx'
import { deleteLead, leadsScreenData } from '#app/features/admin/leads.server.ts'
import { orUnavailable, requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { keepListOnConfirmClose } from '#app/features/admin/admin-ui.tsx'
import { withNotice } from '#app/features/auth/auth-messages.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const screen = await orUnavailable(async () => {
		const db = await getDb()
		const found = await leadsScreenData(db, new URL(request.url), user)
		await recordAdminAction(db, user, 'leads.view')
		return found
	})
	return screen
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	const parsed = parseDeleteAction(await readAdminForm(request))
	if (!parsed) return invalidAdminRequest()
	await orUnavailable(async () => {
		const db = await getDb()
		if (await deleteLead(db, parsed.id)) await recordAdminAction(db, user, 'leads.delete', { targetId: parsed.id })
	})
	return redirect(withNotice(`/admin/leads${parsed.back}`, 'lead-supprime'))
}

export default function AdminLeads() {
	return <LeadsScreen {...useLoaderData<typeof loader>()} />
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	seo({
		title: leadsTitle(loaderData?.query.kind),
		description: 'Espace administrateur : leads (livres blancs, demandes de contact, estimations de ROI).',
		path: '/admin/leads',
		noindex: true,
	})

// Closing the delete confirmation keeps the list on screen (it has not changed).
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
	return keepListOnConfirmClose(args)
}
