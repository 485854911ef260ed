/** Password length rules of sign-up (better-auth is configured with the same). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

/** Every message of the admin sign-in and leads screens, in one place (docs/decisions/017-errors-and-not-found.md). */
export const authMessages = {
	loginSuccess: 'Connexion réussie!',
	loginFallback: 'Erreur lors de la connexion',
	invalidCredentials: 'Email ou mot de passe incorrect',
	signupSuccess: 'Compte créé avec succès!',
	signupFallback: "Erreur lors de l'inscription",
	emailTaken: 'Cet email est déjà utilisé',
	passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
	passwordHint: `${PASSWORD_MIN_LENGTH} caractères minimum.`,
	passwordRequired: 'Veuillez saisir votre mot de passe',
	passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères',
	invalidEmail: 'Veuillez entrer une adresse email valide',
	nameRequired: 'Le prénom et le nom sont obligatoires',
	nameTooLong: 'Ce champ ne peut pas dépasser 100 caractères',
	tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
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
