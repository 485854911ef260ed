import ArrowLeft from 'lucide-react/icons/arrow-left'
import Trash2 from 'lucide-react/icons/trash'
import type * as React from 'react'
import { Form, Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { leadStatuses } from '#app/content/identifiers.ts'
import { contactSubjectLabels } from '#app/content/contact.ts'
import { labelOf, leadKindLabels, leadStatusLabels } from '#app/content/leads.ts'
import { whitepaperLabel } from '#app/content/whitepapers.ts'
import { sourceLabel } from '#app/features/leads/public.ts'
import { auditActionLabel } from '#app/features/privacy/public.ts'
import { fieldErrorsOf, type FormReply, formErrorOf, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { AdminPage, ConfirmDeleteDialog } from './admin-ui.tsx'
import { NOTE_MAX_LENGTH } from './follow-up-fields.ts'
import { type LeadRow, leadName } from './leads-query.ts'
import { StatusBadge } from './leads-screen.tsx'

/** An estimate's figures and inputs as label / value rows (app/features/roi/estimate-rows.ts, on the server). */
export type EstimateRows = { results: [string, string][]; inputs: [string, string][] }

export type LeadDetailData = {
	lead: LeadRow & { inputs: Record<string, number> | null }
	notes: { id: string; createdAt: Date; body: string; authorEmail: string | null; authorName: string | null }[]
	history: { id: string; at: Date; action: string; actorEmail: string | null }[]
	admins: { id: string; email: string; name: string }[]
	user: { email: string }
	confirmDelete: boolean
}

const box = 'rounded-[var(--radius-card)] border border-border bg-white p-6'
const selectClassName =
	'block min-h-11 w-full rounded-[var(--radius-input)] border border-muted/80 bg-white px-3 hover:border-ink focus-visible:outline-2 focus-visible:outline-primary'

function Details({ rows }: { rows: [string, React.ReactNode][] }) {
	return (
		<dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
			{rows.map(([label, value]) => (
				<div key={label} className="contents">
					<dt className="text-sm font-semibold text-muted">{label}</dt>
					<dd className="[overflow-wrap:anywhere]">{value}</dd>
				</div>
			))}
		</dl>
	)
}

function FormMessage({ message }: { message?: string }) {
	return message ? (
		<p
			role="alert"
			className="mt-4 rounded-[var(--radius-input)] bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
		>
			{message}
		</p>
	) : null
}

/** An ROI estimate's figures and inputs, as rows made on the server by calculateRoi and the calculator's formatting. */
function EstimateFigures({ rows }: { rows: EstimateRows }) {
	return (
		<div className="mt-6 grid gap-6 lg:grid-cols-2">
			<div>
				<h3 className="font-semibold">Résultats</h3>
				<div className="mt-3">
					<Details rows={rows.results} />
				</div>
			</div>
			<div>
				<h3 className="font-semibold">Données saisies</h3>
				<div className="mt-3 text-sm">
					<Details rows={rows.inputs} />
				</div>
			</div>
		</div>
	)
}

/**
 * A lead's page (/admin/leads/:id): its details by kind, the follow-up (status, owner),
 * the dated notes with their authors, the history of changes, and deletion. Plain forms
 * posted to the page: they work without JavaScript.
 */
export function LeadDetailScreen({
	data,
	reply,
	estimateRows,
}: {
	data: LeadDetailData
	reply?: FormReply<unknown>
	/** An ROI estimate's results and inputs. */
	estimateRows?: EstimateRows
}) {
	const { lead, notes, history, admins, user, confirmDelete } = data
	const followUpReply = reply?.formId === 'follow-up' ? reply : undefined
	const noteReply = reply?.formId === 'note' ? reply : undefined
	const followUpErrors = fieldErrorsOf(followUpReply)
	const noteErrors = fieldErrorsOf(noteReply)
	const posted = submittedValuesOf(followUpReply)
	const kind = lead.kind ?? 'whitepaper'
	const rows: [string, React.ReactNode][] = [
		['Reçu le', formatDateTime(lead.createdAt)],
		['Type', labelOf(leadKindLabels, kind)],
		...(lead.firstName ? ([['Nom', leadName(lead)]] as [string, string][]) : []),
		[
			'Email',
			<a key="email" href={`mailto:${lead.email}`} className="text-primary underline-offset-2 hover:underline">
				{lead.email}
			</a>,
		],
		['Entreprise', lead.company],
		...(lead.jobTitle ? ([['Fonction', lead.jobTitle]] as [string, string][]) : []),
		...(kind !== 'roi-estimate' ? ([['Téléphone', lead.phone ?? 'non renseigné']] as [string, string][]) : []),
		...(lead.whitepaperType ? ([['Livre blanc', whitepaperLabel(lead.whitepaperType)]] as [string, string][]) : []),
		...(lead.subject ? ([['Sujet', labelOf(contactSubjectLabels, lead.subject)]] as [string, string][]) : []),
		[
			'Source',
			sourceLabel({
				utmSource: lead.utmSource ?? null,
				utmMedium: lead.utmMedium ?? null,
				referrerHost: lead.referrerHost ?? null,
			}) +
				(lead.sourcePage ? ` · ${lead.sourcePage}` : '') +
				(lead.utmCampaign ? ` · ${lead.utmCampaign}` : ''),
		],
		['E-mail au visiteur', lead.emailFailed ? 'non remis (échec, voir Envois)' : 'envoyé ou en cours'],
	]
	return (
		<AdminPage
			current="/admin/leads"
			title={`Suivi : ${lead.firstName ? leadName(lead) : lead.email}`}
			userEmail={user.email}
			summary={
				<>
					{labelOf(leadKindLabels, kind)} · {labelOf(leadStatusLabels, lead.status ?? 'nouveau')}
				</>
			}
			after={
				confirmDelete ? (
					<ConfirmDeleteDialog title={'Supprimer ce lead\u00a0?'} id={lead.id} current="">
						{`${leadName(lead)} (${lead.email})`} sera définitivement supprimé, avec ses notes. Cette action est
						irréversible.
					</ConfirmDeleteDialog>
				) : null
			}
		>
			<Link
				to="/admin/leads"
				className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-2 hover:underline"
			>
				<ArrowLeft aria-hidden="true" className="size-4" />
				Tous les leads
			</Link>
			<div className="mt-4 grid items-start gap-6 lg:grid-cols-[1.4fr_1fr]">
				<div className="space-y-6">
					<section aria-labelledby="lead-details-title" className={box}>
						<div className="flex flex-wrap items-center justify-between gap-3">
							<h2 id="lead-details-title" className="text-h3 font-bold">
								Le lead
							</h2>
							<StatusBadge status={lead.status} />
						</div>
						<div className="mt-4">
							<Details rows={rows} />
						</div>
						{lead.message ? (
							<div className="mt-6">
								<h3 className="font-semibold">Message</h3>
								<p className="mt-2 whitespace-pre-wrap rounded-[var(--radius-input)] bg-surface p-4 [overflow-wrap:anywhere]">
									{lead.message}
								</p>
							</div>
						) : null}
						{estimateRows ? <EstimateFigures rows={estimateRows} /> : null}
					</section>
					<section aria-labelledby="lead-notes-title" className={box}>
						<h2 id="lead-notes-title" className="text-h3 font-bold">
							Notes
						</h2>
						<Form method="post" className="mt-4" noValidate>
							<input type="hidden" name="intent" value="note" />
							<label htmlFor="note-body" className="mb-1.5 block text-sm font-semibold">
								Nouvelle note
							</label>
							<textarea
								id="note-body"
								name="body"
								rows={4}
								maxLength={NOTE_MAX_LENGTH}
								defaultValue={submittedValuesOf(noteReply).body}
								aria-invalid={noteErrors.body ? true : undefined}
								aria-describedby={noteErrors.body ? 'note-body-error' : undefined}
								className="block w-full rounded-[var(--radius-input)] border border-muted/80 bg-white px-3.5 py-2.5 hover:border-ink focus-visible:outline-2 focus-visible:outline-primary"
							/>
							{noteErrors.body ? (
								<p id="note-body-error" className="mt-1.5 text-sm font-medium text-danger">
									{noteErrors.body}
								</p>
							) : null}
							<FormMessage message={formErrorOf(noteReply)} />
							<Button type="submit" className="mt-3">
								Ajouter la note
							</Button>
						</Form>
						{notes.length === 0 ? (
							<p className="mt-6 text-muted">Aucune note pour le moment</p>
						) : (
							<ol className="mt-6 space-y-4">
								{notes.map((note) => (
									<li key={note.id} className="rounded-[var(--radius-input)] border border-border p-4">
										<p className="text-sm text-muted">
											<time dateTime={new Date(note.createdAt).toISOString()}>{formatDateTime(note.createdAt)}</time> ·{' '}
											{note.authorEmail ?? 'Compte supprimé'}
										</p>
										<p className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{note.body}</p>
									</li>
								))}
							</ol>
						)}
					</section>
				</div>
				<div className="space-y-6">
					<section aria-labelledby="lead-follow-up-title" className={box}>
						<h2 id="lead-follow-up-title" className="text-h3 font-bold">
							Suivi
						</h2>
						<Form method="post" className="mt-4 space-y-4" noValidate>
							<input type="hidden" name="intent" value="follow-up" />
							<div>
								<label htmlFor="follow-up-status" className="mb-1.5 block text-sm font-semibold">
									Statut
								</label>
								<select
									id="follow-up-status"
									name="status"
									defaultValue={posted.status ?? lead.status ?? 'nouveau'}
									aria-invalid={followUpErrors.status ? true : undefined}
									aria-describedby={followUpErrors.status ? 'follow-up-status-error' : undefined}
									className={selectClassName}
								>
									{leadStatuses.map((status) => (
										<option key={status} value={status}>
											{leadStatusLabels[status]}
										</option>
									))}
								</select>
								{followUpErrors.status ? (
									<p id="follow-up-status-error" className="mt-1.5 text-sm font-medium text-danger">
										{followUpErrors.status}
									</p>
								) : null}
							</div>
							<div>
								<label htmlFor="follow-up-owner" className="mb-1.5 block text-sm font-semibold">
									Responsable
								</label>
								<select
									id="follow-up-owner"
									name="owner"
									defaultValue={posted.owner ?? lead.ownerUserId ?? ''}
									aria-invalid={followUpErrors.owner ? true : undefined}
									aria-describedby={followUpErrors.owner ? 'follow-up-owner-error' : undefined}
									className={selectClassName}
								>
									<option value="">Aucun</option>
									{admins.map((admin) => (
										<option key={admin.id} value={admin.id}>
											{admin.name ? `${admin.name} (${admin.email})` : admin.email}
										</option>
									))}
								</select>
								{followUpErrors.owner ? (
									<p id="follow-up-owner-error" className="mt-1.5 text-sm font-medium text-danger">
										{followUpErrors.owner}
									</p>
								) : null}
							</div>
							<FormMessage message={formErrorOf(followUpReply)} />
							<Button type="submit">Enregistrer le suivi</Button>
						</Form>
					</section>
					<section aria-labelledby="lead-history-title" className={box}>
						<h2 id="lead-history-title" className="text-h3 font-bold">
							Historique
						</h2>
						{history.length === 0 ? (
							<p className="mt-3 text-muted">Aucun changement depuis la réception du lead</p>
						) : (
							<ol className="mt-3 space-y-2 text-sm">
								{history.map((entry) => (
									<li key={entry.id}>
										<span className="tabular text-muted">{formatDateTime(entry.at)}</span> ·{' '}
										{auditActionLabel(entry.action)} · {entry.actorEmail ?? 'compte supprimé'}
									</li>
								))}
							</ol>
						)}
					</section>
					<Link
						to="?supprimer=1"
						preventScrollReset
						className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-danger hover:bg-danger/10"
					>
						<Trash2 aria-hidden="true" className="size-4" />
						Supprimer ce lead
					</Link>
				</div>
			</div>
		</AdminPage>
	)
}
