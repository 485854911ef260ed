import { Badge } from '#app/components/ui/badge.tsx'
import { whitepaperLabel } from '#app/content/whitepapers.ts'
import { sourceLabel } from '#app/features/leads/attribution.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import {
	AdminPage,
	AdminPagination,
	AdminSearch,
	AdminTable,
	ConfirmDeleteDialog,
	DeleteRowLink,
	useListLoading,
} from './admin-ui.tsx'
import { type LeadRow, leadsQueryString } from './leads-query.ts'

export type LeadsScreenData = {
	rows: LeadRow[]
	total: number
	page: number
	pageCount: number
	search: string
	user: { email: string }
	confirmDelete?: LeadRow
}

const columns = ['Date', 'Nom', 'Email', 'Entreprise', 'Fonction', 'Téléphone', 'Livre blanc', 'Source']

/** The admin leads table: search, pages, CSV export, deletion with a confirmation that works without JavaScript. */
export function LeadsScreen({ rows, total, page, pageCount, search, user, confirmDelete }: LeadsScreenData) {
	const loading = useListLoading('/admin/leads')
	const current = leadsQueryString({ search, page })
	return (
		<AdminPage
			current="/admin/leads"
			title="Leads - Téléchargements de livres blancs"
			userEmail={user.email}
			summary={
				<>
					{formatNumber(total)} lead{total > 1 ? 's' : ''}
					{search ? ` pour «\u00a0${search}\u00a0»` : ''}
				</>
			}
			after={
				confirmDelete ? (
					<ConfirmDeleteDialog title={'Supprimer ce lead\u00a0?'} id={confirmDelete.id} current={current}>
						{`${confirmDelete.firstName} ${confirmDelete.lastName} (${confirmDelete.email})`} sera définitivement
						supprimé. Cette action est irréversible.
					</ConfirmDeleteDialog>
				) : null
			}
		>
			<AdminSearch
				id="leads-search"
				label="Rechercher un lead"
				placeholder="Nom, email, entreprise, fonction…"
				search={search}
				exportHref={`/admin/leads/export.csv${leadsQueryString({ search })}`}
			/>
			<AdminTable
				label="Leads"
				className="mt-6"
				columns={columns}
				actions
				minWidth="min-w-[1100px]"
				placeholder={
					loading ? (
						<span role="status">Chargement...</span>
					) : rows.length === 0 ? (
						search ? (
							'Aucun lead ne correspond à votre recherche'
						) : (
							'Aucun lead pour le moment'
						)
					) : undefined
				}
			>
				{rows.map((row) => (
					<tr key={row.id} className="hover:bg-surface/60">
						<td className="whitespace-nowrap px-4 py-3 tabular text-muted">{formatDateTime(row.createdAt)}</td>
						<td className="px-4 py-3 font-medium">{`${row.firstName} ${row.lastName}`}</td>
						<td className="px-4 py-3">
							<a href={`mailto:${row.email}`} className="text-primary underline-offset-2 hover:underline">
								{row.email}
							</a>
							{row.emailFailed ? (
								<Badge tone="danger" className="ml-2 whitespace-nowrap">
									E-mail non remis
								</Badge>
							) : null}
						</td>
						<td className="px-4 py-3">{row.company}</td>
						<td className="px-4 py-3">{row.jobTitle}</td>
						<td className="whitespace-nowrap px-4 py-3 tabular">{row.phone}</td>
						<td className="whitespace-nowrap px-4 py-3">{whitepaperLabel(row.whitepaperType)}</td>
						<td className="px-4 py-3">
							{sourceLabel({
								utmSource: row.utmSource ?? null,
								utmMedium: row.utmMedium ?? null,
								referrerHost: row.referrerHost ?? null,
							})}
							{row.utmCampaign ? <span className="block text-xs text-muted">{row.utmCampaign}</span> : null}
							{row.sourcePage ? <span className="block text-xs text-muted">{row.sourcePage}</span> : null}
						</td>
						<td className="px-4 py-3 text-right">
							<DeleteRowLink current={current} id={row.id}>
								le lead de {`${row.firstName} ${row.lastName}`}
							</DeleteRowLink>
						</td>
					</tr>
				))}
			</AdminTable>
			<AdminPagination
				page={page}
				pageCount={pageCount}
				href={(target) => leadsQueryString({ search, page: target })}
			/>
		</AdminPage>
	)
}
