import { auditActionLabel } from '#app/features/privacy/public.ts'
import type { listAudit } from '#app/features/privacy/public.server.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import { AdminPage, AdminPagination, AdminTable } from './admin-ui.tsx'

type AuditPage = Awaited<ReturnType<typeof listAudit>>

const actorLabel = (row: { actorKind: string; actorEmail: string | null; actorUserId: string | null }) =>
	row.actorKind === 'cli'
		? 'Ligne de commande (npm run admin)'
		: row.actorKind === 'retention'
			? 'Tâche de conservation'
			: (row.actorEmail ?? `Compte supprimé (${row.actorUserId})`)

const cell = 'px-4 py-3'

/** The audit log: every admin action on personal data, newest first. */
export function JournalScreen({ rows, total, page, pageCount, userEmail }: AuditPage & { userEmail: string }) {
	return (
		<AdminPage
			current="/admin/journal"
			title="Journal d’audit"
			userEmail={userEmail}
			summary={
				<>
					{formatNumber(total)} action{total > 1 ? 's' : ''} sur les données personnelles&nbsp;: qui, quoi, quand et
					l’identifiant concerné
				</>
			}
		>
			<AdminTable
				label="Journal d’audit"
				className="mt-6"
				columns={['Date', 'Auteur', 'Action', 'Identifiant concerné', 'Lignes']}
				minWidth="min-w-[860px]"
			>
				{rows.map((row) => (
					<tr key={row.id}>
						<td className={`${cell} whitespace-nowrap tabular text-muted`}>{formatDateTime(row.at)}</td>
						<td className={cell}>{actorLabel(row)}</td>
						<td className={cell}>{auditActionLabel(row.action)}</td>
						<td className={`${cell} font-mono text-xs`}>{row.targetId ?? '—'}</td>
						<td className={`${cell} tabular`}>{row.count === null ? '—' : formatNumber(row.count)}</td>
					</tr>
				))}
			</AdminTable>
			<AdminPagination page={page} pageCount={pageCount} href={(target) => `?page=${target}`} />
		</AdminPage>
	)
}
