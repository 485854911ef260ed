import { ChevronLeft, ChevronRight, Download, Search, Trash2 } from 'lucide-react'
import * as React from 'react'
import { Form, Link } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'
import { AdminHeader, type AdminPath } from './admin-nav.tsx'

/** An admin screen: the area's header (navigation, title, one-line summary), then its content. */
export function AdminPage({
	current,
	title,
	userEmail,
	summary,
	children,
	after,
}: {
	current: AdminPath
	title: string
	userEmail: string
	summary?: React.ReactNode
	children: React.ReactNode
	/** Rendered outside the page's width (a confirmation dialog). */
	after?: React.ReactNode
}) {
	return (
		<section className="bg-surface py-10 lg:py-14">
			<div className="mx-auto w-full max-w-[1400px] px-5 md:px-8">
				<AdminHeader current={current} title={title} userEmail={userEmail}>
					{summary}
				</AdminHeader>
				{children}
			</div>
			{after}
		</section>
	)
}

/** A list's search (a GET form: it works without JavaScript) and its CSV export of what the search finds. */
export function AdminSearch({
	id,
	label,
	placeholder,
	search,
	exportHref,
}: {
	id: string
	label: string
	placeholder: string
	search: string
	exportHref: string
}) {
	return (
		<div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
			<Form method="get" role="search" className="flex w-full min-w-0 gap-2 sm:flex-1">
				<label htmlFor={id} className="sr-only">
					{label}
				</label>
				<input
					id={id}
					type="search"
					name="q"
					defaultValue={search}
					maxLength={100}
					placeholder={placeholder}
					className="min-h-11 min-w-0 flex-1 rounded-[var(--radius-input)] border border-border bg-white px-3.5 focus-visible:outline-2 focus-visible:outline-primary sm:max-w-md"
				/>
				<Button type="submit" className="relative shrink-0">
					<Search aria-hidden="true" />
					<span className="sr-only sm:not-sr-only">Rechercher</span>
				</Button>
			</Form>
			<a href={exportHref} className={buttonVariants({ variant: 'secondary', className: 'self-start' })} download>
				<Download aria-hidden="true" />
				Exporter en CSV
			</a>
		</div>
	)
}

/**
 * A framed table that scrolls sideways on a phone. The frame is positioned so that the
 * screen-reader-only labels inside stay within it (otherwise they widen the page).
 * `placeholder` (loading, or nothing found) is shown instead of the table.
 */
export function AdminTable({
	columns,
	actions = false,
	minWidth,
	placeholder,
	className,
	children,
}: {
	columns: string[]
	/** A last column of row actions, named for screen readers only. */
	actions?: boolean
	/** The table's width below which the frame scrolls, as a Tailwind class (`min-w-[960px]`). */
	minWidth: string
	placeholder?: React.ReactNode
	className?: string
	children?: React.ReactNode
}) {
	return (
		<div
			className={cn('relative overflow-x-auto rounded-[var(--radius-card)] border border-border bg-white', className)}
		>
			{placeholder ? (
				<p className="px-6 py-10 text-center text-muted">{placeholder}</p>
			) : (
				<table className={cn('w-full text-left text-sm', minWidth)}>
					<thead className="bg-surface text-xs uppercase tracking-wide text-muted">
						<tr>
							{columns.map((column) => (
								<th key={column} scope="col" className="px-4 py-3 font-semibold">
									{column}
								</th>
							))}
							{actions ? (
								<th scope="col" className="px-4 py-3">
									<span className="sr-only">Actions</span>
								</th>
							) : null}
						</tr>
					</thead>
					<tbody className="divide-y divide-border">{children}</tbody>
				</table>
			)}
		</div>
	)
}

/** `current` (a list's query string, or '') with `supprimer=<id>`: the URL that asks to confirm a deletion. */
function confirmDeleteHref(current: string, id: string): string {
	return `${current || '?'}${current ? '&' : ''}supprimer=${id}`
}

/** A row's « Supprimer »: a link to the confirmation, so that it works without JavaScript. */
export function DeleteRowLink({ current, id, children }: { current: string; id: string; children: React.ReactNode }) {
	return (
		<Link
			to={confirmDeleteHref(current, id)}
			preventScrollReset
			className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold text-danger hover:bg-danger/10"
		>
			<Trash2 aria-hidden="true" className="size-4" />
			Supprimer<span className="sr-only"> {children}</span>
		</Link>
	)
}

/** The deletion's confirmation, rendered by the server when the URL names a row: « Annuler » goes back to the list. */
export function ConfirmDeleteDialog({
	title,
	id,
	current,
	children,
}: {
	title: string
	id: string
	current: string
	children: React.ReactNode
}) {
	return (
		<div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4">
			<div
				role="alertdialog"
				aria-modal="true"
				aria-labelledby="delete-title"
				aria-describedby="delete-text"
				className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-6 shadow-2xl"
			>
				<h2 id="delete-title" className="text-h3 font-bold">
					{title}
				</h2>
				{/* A long address breaks anywhere rather than widening the page on a phone. */}
				<p id="delete-text" className="mt-3 text-muted [overflow-wrap:anywhere]">
					{children}
				</p>
				<Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
					<input type="hidden" name="intent" value="delete" />
					<input type="hidden" name="id" value={id} />
					<input type="hidden" name="back" value={current} />
					<Link
						to={current || '?'}
						preventScrollReset
						// oxlint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog puts focus on its safe choice
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
	)
}

/** « Précédent · Page n sur m · Suivant »; nothing for a single page. */
export function AdminPagination({
	page,
	pageCount,
	href,
}: {
	page: number
	pageCount: number
	href: (page: number) => string
}) {
	if (pageCount <= 1) return null
	const edge = (disabled: boolean) =>
		buttonVariants({ variant: 'secondary', size: 'sm', className: disabled ? 'pointer-events-none opacity-50' : '' })
	return (
		<nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
			<Link to={href(page - 1) || '?'} aria-disabled={page <= 1} className={edge(page <= 1)}>
				<ChevronLeft aria-hidden="true" />
				Précédent
			</Link>
			<p className="text-sm text-muted tabular">
				Page {page} sur {pageCount}
			</p>
			<Link to={href(page + 1)} aria-disabled={page >= pageCount} className={edge(page >= pageCount)}>
				Suivant
				<ChevronRight aria-hidden="true" />
			</Link>
		</nav>
	)
}
