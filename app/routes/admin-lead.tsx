import { data, useActionData, useLoaderData } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin-lead'
import { getDb } from '#app/db/db.server.ts'
import { handleFollowUpPost, leadDetailData } from '#app/features/admin/follow-up.server.ts'
import { LeadDetailScreen } from '#app/features/admin/lead-detail-screen.tsx'
import { orUnavailable, requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { estimateInputRows, estimateResultRows } from '#app/features/roi/estimate-rows.ts'
import { storedRoiInputs } from '#app/features/roi/stored-inputs.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'
import type { FormReply } from '#app/infra/forms/form-reply.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

const adminHeaders = { 'Cache-Control': 'private, no-store' }

/** A lead's id from the URL; anything else is a page that does not exist. */
function leadIdOf(params: { id?: string }): string {
	const id = z.uuid().safeParse(params.id)
	if (!id.success) throw data('Lead introuvable', { status: 404, headers: adminHeaders })
	return id.data
}

export const handle = appPage

export async function loader({ request, params }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const id = leadIdOf(params)
	const detail = await orUnavailable(async () => {
		const db = await getDb()
		const found = await leadDetailData(db, id)
		if (found) await recordAdminAction(db, user, 'leads.view-one', { targetId: id })
		return found
	})
	if (!detail) throw data('Lead introuvable', { status: 404, headers: adminHeaders })
	const inputs = detail.lead.inputs ? storedRoiInputs(detail.lead.inputs) : undefined
	return data(
		{
			...detail,
			// Made here: the admin pages' code never carries the calculator's.
			estimateRows: inputs ? { results: estimateResultRows(inputs), inputs: estimateInputRows(inputs) } : undefined,
			user: { email: user.email },
			confirmDelete: new URL(request.url).searchParams.has('supprimer'),
		},
		{ headers: adminHeaders },
	)
}

/** The follow-up, a note or the deletion (intent), through the form layer: docs/decisions/078-lead-follow-up.md. */
export async function action({ request, params }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	return handleFollowUpPost(request, leadIdOf(params), user)
}

export default function AdminLead() {
	const { estimateRows, ...detail } = useLoaderData<typeof loader>()
	const reply = useActionData<FormReply<unknown>>()
	return <LeadDetailScreen data={detail} reply={reply} estimateRows={estimateRows} />
}

export const meta: Route.MetaFunction = ({ params }) =>
	seo({
		title: 'Suivi d’un lead',
		description: 'Espace administrateur : suivi d’un lead.',
		path: `/admin/leads/${params.id}`,
		noindex: true,
	})

/** Admin answers are never stored by a browser or a proxy. */
export function headers() {
	return adminHeaders
}
