import ExternalLink from 'lucide-react/icons/external-link'
import Send from 'lucide-react/icons/send'
import { Form, Link } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import type { NewsletterAnnouncementStatus } from '#app/db/schema.ts'
import { type AnnouncementDone, announcementDoneMessages } from '#app/features/newsletter/public.ts'
import type { AnnouncementActionError, listAnnouncements } from '#app/features/newsletter/public.server.ts'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import { toParisDateTimeInput } from '#app/lib/paris-time.ts'
import { AdminTable } from './admin-ui.tsx'

type Announcement = Awaited<ReturnType<typeof listAnnouncements>>[number]

export type AnnouncementPanelData = {
	announcement: Announcement
	/** Undefined when the article is no longer in the site. */
	preview?: { subject: string; text: string }
	confirmSend: boolean
	done?: AnnouncementDone
	confirmedCount: number
	minDueAt: string
}

const cell = 'px-4 py-3'
const dateCell = `${cell} whitespace-nowrap tabular text-muted`

const statusLabels: Record<NewsletterAnnouncementStatus, string> = {
	baseline: 'Référence (déjà en ligne, non envoyé)',
	scheduled: 'Programmée',
	cancelled: 'Annulée',
	released: 'Envoyée',
}

const panelHref = (id: string) => `/admin/newsletter?annonce=${id}`

function sendingTime(announcement: Announcement): string {
	if (announcement.status === 'released' && announcement.releasedAt)
		return `partie le ${formatDateTime(announcement.releasedAt)}`
	if (announcement.status === 'scheduled' && announcement.dueAt)
		return `prévue le ${formatDateTime(announcement.dueAt)}`
	return '—'
}

/**
 * The article announcements (docs/decisions/085-scheduled-announcements.md): each one's
 * state and counts, and for the one named in the URL its panel: preview, test, send
 * now, move, cancel. Every action is a plain form post: it works without JavaScript.
 */
export function AnnouncementsSection({
	announcements,
	panel,
	delayHours,
	userEmail,
	error,
}: {
	announcements: Announcement[]
	panel?: AnnouncementPanelData
	delayHours: number
	userEmail: string
	error?: AnnouncementActionError
}) {
	return (
		<>
			<h2 className="text-h3 mt-14 font-bold">Annonces d’articles</h2>
			<p className="mt-2 max-w-3xl text-muted">
				Chaque nouvel article est annoncé une fois aux abonnés confirmés, {formatNumber(delayHours)}&nbsp;heure
				{delayHours > 1 ? 's' : ''} après son apparition sur le site. D’ici là, vous pouvez prévisualiser l’e-mail, vous
				envoyer un test, l’envoyer tout de suite, déplacer son envoi ou l’annuler&nbsp;; sans action de votre part, il
				part à l’heure prévue. Les articles en ligne au premier démarrage de la newsletter servent de référence et ne
				sont pas envoyés.
			</p>
			<AdminTable
				label="Annonces d’articles"
				className="mt-6"
				columns={['Article', 'Apparu le', 'État', 'Envoi', 'En file', 'Envoyés', 'Échecs']}
				actions
				minWidth="min-w-[960px]"
				placeholder={announcements.length === 0 ? 'Aucune annonce pour le moment' : undefined}
			>
				{announcements.map((announcement) => (
					<tr key={announcement.id} aria-current={panel?.announcement.id === announcement.id ? 'true' : undefined}>
						<td className={cell}>
							<Link to={`/blog/${announcement.articleSlug}`} className="font-medium text-primary">
								{announcement.articleTitle}
							</Link>
						</td>
						<td className={dateCell}>{formatDateTime(announcement.createdAt)}</td>
						{announcement.status === 'baseline' ? (
							<td colSpan={5} className={`${cell} text-muted`}>
								{statusLabels.baseline}
							</td>
						) : (
							<>
								<td className={cell}>{statusLabels[announcement.status]}</td>
								<td className={dateCell}>{sendingTime(announcement)}</td>
								<td className={`${cell} tabular`}>{formatNumber(announcement.queued)}</td>
								<td className={`${cell} tabular`}>{formatNumber(announcement.sent)}</td>
								<td className={`${cell} tabular`}>{formatNumber(announcement.failed)}</td>
							</>
						)}
						<td className={`${cell} text-right`}>
							<Link
								to={`${panelHref(announcement.id)}#annonce`}
								className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-primary hover:bg-primary/10"
							>
								{announcement.status === 'scheduled' || announcement.status === 'cancelled' ? 'Gérer' : 'Aperçu'}
								<span className="sr-only"> l’annonce «&nbsp;{announcement.articleTitle}&nbsp;»</span>
							</Link>
						</td>
					</tr>
				))}
			</AdminTable>
			{panel ? <AnnouncementPanel panel={panel} userEmail={userEmail} error={error} /> : null}
		</>
	)
}

function AnnouncementPanel({
	panel,
	userEmail,
	error,
}: {
	panel: AnnouncementPanelData
	userEmail: string
	error?: AnnouncementActionError
}) {
	const { announcement, preview, done, confirmedCount, minDueAt } = panel
	const open = announcement.status === 'scheduled' || announcement.status === 'cancelled'
	const action = panelHref(announcement.id)
	return (
		<section
			id="annonce"
			aria-labelledby="annonce-titre"
			className="mt-8 scroll-mt-28 rounded-[var(--radius-card)] border border-border bg-white p-5 md:p-8"
		>
			<h3 id="annonce-titre" className="text-h3 font-bold [overflow-wrap:anywhere]">
				Annonce&nbsp;: {announcement.articleTitle}
			</h3>
			{done ? (
				<p role="status" className="mt-4 rounded-lg bg-primary/10 px-4 py-3 font-medium text-primary-strong">
					{announcementDoneMessages[done]}
				</p>
			) : null}
			{error ? (
				<p role="alert" className="mt-4 rounded-lg bg-danger/10 px-4 py-3 font-medium text-danger">
					{error.announcementError}
				</p>
			) : null}
			<p className="mt-4">
				{announcement.status === 'scheduled' && announcement.dueAt ? (
					<>
						Envoi prévu le <strong className="tabular">{formatDateTime(announcement.dueAt)}</strong> (heure de Paris)
						aux abonnés confirmés, {formatNumber(confirmedCount)} à ce jour.
					</>
				) : announcement.status === 'cancelled' ? (
					<>Envoi annulé&nbsp;: cette annonce ne part pas tant que vous ne la reprogrammez pas ou ne l’envoyez pas.</>
				) : announcement.status === 'released' ? (
					<>
						Partie le {announcement.releasedAt ? formatDateTime(announcement.releasedAt) : '—'}&nbsp;:{' '}
						{formatNumber(announcement.sent)} envoyé{announcement.sent > 1 ? 's' : ''},{' '}
						{formatNumber(announcement.queued)} en file, {formatNumber(announcement.failed)} échec
						{announcement.failed > 1 ? 's' : ''}.
					</>
				) : (
					<>Article déjà en ligne au premier démarrage de la newsletter&nbsp;: il n’a pas été annoncé.</>
				)}
			</p>

			{preview ? (
				<div className="mt-6 flex flex-wrap items-end gap-3">
					<Form method="post" action={action} preventScrollReset>
						<input type="hidden" name="intent" value="announcement-test" />
						<input type="hidden" name="id" value={announcement.id} />
						<Button type="submit" variant="secondary">
							<Send aria-hidden="true" />
							M’envoyer un test
						</Button>
					</Form>
					{open ? (
						<Link to={`${action}&envoyer=1#annonce`} preventScrollReset className={buttonVariants()}>
							Envoyer maintenant
						</Link>
					) : null}
					{announcement.status === 'scheduled' ? (
						<Form method="post" action={action} preventScrollReset>
							<input type="hidden" name="intent" value="announcement-cancel" />
							<input type="hidden" name="id" value={announcement.id} />
							<Button type="submit" variant="ghost" className="text-danger">
								Annuler l’envoi
							</Button>
						</Form>
					) : null}
				</div>
			) : null}
			{preview ? (
				<p className="mt-2 text-sm text-muted">
					Le test part vers {userEmail}, marqué «&nbsp;[Test]&nbsp;» et sans compter dans les envois.
				</p>
			) : null}

			{open ? (
				<Form
					method="post"
					action={action}
					preventScrollReset
					className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3"
				>
					<input type="hidden" name="intent" value="announcement-move" />
					<input type="hidden" name="id" value={announcement.id} />
					<div className="flex flex-col gap-1">
						<label htmlFor="annonce-date" className="text-sm font-semibold">
							{announcement.status === 'cancelled' ? 'Reprogrammer le' : 'Déplacer l’envoi au'} (heure de Paris)
						</label>
						<input
							id="annonce-date"
							type="datetime-local"
							name="dueAt"
							required
							min={minDueAt}
							defaultValue={announcement.dueAt ? toParisDateTimeInput(announcement.dueAt) : undefined}
							className="min-h-11 rounded-[var(--radius-input)] border border-border bg-white px-3.5 tabular focus-visible:outline-2 focus-visible:outline-primary"
						/>
					</div>
					<Button type="submit" variant="secondary" className="self-start sm:self-auto">
						{announcement.status === 'cancelled' ? 'Reprogrammer' : 'Déplacer'}
					</Button>
				</Form>
			) : null}

			<h4 className="mt-10 text-lg font-bold">Aperçu de l’e-mail</h4>
			{preview ? (
				<>
					<dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
						<dt className="font-semibold">Objet</dt>
						<dd className="[overflow-wrap:anywhere]">{preview.subject}</dd>
						<dt className="font-semibold">Lien de désinscription</dt>
						<dd>un exemple ici, propre à chaque abonné dans l’e-mail envoyé</dd>
					</dl>
					<iframe
						src={`/admin/newsletter/apercu/${announcement.id}`}
						title={`Aperçu de l’e-mail «\u00a0${announcement.articleTitle}\u00a0»`}
						// No script may run in it (its own policy says the same); links open outside the frame.
						sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
						className="mt-4 h-[760px] w-full max-w-[680px] rounded-lg border border-border bg-surface"
					/>
					<p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
						<a
							href={`/admin/newsletter/apercu/${announcement.id}`}
							target="_blank"
							rel="noreferrer"
							className="inline-flex items-center gap-1 font-semibold text-primary"
						>
							Ouvrir l’aperçu dans un nouvel onglet
							<ExternalLink aria-hidden="true" className="size-4" />
						</a>
					</p>
					<details className="mt-4 max-w-[680px]">
						<summary className="cursor-pointer font-semibold">Version texte</summary>
						<pre className="mt-2 overflow-x-auto rounded-lg bg-surface p-4 text-sm whitespace-pre-wrap">
							{preview.text}
						</pre>
					</details>
				</>
			) : (
				<p className="mt-3 text-muted">Aperçu indisponible&nbsp;: l’article n’est plus dans le site.</p>
			)}
		</section>
	)
}

/** « Envoyer maintenant »'s confirmation, rendered by the server when the URL asks for it. */
export function ConfirmSendDialog({ panel }: { panel: AnnouncementPanelData }) {
	const { announcement, confirmedCount } = panel
	const back = `${panelHref(announcement.id)}#annonce`
	return (
		<div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4">
			<div
				role="alertdialog"
				aria-modal="true"
				aria-labelledby="send-title"
				aria-describedby="send-text"
				className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-6 shadow-2xl"
			>
				<h2 id="send-title" className="text-h3 font-bold">
					Envoyer cette annonce maintenant&nbsp;?
				</h2>
				<p id="send-text" className="mt-3 text-muted [overflow-wrap:anywhere]">
					«&nbsp;{announcement.articleTitle}&nbsp;» part tout de suite aux abonnés confirmés (
					{formatNumber(confirmedCount)} à ce jour). Un e-mail parti ne peut pas être repris.
				</p>
				<Form method="post" action={panelHref(announcement.id)} className="mt-6 flex flex-wrap justify-end gap-3">
					<input type="hidden" name="intent" value="announcement-send" />
					<input type="hidden" name="id" value={announcement.id} />
					<Link
						to={back}
						preventScrollReset
						// oxlint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog puts focus on its safe choice
						autoFocus
						className={buttonVariants({ variant: 'secondary' })}
					>
						Revenir
					</Link>
					<button type="submit" className={buttonVariants()}>
						Envoyer maintenant
					</button>
				</Form>
			</div>
		</div>
	)
}
