import type { Route } from './+types/admin-newsletter-export'
import { getDb } from '#app/db/db.server.ts'
import { parseLeadsQuery } from '#app/features/admin/leads-query.ts'
import { requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { subscribersForExport } from '#app/features/newsletter/subscribers-admin.server.ts'
import { subscribersToCsv } from '#app/features/newsletter/subscribers-csv.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'

/** CSV export of the subscribers matching the current search (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const { search } = parseLeadsQuery(new URL(request.url).searchParams)
	const db = await getDb()
	const rows = await subscribersForExport(db, search)
	await recordAdminAction(db, user, 'subscribers.export', { count: rows.length })
	const date = new Date().toISOString().slice(0, 10)
	return new Response(subscribersToCsv(rows), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="abonnes-newsletter-${date}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
