import { data, Link, useLoaderData } from 'react-router'
import type { Route } from './+types/admin-journal'
import { getDb } from '#app/db/db.server.ts'
import { AdminHeader } from '#app/features/admin/admin-nav.tsx'
import { requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { auditActionLabel } from '#app/features/privacy/audit-actions.ts'
import { listAudit, recordAdminAction } from '#app/features/privacy/audit.server.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import { seo } from '#app/lib/seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10)
	const db = await getDb()
	await recordAdminAction(db, user, 'audit.view')
	const log = await listAudit(db, Number.isFinite(page) ? page : 1)
	return data({ ...log, userEmail: user.email }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const actorLabel = (row: { actorKind: string; actorEmail: string | null; actorUserId: string | null }) =>
	row.actorKind === 'cli'
		? 'Ligne de commande (npm run admin)'
		: row.actorKind === 'retention'
			? 'Tâche de conservation'
			: (row.actorEmail ?? `Compte supprimé (${row.actorUserId})`)

const cell = 'px-4 py-3'

export default function AdminJournal() {
	const { rows, total, page, pageCount, userEmail } = useLoaderData<typeof loader>()
	return (
		<section className="bg-surface py-10 lg:py-14">
			<div className="mx-auto w-full max-w-[1400px] px-5 md:px-8">
				<AdminHeader current="/admin/journal" title="Journal d’audit" userEmail={userEmail}>
					{formatNumber(total)} action{total > 1 ? 's' : ''} sur les données personnelles&nbsp;: qui, quoi, quand et
					l’identifiant concerné
				</AdminHeader>
				<div className="relative mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-border bg-white">
					<table className="w-full min-w-[860px] text-left text-sm">
						<thead className="bg-surface text-xs uppercase tracking-wide text-muted">
							<tr>
								{['Date', 'Auteur', 'Action', 'Identifiant concerné', 'Lignes'].map((column) => (
									<th key={column} scope="col" className={`${cell} font-semibold`}>
										{column}
									</th>
								))}
							</tr>
						</thead>
						<tbody className="divide-y divide-border">
							{rows.map((row) => (
								<tr key={row.id}>
									<td className={`${cell} whitespace-nowrap tabular text-muted`}>{formatDateTime(row.at)}</td>
									<td className={cell}>{actorLabel(row)}</td>
									<td className={cell}>{auditActionLabel(row.action)}</td>
									<td className={`${cell} font-mono text-xs`}>{row.targetId ?? '—'}</td>
									<td className={`${cell} tabular`}>{row.count === null ? '—' : formatNumber(row.count)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
				{pageCount > 1 ? (
					<nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4 text-sm">
						{page > 1 ? <Link to={`?page=${page - 1}`}>Précédent</Link> : <span />}
						<p className="text-muted tabular">
							Page {page} sur {pageCount}
						</p>
						{page < pageCount ? <Link to={`?page=${page + 1}`}>Suivant</Link> : <span />}
					</nav>
				) : null}
			</div>
		</section>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Journal d’audit',
		description: 'Espace administrateur : journal des actions sur les données personnelles.',
		path: '/admin/journal',
		noindex: true,
	})
