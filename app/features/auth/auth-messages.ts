/** Password length rules of sign-up (better-auth is configured with the same). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

/**
 * The messages of the notices below (docs/decisions/017-errors-and-not-found.md): the
 * specification's wording with French typography (a narrow no-break space before « ! »).
 * The root layout imports this module, so every page loads it: the forms' own messages
 * live with their schema (auth-schema.ts) and the account pages (account-messages.ts).
 */
export const authMessages = {
	loginSuccess: 'Connexion réussie\u202f!',
	signupSuccess: 'Compte créé avec succès\u202f!',
	pleaseLogIn: 'Veuillez vous connecter',
	accessDenied: 'Accès refusé - Droits administrateur requis',
	logoutSuccess: 'Déconnexion réussie',
	leadsLoadFailed: 'Erreur lors du chargement des leads',
	leadDeleted: 'Lead supprimé',
} as const

/** Notices carried to the next page in the URL (`?notice=…`), shown as toasts there. */
export const notices = {
	connexion: { kind: 'success', message: authMessages.loginSuccess },
	inscription: { kind: 'success', message: authMessages.signupSuccess },
	'connexion-requise': { kind: 'error', message: authMessages.pleaseLogIn },
	// Signed in but not an admin: the way out of the session is offered with the refusal.
	'acces-refuse': {
		kind: 'error',
		message: authMessages.accessDenied,
		action: { label: 'Se déconnecter', href: '/deconnexion' },
	},
	deconnexion: { kind: 'success', message: authMessages.logoutSuccess },
	'lead-supprime': { kind: 'success', message: authMessages.leadDeleted },
	'suivi-enregistre': { kind: 'success', message: 'Suivi enregistré' },
	'suivi-inchange': { kind: 'success', message: 'Rien n’a changé : le suivi est déjà à jour.' },
	'note-ajoutee': { kind: 'success', message: 'Note ajoutée' },
	'chargement-impossible': { kind: 'error', message: authMessages.leadsLoadFailed },
	'envoi-relance': { kind: 'success', message: 'L’envoi est relancé : il part dans quelques secondes.' },
	'envoi-introuvable': { kind: 'error', message: 'Cet envoi n’est plus en échec : rien à relancer.' },
} as const satisfies Record<
	string,
	{ kind: 'success' | 'error'; message: string; action?: { label: string; href: string } }
>

export type NoticeKey = keyof typeof notices

export function withNotice(path: string, notice: NoticeKey): string {
	return `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`
}
