import { useLoaderData } from 'react-router'
import type { Route } from './+types/admin-journal'
import { getDb } from '#app/db/db.server.ts'
import { JournalScreen } from '#app/features/admin/journal-screen.tsx'
import { requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { listAudit, recordAdminAction } from '#app/features/privacy/audit.server.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10)
	const db = await getDb()
	await recordAdminAction(db, user, 'audit.view')
	const log = await listAudit(db, Number.isFinite(page) ? page : 1)
	return { ...log, userEmail: user.email }
}

export default function AdminJournal() {
	return <JournalScreen {...useLoaderData<typeof loader>()} />
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Journal d’audit',
		description: 'Espace administrateur : journal des actions sur les données personnelles.',
		path: '/admin/journal',
		noindex: true,
	})
