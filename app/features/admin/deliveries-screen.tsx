import RotateCcw from 'lucide-react/icons/rotate-ccw'
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { formatDateTime, formatNumber } from '#app/lib/format.ts'
import { AdminPage, AdminTable } from './admin-ui.tsx'
import type { DeliveryRow } from './deliveries.server.ts'

/** What each job type delivers, in the admin's words. */
const jobLabels: Record<string, string> = {
	'lead.whitepaper-email': 'Livre blanc au visiteur',
	'lead.sales-notification': 'Notification commerciale',
	'lead.crm-webhook': 'Webhook CRM',
	'newsletter.confirmation': 'Confirmation d’inscription à la newsletter',
	'newsletter.release': 'Annonce d’article, départ programmé',
	'newsletter.announcement': 'Annonce d’article à un abonné',
	'newsletter.test': 'Annonce d’article, test à un administrateur',
	'newsletter.daily': 'Passage quotidien de la newsletter',
	'inquiry.acknowledgement': 'Accusé de réception au visiteur',
	'inquiry.sales-notification': 'Notification commerciale (contact)',
	'inquiry.crm-webhook': 'Webhook CRM (contact)',
	'estimate.email': 'Estimation de ROI au visiteur',
	'estimate.sales-notification': 'Notification commerciale (estimation)',
	'estimate.crm-webhook': 'Webhook CRM (estimation)',
	'lead.updated-webhook': 'Webhook CRM (suivi)',
	'account.confirmation-email': 'Compte\u00a0: confirmation d’adresse',
	'account.existing-account-email': 'Compte\u00a0: inscription avec une adresse existante',
	'account.reset-password-email': 'Compte\u00a0: lien de nouveau mot de passe',
	'account.sign-in-paused-email': 'Compte\u00a0: connexion suspendue',
}

const stateLabels: Record<string, string> = {
	created: 'À envoyer',
	retry: 'Nouvelle tentative prévue',
	active: 'En cours',
	failed: 'En échec',
}

function DeliveriesTable({ rows, retry }: { rows: DeliveryRow[]; retry?: boolean }) {
	return (
		<AdminTable
			label={retry ? 'Envois en échec' : 'Envois en attente'}
			columns={['Créé le', 'Envoi', 'Lead', 'État', 'Tentatives', retry ? 'Dernière erreur' : 'Prochaine tentative']}
			actions={retry}
			minWidth="min-w-[900px]"
		>
			{rows.map((row) => (
				<tr key={row.id}>
					<td className="whitespace-nowrap px-4 py-3 tabular text-muted">{formatDateTime(row.createdAt)}</td>
					<td className="px-4 py-3 font-medium">{jobLabels[row.type] ?? row.type}</td>
					<td className="px-4 py-3">{row.leadEmail ?? '-'}</td>
					<td className="px-4 py-3">{stateLabels[row.state] ?? row.state}</td>
					<td className="px-4 py-3 tabular">
						{row.attempts} / {row.maxAttempts}
					</td>
					<td className="px-4 py-3 text-muted">
						{retry ? (row.lastError ?? '-') : formatDateTime(row.runAt)}
						{!retry && row.lastError ? <span className="block text-xs">{row.lastError}</span> : null}
					</td>
					{retry ? (
						// oxlint-disable-next-line jsx-a11y/control-has-associated-label -- a table cell, its button is labelled
						<td className="px-4 py-3 text-right">
							<Form method="post">
								<input type="hidden" name="intent" value="retry" />
								<input type="hidden" name="id" value={row.id} />
								<Button type="submit" size="sm" variant="secondary">
									<RotateCcw aria-hidden="true" />
									Réessayer
									<span className="sr-only">
										{` : ${jobLabels[row.type] ?? row.type}${row.leadEmail ? ` pour ${row.leadEmail}` : ''}`}
									</span>
								</Button>
							</Form>
						</td>
					) : null}
				</tr>
			))}
		</AdminTable>
	)
}

/** Deliveries the site owes: the failed ones with « Réessayer », then those waiting. */
export function DeliveriesScreen({
	failed,
	pending,
	userEmail,
}: {
	failed: DeliveryRow[]
	pending: DeliveryRow[]
	userEmail: string
}) {
	return (
		<AdminPage
			current="/admin/envois"
			title="Envois"
			userEmail={userEmail}
			summary={`${formatNumber(failed.length)} en échec · ${formatNumber(pending.length)} en attente`}
		>
			<h2 className="mt-8 text-h3 font-bold">En échec</h2>
			<p className="mt-1 text-sm text-muted">
				Ces envois ont épuisé leurs tentatives. Corrigez la cause (serveur SMTP, CRM) puis relancez-les.
			</p>
			<div className="mt-4">
				{failed.length ? (
					<DeliveriesTable rows={failed} retry />
				) : (
					<p className="rounded-[var(--radius-card)] border border-border bg-white px-6 py-8 text-center text-muted">
						Aucun envoi en échec
					</p>
				)}
			</div>
			<h2 className="mt-10 text-h3 font-bold">En attente</h2>
			<div className="mt-4">
				{pending.length ? (
					<DeliveriesTable rows={pending} />
				) : (
					<p className="rounded-[var(--radius-card)] border border-border bg-white px-6 py-8 text-center text-muted">
						Aucun envoi en attente
					</p>
				)}
			</div>
		</AdminPage>
	)
}
