import { csvCell } from '#app/lib/csv.ts'
import { formatDateTime } from '#app/lib/format.ts'

/** French labels of a subscription's state (admin screen and CSV). */
export const subscriberStatusLabels: Record<string, string> = {
	pending: 'En attente de confirmation',
	confirmed: 'Confirmé',
	unsubscribed: 'Désinscrit',
}

export type SubscriberRow = {
	email: string
	status: string
	createdAt: Date
	consentAt: Date
	confirmedAt: Date | null
	unsubscribedAt: Date | null
	sourcePage: string
	consentText: string
}

const when = (date: Date | null) => (date ? formatDateTime(date) : '')

/** Subscribers as CSV, like the leads export (BOM, ';', formulas defused), consent wording included. */
export function subscribersToCsv(rows: SubscriberRow[]): string {
	const header = [
		'Email',
		'Statut',
		'Inscription',
		'Consentement',
		'Confirmation',
		'Désinscription',
		'Page',
		'Texte du consentement',
	]
	const lines = rows.map((row) =>
		[
			row.email,
			subscriberStatusLabels[row.status] ?? row.status,
			when(row.createdAt),
			when(row.consentAt),
			when(row.confirmedAt),
			when(row.unsubscribedAt),
			row.sourcePage,
			row.consentText,
		]
			.map(csvCell)
			.join(';'),
	)
	return `\uFEFF${[header.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`
}
