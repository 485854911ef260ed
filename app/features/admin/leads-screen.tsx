import { ChevronLeft, ChevronRight, Download, Search, Trash2 } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { whitepaperLabel } from '#app/content/whitepapers.ts'
import { sourceLabel } from '#app/features/leads/attribution.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import { AdminHeader } from './admin-nav.tsx'
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

/** The admin leads table: search, pages, CSV export, deletion with a confirmation that works without JavaScript. */
export function LeadsScreen({ rows, total, page, pageCount, search, user, confirmDelete }: LeadsScreenData) {
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/leads'
	const current = leadsQueryString({ search, page })
	return (
		<section className="bg-surface py-10 lg:py-14">
			<div className="mx-auto w-full max-w-[1400px] px-5 md:px-8">
				<AdminHeader current="/admin/leads" title="Leads - Téléchargements de livres blancs" userEmail={user.email}>
					{formatNumber(total)} lead{total > 1 ? 's' : ''}
					{search ? ` pour « ${search} »`.replace('« ', '«\u00a0').replace(' »', '\u00a0»') : ''}
				</AdminHeader>
				<div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
					<Form method="get" role="search" className="flex w-full min-w-0 gap-2 sm:flex-1">
						<label htmlFor="leads-search" className="sr-only">
							Rechercher un lead
						</label>
						<input
							id="leads-search"
							type="search"
							name="q"
							defaultValue={search}
							maxLength={100}
							placeholder="Nom, email, entreprise, fonction…"
							className="min-h-11 min-w-0 flex-1 rounded-[var(--radius-input)] border border-border bg-white px-3.5 focus-visible:outline-2 focus-visible:outline-primary sm:max-w-md"
						/>
						<Button type="submit" className="relative shrink-0">
							<Search aria-hidden="true" />
							<span className="sr-only sm:not-sr-only">Rechercher</span>
						</Button>
					</Form>
					<a
						href={`/admin/leads/export.csv${leadsQueryString({ search })}`}
						className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
						download
					>
						<Download aria-hidden="true" />
						Exporter en CSV
					</a>
				</div>
				<div className="relative mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-border bg-white">
					{loading ? (
						<p className="px-6 py-10 text-center text-muted" role="status">
							Chargement...
						</p>
					) : rows.length === 0 ? (
						<p className="px-6 py-10 text-center text-muted">
							{search ? 'Aucun lead ne correspond à votre recherche' : 'Aucun lead pour le moment'}
						</p>
					) : (
						<table className="w-full min-w-[1100px] text-left text-sm">
							<thead className="bg-surface text-xs uppercase tracking-wide text-muted">
								<tr>
									{['Date', 'Nom', 'Email', 'Entreprise', 'Fonction', 'Téléphone', 'Livre blanc', 'Source'].map(
										(column) => (
											<th key={column} scope="col" className="px-4 py-3 font-semibold">
												{column}
											</th>
										),
									)}
									<th scope="col" className="px-4 py-3">
										<span className="sr-only">Actions</span>
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-border">
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
											<Link
												to={`${current || '?'}${current ? '&' : ''}supprimer=${row.id}`}
												preventScrollReset
												className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-danger hover:bg-danger/10"
											>
												<Trash2 aria-hidden="true" className="size-4" />
												Supprimer<span className="sr-only"> le lead de {`${row.firstName} ${row.lastName}`}</span>
											</Link>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					)}
				</div>
				{pageCount > 1 ? (
					<nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
						<Link
							to={leadsQueryString({ search, page: page - 1 }) || '?'}
							aria-disabled={page <= 1}
							className={buttonVariants({
								variant: 'secondary',
								size: 'sm',
								className: page <= 1 ? 'pointer-events-none opacity-50' : '',
							})}
						>
							<ChevronLeft aria-hidden="true" />
							Précédent
						</Link>
						<p className="text-sm text-muted tabular">
							Page {page} sur {pageCount}
						</p>
						<Link
							to={leadsQueryString({ search, page: page + 1 })}
							aria-disabled={page >= pageCount}
							className={buttonVariants({
								variant: 'secondary',
								size: 'sm',
								className: page >= pageCount ? 'pointer-events-none opacity-50' : '',
							})}
						>
							Suivant
							<ChevronRight aria-hidden="true" />
						</Link>
					</nav>
				) : null}
			</div>
			{confirmDelete ? (
				<div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4">
					<div
						role="alertdialog"
						aria-modal="true"
						aria-labelledby="delete-title"
						aria-describedby="delete-text"
						className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-6 shadow-2xl"
					>
						<h2 id="delete-title" className="text-h3 font-bold">
							Supprimer ce lead&nbsp;?
						</h2>
						<p id="delete-text" className="mt-3 text-muted [overflow-wrap:anywhere]">
							{`${confirmDelete.firstName} ${confirmDelete.lastName} (${confirmDelete.email})`} sera définitivement
							supprimé. Cette action est irréversible.
						</p>
						<Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
							<input type="hidden" name="intent" value="delete" />
							<input type="hidden" name="id" value={confirmDelete.id} />
							<input type="hidden" name="back" value={current} />
							<Link
								to={current || '?'}
								preventScrollReset
								autoFocus
								className={buttonVariants({ variant: 'secondary' })}
							>
								Annuler
							</Link>
							<button type="submit" className={buttonVariants({ variant: 'destructive' })}>
								Supprimer définitivement
							</button>
						</Form>
					</div>
				</div>
			) : null}
		</section>
	)
}
