import { useLoaderData } from 'react-router'
import type { Route } from './+types/admin-dashboard'
import { getDb } from '#app/db/db.server.ts'
import { DashboardScreen } from '#app/features/admin/dashboard-screen.tsx'
import { dashboardData } from '#app/features/admin/dashboard.server.ts'
import { requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	return { dashboard: await dashboardData(await getDb()), userEmail: user.email }
}

export default function AdminDashboard() {
	const { dashboard, userEmail } = useLoaderData<typeof loader>()
	return <DashboardScreen data={dashboard} userEmail={userEmail} />
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Tableau de bord',
		description: 'Espace administrateur : leads et envois.',
		path: '/admin',
		noindex: true,
	})
