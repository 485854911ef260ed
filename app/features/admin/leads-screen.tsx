import ClipboardPen from 'lucide-react/icons/clipboard-pen'
import Download from 'lucide-react/icons/download'
import Search from 'lucide-react/icons/search'
import { Form, Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { leadKinds, leadStatuses } from '#app/content/identifiers.ts'
import { contactSubjectLabels } from '#app/content/contact.ts'
import { labelOf, leadKindLabels, leadStatusLabels } from '#app/content/leads.ts'
import { whitepaperLabel } from '#app/content/whitepapers.ts'
import { sourceLabel } from '#app/features/leads/public.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import {
	AdminPage,
	AdminPagination,
	AdminTable,
	ConfirmDeleteDialog,
	DeleteRowLink,
	useListLoading,
} from './admin-ui.tsx'
import { isFiltered, type LeadRow, leadName, type LeadsQuery, leadsQueryString, NO_OWNER } from './leads-query.ts'

export type LeadsScreenData = {
	rows: LeadRow[]
	total: number
	page: number
	pageCount: number
	query: LeadsQuery
	/** The accounts a lead can be given to (the owner filter). */
	admins: { id: string; email: string }[]
	user: { email: string }
	confirmDelete?: LeadRow
}

const columns = [
	'Date',
	'Type',
	'Nom',
	'Email',
	'Entreprise',
	'Fonction',
	'Téléphone',
	'Livre blanc',
	'Source',
	'Statut',
	'Responsable',
]

/** The screen's title: the specification's for the white papers, the kind's otherwise. */
const titles = {
	all: 'Leads - Toutes les demandes',
	whitepaper: 'Leads - Téléchargements de livres blancs',
	contact: 'Leads - Demandes de contact',
	'roi-estimate': 'Leads - Estimations de ROI',
} as const

export function leadsTitle(kind: LeadsQuery['kind']): string {
	return titles[kind ?? 'all']
}

const selectClassName =
	'min-h-11 rounded-[var(--radius-input)] border border-border bg-white px-3 focus-visible:outline-2 focus-visible:outline-primary'

/** The search and the three filters: one GET form, so the URL holds them and it works without JavaScript. */
function LeadsFilters({ query, admins }: { query: LeadsQuery; admins: LeadsScreenData['admins'] }) {
	return (
		<div className="mt-8 flex flex-col gap-3 lg:flex-row lg:items-end">
			<Form
				method="get"
				role="search"
				aria-label="Rechercher et filtrer les leads"
				className="flex flex-1 flex-wrap items-end gap-3"
			>
				<div className="flex min-w-0 flex-1 basis-64 flex-col">
					<label htmlFor="leads-search" className="mb-1 text-sm font-semibold">
						Rechercher un lead
					</label>
					<input
						id="leads-search"
						type="search"
						name="q"
						defaultValue={query.search}
						maxLength={100}
						placeholder="Nom, email, entreprise, fonction…"
						className="min-h-11 min-w-0 rounded-[var(--radius-input)] border border-border bg-white px-3.5 focus-visible:outline-2 focus-visible:outline-primary"
					/>
				</div>
				<div className="flex flex-col">
					<label htmlFor="leads-status" className="mb-1 text-sm font-semibold">
						Statut
					</label>
					<select id="leads-status" name="statut" defaultValue={query.status ?? ''} className={selectClassName}>
						<option value="">Tous</option>
						{leadStatuses.map((status) => (
							<option key={status} value={status}>
								{leadStatusLabels[status]}
							</option>
						))}
					</select>
				</div>
				{/* A width of its own: sized by its longest option (an admin's e-mail), it would push
				    the search box around as admins are added. */}
				<div className="flex w-full flex-col sm:w-56">
					<label htmlFor="leads-owner" className="mb-1 text-sm font-semibold">
						Responsable
					</label>
					<select
						id="leads-owner"
						name="responsable"
						defaultValue={query.owner ?? ''}
						className={`${selectClassName} w-full`}
					>
						<option value="">Tous</option>
						<option value={NO_OWNER}>Sans responsable</option>
						{admins.map((admin) => (
							<option key={admin.id} value={admin.id}>
								{admin.email}
							</option>
						))}
					</select>
				</div>
				<div className="flex flex-col">
					<label htmlFor="leads-kind" className="mb-1 text-sm font-semibold">
						Type
					</label>
					<select id="leads-kind" name="type" defaultValue={query.kind ?? ''} className={selectClassName}>
						<option value="">Tous</option>
						{leadKinds.map((kind) => (
							<option key={kind} value={kind}>
								{leadKindLabels[kind]}
							</option>
						))}
					</select>
				</div>
				<Button type="submit" className="relative shrink-0">
					<Search aria-hidden="true" />
					Rechercher
				</Button>
				{isFiltered(query) ? (
					<Link to="/admin/leads" className={buttonVariants({ variant: 'ghost' })}>
						Tout afficher
					</Link>
				) : null}
			</Form>
			<a
				href={`/admin/leads/export.csv${leadsQueryString({ ...query, page: undefined })}`}
				className={buttonVariants({ variant: 'secondary', className: 'self-start lg:self-end' })}
				download
			>
				<Download aria-hidden="true" />
				Exporter en CSV
			</a>
		</div>
	)
}

/** What the lead is about, under its kind: the contact subject or the estimate's reading. */
function kindDetail(row: LeadRow): string | null {
	if (row.kind === 'contact' && row.subject) return labelOf(contactSubjectLabels, row.subject)
	if (row.kind === 'roi-estimate') return row.estimateSummary ?? null
	return null
}

/** The admin leads table: every kind, search and filters, pages, CSV export, deletion with a confirmation that works without JavaScript. */
export function LeadsScreen({ rows, total, page, pageCount, query, admins, user, confirmDelete }: LeadsScreenData) {
	const loading = useListLoading('/admin/leads')
	const current = leadsQueryString(query)
	return (
		<AdminPage
			current="/admin/leads"
			title={leadsTitle(query.kind)}
			userEmail={user.email}
			summary={
				<>
					{formatNumber(total)} lead{total > 1 ? 's' : ''}
					{query.search ? ` pour «\u00a0${query.search}\u00a0»` : ''}
				</>
			}
			after={
				confirmDelete ? (
					<ConfirmDeleteDialog title={'Supprimer ce lead\u00a0?'} id={confirmDelete.id} current={current}>
						{`${leadName(confirmDelete)} (${confirmDelete.email})`} sera définitivement supprimé, avec ses notes. Cette
						action est irréversible.
					</ConfirmDeleteDialog>
				) : null
			}
		>
			<LeadsFilters query={query} admins={admins} />
			<AdminTable
				label="Leads"
				className="mt-6"
				columns={columns}
				actions
				dense
				minWidth="min-w-[1200px]"
				placeholder={
					loading ? (
						<span role="status">Chargement...</span>
					) : rows.length === 0 ? (
						isFiltered(query) ? (
							'Aucun lead ne correspond à votre recherche'
						) : (
							'Aucun lead pour le moment'
						)
					) : undefined
				}
			>
				{rows.map((row) => {
					const detail = kindDetail(row)
					return (
						<tr key={row.id} className="hover:bg-surface/60">
							<td className="px-2.5 py-3 tabular text-muted">{formatDateTime(row.createdAt)}</td>
							<td className="px-2.5 py-3">
								<span className="font-medium">{labelOf(leadKindLabels, row.kind ?? 'whitepaper')}</span>
								{detail ? <span className="block text-xs text-muted">{detail}</span> : null}
							</td>
							<td className="px-2.5 py-3 font-medium">
								<Link to={`/admin/leads/${row.id}`} className="text-primary underline-offset-2 hover:underline">
									{leadName(row)}
									<span className="sr-only"> : voir le suivi</span>
								</Link>
							</td>
							<td className="px-2.5 py-3">
								<a href={`mailto:${row.email}`} className="text-primary underline-offset-2 hover:underline">
									<EmailText email={row.email} />
								</a>
								{row.emailFailed ? (
									<Badge tone="danger" className="ml-2 whitespace-nowrap">
										E-mail non remis
									</Badge>
								) : null}
							</td>
							<td className="px-2.5 py-3">{row.company}</td>
							<td className="px-2.5 py-3">{row.jobTitle ?? '—'}</td>
							<td className="whitespace-nowrap px-2.5 py-3 tabular">{row.phone ?? '—'}</td>
							<td className="px-2.5 py-3">{row.whitepaperType ? whitepaperLabel(row.whitepaperType) : '—'}</td>
							<td className="px-2.5 py-3">
								{sourceLabel({
									utmSource: row.utmSource ?? null,
									utmMedium: row.utmMedium ?? null,
									referrerHost: row.referrerHost ?? null,
								})}
								{row.utmCampaign ? <span className="block text-xs text-muted">{row.utmCampaign}</span> : null}
								{row.sourcePage ? <span className="block text-xs text-muted">{row.sourcePage}</span> : null}
							</td>
							<td className="whitespace-nowrap px-2.5 py-3">
								<StatusBadge status={row.status} />
							</td>
							<td className="px-2.5 py-3">
								{row.ownerEmail ? <EmailText email={row.ownerEmail} /> : <span className="text-muted">—</span>}
							</td>
							<td className="whitespace-nowrap px-2.5 py-3 text-right">
								<Link
									to={`/admin/leads/${row.id}`}
									title="Suivi"
									className="inline-flex size-9 items-center justify-center rounded-full text-primary hover:bg-primary/10"
								>
									<ClipboardPen aria-hidden="true" className="size-4" />
									<span className="sr-only">Suivi du lead de {leadName(row)}</span>
								</Link>
								<DeleteRowLink current={current} id={row.id} iconOnly>
									le lead de {leadName(row)}
								</DeleteRowLink>
							</td>
						</tr>
					)
				})}
			</AdminTable>
			<AdminPagination
				page={page}
				pageCount={pageCount}
				href={(target) => leadsQueryString({ ...query, page: target })}
			/>
		</AdminPage>
	)
}

const statusTones = {
	nouveau: 'primary',
	contacte: 'neutral',
	qualifie: 'accent',
	gagne: 'success',
	perdu: 'danger',
} as const

/** A lead's status as a badge (nouveau when none). */
export function StatusBadge({ status }: { status?: string | null }) {
	const value = (status ?? 'nouveau') as keyof typeof statusTones
	return <Badge tone={statusTones[value] ?? 'neutral'}>{labelOf(leadStatusLabels, value)}</Badge>
}

/** An address that may wrap before its « @ » in a narrow column (its text unchanged). */
function EmailText({ email }: { email: string }) {
	const at = email.lastIndexOf('@')
	if (at <= 0) return email
	return (
		<>
			{email.slice(0, at)}
			<wbr />
			{email.slice(at)}
		</>
	)
}
