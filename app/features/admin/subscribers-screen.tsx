import type {
	AnnouncementActionError,
	listAnnouncements,
	listSubscribers,
} from '#app/features/newsletter/public.server.ts'
import { subscriberStatusLabels } from '#app/features/newsletter/public.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import { type AnnouncementPanelData, AnnouncementsSection, ConfirmSendDialog } from './announcements-section.tsx'
import { AdminPage, AdminPagination, AdminSearch, AdminTable, ConfirmDeleteDialog, DeleteRowLink } from './admin-ui.tsx'
import { leadsQueryString } from './leads-query.ts'

type Subscribers = Awaited<ReturnType<typeof listSubscribers>>
type SubscriberRow = Subscribers['rows'][number]

export type SubscribersScreenData = Subscribers & {
	search: string
	userEmail: string
	announcements: Awaited<ReturnType<typeof listAnnouncements>>
	/** The announcement named in the URL: its preview and actions. */
	announcementPanel?: AnnouncementPanelData
	announcementError?: AnnouncementActionError
	delayHours: number
	confirmDelete?: SubscriberRow
}

const cell = 'px-4 py-3'
const dateCell = `${cell} whitespace-nowrap tabular text-muted`

/** The newsletter's subscribers (search, CSV export, deletion) and its article announcements (announcements-section.tsx). */
export function SubscribersScreen({
	rows,
	total,
	page,
	pageCount,
	search,
	userEmail,
	announcements,
	announcementPanel,
	announcementError,
	delayHours,
	confirmDelete,
}: SubscribersScreenData) {
	const current = leadsQueryString({ search, page })
	return (
		<AdminPage
			current="/admin/newsletter"
			title="Newsletter - Abonnés"
			userEmail={userEmail}
			summary={
				<>
					{formatNumber(total)} adresse{total > 1 ? 's' : ''}
					{search ? ` pour «\u00a0${search}\u00a0»` : ''}
				</>
			}
			after={
				confirmDelete ? (
					<ConfirmDeleteDialog title={'Supprimer cet abonné\u00a0?'} id={confirmDelete.id} current={current}>
						{confirmDelete.email} et la preuve de son consentement seront définitivement supprimés.
					</ConfirmDeleteDialog>
				) : announcementPanel?.confirmSend ? (
					<ConfirmSendDialog panel={announcementPanel} />
				) : null
			}
		>
			<AdminSearch
				id="subscribers-search"
				label="Rechercher un abonné"
				placeholder="Adresse e-mail…"
				search={search}
				exportHref={`/admin/newsletter/export.csv${leadsQueryString({ search })}`}
			/>
			<AdminTable
				label="Abonnés"
				className="mt-6"
				columns={['Email', 'Statut', 'Inscription', 'Confirmation', 'Désinscription', 'Page']}
				actions
				minWidth="min-w-[960px]"
				placeholder={
					rows.length === 0
						? search
							? 'Aucun abonné ne correspond à votre recherche'
							: 'Aucun abonné pour le moment'
						: undefined
				}
			>
				{rows.map((row) => (
					<tr key={row.id}>
						<td className={`${cell} font-medium`}>{row.email}</td>
						<td className={cell}>{subscriberStatusLabels[row.status]}</td>
						<td className={dateCell}>{formatDateTime(row.consentAt)}</td>
						<td className={dateCell}>{row.confirmedAt ? formatDateTime(row.confirmedAt) : '—'}</td>
						<td className={dateCell}>
							{row.unsubscribedAt && row.status === 'unsubscribed' ? formatDateTime(row.unsubscribedAt) : '—'}
						</td>
						<td className={cell}>{row.sourcePage}</td>
						<td className={`${cell} text-right`}>
							<DeleteRowLink current={current} id={row.id}>
								l’abonné {row.email}
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

			<AnnouncementsSection
				announcements={announcements}
				panel={announcementPanel}
				delayHours={delayHours}
				userEmail={userEmail}
				error={announcementError}
			/>
		</AdminPage>
	)
}
