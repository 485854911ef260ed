/**
 * The admin actions on personal data that the audit log records, with their French
 * labels for the admin page (docs/decisions/042-retention-and-audit-log.md).
 */
export const auditActionLabels = {
	'leads.view': 'Consultation de la liste des leads',
	'leads.export': 'Export CSV des leads',
	'leads.delete': 'Suppression d’un lead',
	'leads.view-one': 'Consultation du suivi d’un lead',
	'leads.status': 'Changement du statut d’un lead',
	'leads.owner': 'Changement du responsable d’un lead',
	'leads.note': 'Note ajoutée au suivi d’un lead',
	'subscribers.view': 'Consultation de la liste des abonnés',
	'subscribers.export': 'Export CSV des abonnés',
	'subscribers.delete': 'Suppression d’un abonné',
	'announcements.test': 'Envoi d’un test d’annonce à soi-même',
	'announcements.send': 'Envoi immédiat d’une annonce',
	'announcements.move': 'Nouvelle date d’envoi d’une annonce',
	'announcements.cancel': 'Annulation de l’envoi d’une annonce',
	'audit.view': 'Consultation du journal d’audit',
	'role.grant': 'Attribution du rôle administrateur',
	'role.revoke': 'Retrait du rôle administrateur',
	'retention.leads': 'Suppression automatique des leads échus',
	'retention.subscribers': 'Suppression automatique des inscriptions non confirmées ou résiliées échues',
} as const

export type AuditAction = keyof typeof auditActionLabels

export function auditActionLabel(action: string): string {
	return auditActionLabels[action as AuditAction] ?? action
}

export const auditActorKinds = ['admin', 'cli', 'retention'] as const
export type AuditActorKind = (typeof auditActorKinds)[number]
