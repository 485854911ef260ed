/**
 * French labels of the lead kinds and follow-up statuses (the admin's, the e-mails'); the
 * values themselves live in identifiers.ts.
 */
import type { LeadKind, LeadStatus } from './identifiers.ts'

export const leadKindLabels: Record<LeadKind, string> = {
	whitepaper: 'Livre blanc',
	contact: 'Contact',
	'roi-estimate': 'Estimation ROI',
}

export const leadStatusLabels: Record<LeadStatus, string> = {
	nouveau: 'Nouveau',
	contacte: 'Contacté',
	qualifie: 'Qualifié',
	gagne: 'Gagné',
	perdu: 'Perdu',
}

/** A stored value's label, or the value itself when it is not (or no longer) known. */
export function labelOf<Key extends string>(labels: Record<Key, string>, value: string | null | undefined): string {
	return value && Object.hasOwn(labels, value) ? labels[value as Key] : (value ?? '—')
}
