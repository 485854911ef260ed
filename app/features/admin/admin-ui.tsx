import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Download from 'lucide-react/icons/download'
import Search from 'lucide-react/icons/search'
import Trash2 from 'lucide-react/icons/trash'
import * as React from 'react'
import { Form, Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
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
 * A framed table that scrolls sideways on a phone. The frame is a named region that the
 * keyboard can reach and scroll (arrow keys), and while columns are hidden on the right
 * it says so: a fade over the edge and « Faites défiler → ». It is positioned so that the
 * screen-reader-only labels inside stay within it (otherwise they widen the page).
 * `placeholder` (loading, or nothing found) is shown instead of the table.
 */
export function AdminTable({
	label = 'Tableau',
	columns,
	actions = false,
	minWidth,
	dense = false,
	placeholder,
	className,
	children,
}: {
	/** The region's name for assistive technologies (« Leads », « Journal d’audit »…). */
	label?: string
	columns: string[]
	/** A last column of row actions, named for screen readers only. */
	actions?: boolean
	/** The table's width below which the frame scrolls, as a Tailwind class (`min-w-[960px]`). */
	minWidth: string
	/** Narrower cells (`px-2.5`, which the rows use too), for a table of many columns. */
	dense?: boolean
	placeholder?: React.ReactNode
	className?: string
	children?: React.ReactNode
}) {
	const frame = React.useRef<HTMLDivElement>(null)
	const moreOnTheRight = useMoreOnTheRight(frame)
	const frameClass = 'relative overflow-x-auto rounded-[var(--radius-card)] border border-border bg-white'
	if (placeholder)
		return (
			<div className={cn(frameClass, className)}>
				<p className="px-6 py-10 text-center text-muted">{placeholder}</p>
			</div>
		)
	return (
		<div className={cn('relative', className)}>
			<div
				ref={frame}
				role="region"
				aria-label={label}
				// Reachable by keyboard, so that it can be scrolled with the arrow keys.
				// oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
				tabIndex={0}
				className={cn(
					frameClass,
					'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)',
				)}
			>
				<table className={cn('w-full text-left text-sm', minWidth)}>
					<thead className="bg-surface text-xs uppercase tracking-wide text-muted">
						<tr>
							{columns.map((column) => (
								<th key={column} scope="col" className={cn('py-3 font-semibold', dense ? 'px-2.5' : 'px-4')}>
									{column}
								</th>
							))}
							{actions ? (
								<th scope="col" className={cn('py-3', dense ? 'px-2.5' : 'px-4')}>
									<span className="sr-only">Actions</span>
								</th>
							) : null}
						</tr>
					</thead>
					<tbody className="divide-y divide-border">{children}</tbody>
				</table>
			</div>
			{moreOnTheRight ? (
				<>
					<span
						aria-hidden="true"
						data-scroll-fade=""
						className="pointer-events-none absolute inset-y-px right-px w-20 rounded-r-[var(--radius-card)] bg-linear-to-l from-white via-white/80 to-white/0"
					/>
					<span
						aria-hidden="true"
						data-scroll-hint=""
						className="pointer-events-none absolute right-3 top-2 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white shadow-md"
					>
						Faites défiler →
					</span>
				</>
			) : null}
		</div>
	)
}

/** Whether the frame hides columns on its right: it overflows and is not scrolled to its end. */
function useMoreOnTheRight(frame: React.RefObject<HTMLDivElement | null>): boolean {
	const [more, setMore] = React.useState(false)
	React.useEffect(() => {
		const element = frame.current
		if (!element) return
		const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 2)
		measure()
		element.addEventListener('scroll', measure, { passive: true })
		const observer = new ResizeObserver(measure)
		observer.observe(element)
		return () => {
			element.removeEventListener('scroll', measure)
			observer.disconnect()
		}
	}, [frame])
	return more
}

/** The URL parameter that names the row whose deletion is to be confirmed. */
const CONFIRM_PARAM = 'supprimer'

/** `current` (a list's query string, or '') with `supprimer=<id>`: the URL that asks to confirm a deletion. */
function confirmDeleteHref(current: string, id: string): string {
	return `${current || '?'}${current ? '&' : ''}${CONFIRM_PARAM}=${id}`
}

/**
 * A row's « Supprimer »: a link to the confirmation, so that it works without JavaScript.
 * `iconOnly` (a table of many columns): the bin alone, its name for screen readers and
 * as a tooltip.
 */
export function DeleteRowLink({
	current,
	id,
	iconOnly = false,
	children,
}: {
	current: string
	id: string
	iconOnly?: boolean
	children: React.ReactNode
}) {
	return (
		<Link
			to={confirmDeleteHref(current, id)}
			preventScrollReset
			data-delete-row={id}
			title={iconOnly ? 'Supprimer' : undefined}
			className={cn(
				'inline-flex min-h-9 items-center gap-1 rounded-full text-sm font-semibold text-danger hover:bg-danger/10',
				iconOnly ? 'min-w-9 justify-center' : 'px-3',
			)}
		>
			<Trash2 aria-hidden="true" className="size-4" />
			<span className={iconOnly ? 'sr-only' : undefined}>Supprimer</span>
			<span className="sr-only"> {children}</span>
		</Link>
	)
}

/**
 * Closing the deletion's confirmation only takes `supprimer` out of the URL: the list on
 * screen is still right, so the route does not load it again (a list route's
 * `shouldRevalidate`), and the row's « Supprimer » is still there to take the focus back.
 */
export function keepListOnConfirmClose({
	currentUrl,
	nextUrl,
	formMethod,
	defaultShouldRevalidate,
}: {
	currentUrl: URL
	nextUrl: URL
	formMethod?: string
	defaultShouldRevalidate: boolean
}): boolean {
	if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate
	if (nextUrl.searchParams.has(CONFIRM_PARAM) || currentUrl.pathname !== nextUrl.pathname)
		return defaultShouldRevalidate
	return listSearch(currentUrl.search) === listSearch(nextUrl.search) ? false : defaultShouldRevalidate
}

/** A list's query string without the confirmation's parameter. */
function listSearch(search: string): string {
	const params = new URLSearchParams(search)
	params.delete(CONFIRM_PARAM)
	params.sort()
	return params.toString()
}

/** Whether the list itself is being loaded (another search or page), not a confirmation opened or closed. */
export function useListLoading(pathname: string): boolean {
	const navigation = useNavigation()
	const location = useLocation()
	return (
		navigation.state === 'loading' &&
		navigation.location.pathname === pathname &&
		listSearch(navigation.location.search) !== listSearch(location.search)
	)
}

/**
 * The deletion's confirmation, rendered by the server when the URL names a row, so that
 * it works without JavaScript (« Annuler » is a link back to the list, the deletion a form
 * post; the server's `<dialog open>` sits over the page, « Annuler » focused). With
 * JavaScript it becomes a modal `<dialog>`: the page behind is inert, Tab and Shift+Tab go
 * round its two controls, Escape closes it, and the focus goes back to the row's
 * « Supprimer ». Open is the URL's state: closing takes `supprimer` out of it.
 */
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
	const [searchParams] = useSearchParams()
	const open = searchParams.get(CONFIRM_PARAM) === id
	if (!open) return null
	return (
		<DeleteDialog title={title} id={id} listHref={current || '?'} current={current}>
			{children}
		</DeleteDialog>
	)
}

function DeleteDialog({
	title,
	id,
	listHref,
	current,
	children,
}: {
	title: string
	id: string
	listHref: string
	current: string
	children: React.ReactNode
}) {
	const dialogRef = React.useRef<HTMLDialogElement>(null)
	// Stable in a data router: the effect runs once per dialog.
	const navigate = useNavigate()
	React.useEffect(() => {
		const dialog = dialogRef.current
		if (!dialog) return
		// The server's dialog is open in the page; shown as modal, the rest of the page is inert.
		// (Taking the attribute away, unlike close(), queues no `close` event.)
		if (!dialog.matches(':modal')) {
			dialog.removeAttribute('open')
			dialog.showModal()
		}
		// Escape (the dialog's `cancel`, then `close`): back to the list without `supprimer`.
		const onClose = () => {
			if (new URLSearchParams(window.location.search).get(CONFIRM_PARAM) === id)
				void navigate(listHref, { preventScrollReset: true })
		}
		// The browser would let Tab leave a modal dialog for its own toolbar: go round instead.
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Tab') return
			const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
			const [first, last] = [controls[0], controls.at(-1)]
			if (!first || !last) return
			if (event.shiftKey && document.activeElement === first) {
				event.preventDefault()
				last.focus()
			} else if (!event.shiftKey && document.activeElement === last) {
				event.preventDefault()
				first.focus()
			}
		}
		dialog.addEventListener('close', onClose)
		dialog.addEventListener('keydown', onKeyDown)
		return () => {
			dialog.removeEventListener('close', onClose)
			dialog.removeEventListener('keydown', onKeyDown)
			// Closed (Escape, « Annuler »): the focus goes back to the row it came from.
			document.querySelector<HTMLElement>(`[data-delete-row="${CSS.escape(id)}"]`)?.focus()
		}
	}, [id, listHref, navigate])
	return (
		<div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4 has-[dialog:modal]:bg-transparent">
			<dialog
				ref={dialogRef}
				open
				role="alertdialog"
				aria-modal="true"
				aria-labelledby="delete-title"
				aria-describedby="delete-text"
				className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/60"
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
						to={listHref}
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
			</dialog>
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
