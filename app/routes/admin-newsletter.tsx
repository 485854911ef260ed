import { Download, Search, Trash2 } from 'lucide-react'
import { data, Form, Link, redirect, useLoaderData } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin-newsletter'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { getDb } from '#app/db/db.server.ts'
import { leadsQueryString, parseLeadsQuery } from '#app/features/admin/leads-query.ts'
import { AdminHeader } from '#app/features/admin/admin-nav.tsx'
import { requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { listAnnouncements } from '#app/features/newsletter/announcements.server.ts'
import { deleteSubscriber, listSubscribers } from '#app/features/newsletter/subscribers-admin.server.ts'
import { subscriberStatusLabels } from '#app/features/newsletter/subscribers-csv.ts'
import { recordAdminAction } from '#app/features/privacy/audit.server.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import { seo } from '#app/lib/seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	const url = new URL(request.url)
	const query = parseLeadsQuery(url.searchParams)
	const db = await getDb()
	const subscribers = await listSubscribers(db, query)
	await recordAdminAction(db, user, 'subscribers.view')
	const toDelete = z.uuid().safeParse(url.searchParams.get('supprimer'))
	return data(
		{
			...subscribers,
			search: query.search,
			userEmail: user.email,
			announcements: await listAnnouncements(db),
			confirmDelete: toDelete.success ? subscribers.rows.find((row) => row.id === toDelete.data) : undefined,
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	const form = await request.formData()
	const id = z.uuid().safeParse(form.get('id'))
	const back = String(form.get('back') ?? '').startsWith('?') ? String(form.get('back')) : ''
	if (form.get('intent') !== 'delete' || !id.success) return data({ error: 'Demande invalide' }, { status: 400 })
	const db = await getDb()
	if (await deleteSubscriber(db, id.data))
		await recordAdminAction(db, user, 'subscribers.delete', { targetId: id.data })
	return redirect(`/admin/newsletter${back}`)
}

const cell = 'px-4 py-3'

export default function AdminNewsletter() {
	const { rows, total, page, pageCount, search, userEmail, announcements, confirmDelete } =
		useLoaderData<typeof loader>()
	const current = leadsQueryString({ search, page })
	return (
		<section className="bg-surface py-10 lg:py-14">
			<div className="mx-auto w-full max-w-[1400px] px-5 md:px-8">
				<AdminHeader current="/admin/newsletter" title="Newsletter - Abonnés" userEmail={userEmail}>
					{formatNumber(total)} adresse{total > 1 ? 's' : ''}
					{search ? ` pour «\u00a0${search}\u00a0»` : ''}
				</AdminHeader>
				<div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
					<Form method="get" role="search" className="flex w-full min-w-0 gap-2 sm:flex-1">
						<label htmlFor="subscribers-search" className="sr-only">
							Rechercher un abonné
						</label>
						<input
							id="subscribers-search"
							type="search"
							name="q"
							defaultValue={search}
							maxLength={100}
							placeholder="Adresse e-mail…"
							className="min-h-11 min-w-0 flex-1 rounded-[var(--radius-input)] border border-border bg-white px-3.5 focus-visible:outline-2 focus-visible:outline-primary sm:max-w-md"
						/>
						<Button type="submit" className="shrink-0">
							<Search aria-hidden="true" />
							<span className="sr-only sm:not-sr-only">Rechercher</span>
						</Button>
					</Form>
					<a
						href={`/admin/newsletter/export.csv${leadsQueryString({ search })}`}
						className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
						download
					>
						<Download aria-hidden="true" />
						Exporter en CSV
					</a>
				</div>
				<div className="relative mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-border bg-white">
					{rows.length === 0 ? (
						<p className="px-6 py-10 text-center text-muted">
							{search ? 'Aucun abonné ne correspond à votre recherche' : 'Aucun abonné pour le moment'}
						</p>
					) : (
						<table className="w-full min-w-[960px] text-left text-sm">
							<thead className="bg-surface text-xs uppercase tracking-wide text-muted">
								<tr>
									{['Email', 'Statut', 'Inscription', 'Confirmation', 'Désinscription', 'Page'].map((column) => (
										<th key={column} scope="col" className={`${cell} font-semibold`}>
											{column}
										</th>
									))}
									<th scope="col" className={cell}>
										<span className="sr-only">Actions</span>
									</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-border">
								{rows.map((row) => (
									<tr key={row.id}>
										<td className={`${cell} font-medium`}>{row.email}</td>
										<td className={cell}>{subscriberStatusLabels[row.status]}</td>
										<td className={`${cell} whitespace-nowrap tabular text-muted`}>{formatDateTime(row.consentAt)}</td>
										<td className={`${cell} whitespace-nowrap tabular text-muted`}>
											{row.confirmedAt ? formatDateTime(row.confirmedAt) : '—'}
										</td>
										<td className={`${cell} whitespace-nowrap tabular text-muted`}>
											{row.unsubscribedAt && row.status === 'unsubscribed' ? formatDateTime(row.unsubscribedAt) : '—'}
										</td>
										<td className={cell}>{row.sourcePage}</td>
										<td className={`${cell} text-right`}>
											<Link
												to={`${current || '?'}${current ? '&' : ''}supprimer=${row.id}`}
												preventScrollReset
												className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-danger hover:bg-danger/10"
											>
												<Trash2 aria-hidden="true" className="size-4" />
												Supprimer<span className="sr-only"> l’abonné {row.email}</span>
											</Link>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					)}
				</div>
				{pageCount > 1 ? (
					<nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4 text-sm">
						{page > 1 ? <Link to={leadsQueryString({ search, page: page - 1 }) || '?'}>Précédent</Link> : <span />}
						<p className="text-muted tabular">
							Page {page} sur {pageCount}
						</p>
						{page < pageCount ? <Link to={leadsQueryString({ search, page: page + 1 })}>Suivant</Link> : <span />}
					</nav>
				) : null}

				<h2 className="text-h3 mt-14 font-bold">Annonces d’articles</h2>
				<p className="mt-2 text-muted">
					Chaque article publié est annoncé une fois aux abonnés confirmés. Les articles en ligne au premier démarrage
					de la newsletter servent de référence et ne sont pas envoyés.
				</p>
				<div className="relative mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-border bg-white">
					<table className="w-full min-w-[720px] text-left text-sm">
						<thead className="bg-surface text-xs uppercase tracking-wide text-muted">
							<tr>
								{['Article', 'Date', 'En file', 'Envoyés', 'Échecs'].map((column) => (
									<th key={column} scope="col" className={`${cell} font-semibold`}>
										{column}
									</th>
								))}
							</tr>
						</thead>
						<tbody className="divide-y divide-border">
							{announcements.map((announcement) => (
								<tr key={announcement.id}>
									<td className={cell}>
										<Link to={`/blog/${announcement.articleSlug}`} className="font-medium text-primary">
											{announcement.articleTitle}
										</Link>
									</td>
									<td className={`${cell} whitespace-nowrap tabular text-muted`}>
										{formatDateTime(announcement.createdAt)}
									</td>
									{announcement.baseline ? (
										<td colSpan={3} className={`${cell} text-muted`}>
											Référence (déjà en ligne, non envoyé)
										</td>
									) : (
										<>
											<td className={`${cell} tabular`}>{formatNumber(announcement.queued)}</td>
											<td className={`${cell} tabular`}>{formatNumber(announcement.sent)}</td>
											<td className={`${cell} tabular`}>{formatNumber(announcement.failed)}</td>
										</>
									)}
								</tr>
							))}
						</tbody>
					</table>
				</div>
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
							Supprimer cet abonné&nbsp;?
						</h2>
						{/* A long address breaks anywhere rather than widening the page on a phone. */}
						<p id="delete-text" className="mt-3 text-muted [overflow-wrap:anywhere]">
							{confirmDelete.email} et la preuve de son consentement seront définitivement supprimés.
						</p>
						<Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
							<input type="hidden" name="intent" value="delete" />
							<input type="hidden" name="id" value={confirmDelete.id} />
							<input type="hidden" name="back" value={current} />
							<Link to={current || '?'} preventScrollReset className={buttonVariants({ variant: 'secondary' })}>
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

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Newsletter - Abonnés',
		description: 'Espace administrateur : abonnés et annonces de la newsletter.',
		path: '/admin/newsletter',
		noindex: true,
	})
