import type { Route } from './+types/admin-leads-export'
import { getDb } from '#app/db/db.server.ts'
import { leadsForExport } from '#app/features/admin/leads.server.ts'
import { leadsToCsv, parseLeadsQuery } from '#app/features/admin/leads-query.ts'
import { orUnavailable, requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'

/** CSV export of the leads matching the current search and filters (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const filters = parseLeadsQuery(new URL(request.url).searchParams)
	const rows = await orUnavailable(async () => {
		const db = await getDb()
		const found = await leadsForExport(db, filters)
		await recordAdminAction(db, user, 'leads.export', { count: found.length })
		return found
	})
	const csv = leadsToCsv(rows)
	const date = new Date().toISOString().slice(0, 10)
	return new Response(csv, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
