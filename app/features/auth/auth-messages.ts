/** Password length rules of sign-up (better-auth is configured with the same). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 128

/** Hours a confirmation link stays valid; the reset link, one hour (docs/decisions/072-account-e-mails.md). */
export const CONFIRMATION_LINK_HOURS = 24
export const RESET_LINK_HOURS = 1

/**
 * Every message of the admin sign-in and leads screens, in one place
 * (docs/decisions/017-errors-and-not-found.md): the specification's wording with French
 * typography (a narrow no-break space before ! and ?, a no-break space before :).
 */
export const authMessages = {
	loginSuccess: 'Connexion réussie\u202f!',
	loginFallback: 'Erreur lors de la connexion',
	invalidCredentials: 'Email ou mot de passe incorrect',
	signupSuccess: 'Compte créé avec succès\u202f!',
	signupFallback: 'Erreur lors de l’inscription',
	passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
	passwordHint: `${PASSWORD_MIN_LENGTH} caractères minimum.`,
	passwordRequired: 'Veuillez saisir votre mot de passe',
	passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères',
	passwordsDiffer: 'Les deux mots de passe ne correspondent pas',
	invalidEmail: 'Veuillez entrer une adresse email valide',
	nameRequired: 'Le prénom et le nom sont obligatoires',
	nameTooLong: 'Ce champ ne peut pas dépasser 100 caractères',
	tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
	// The same words whether an account exists at this address or not (docs/decisions/070-sign-in-cap-per-account.md).
	signInPaused:
		'Trop de tentatives de connexion ont échoué pour cette adresse\u00a0: la connexion est suspendue quelques minutes. ' +
		'Si un compte correspond à cette adresse, son titulaire vient d’être prévenu par e-mail. ' +
		'Pour vous connecter sans attendre, choisissez un nouveau mot de passe avec «\u00a0Mot de passe oublié\u202f?\u00a0».',
	emailNotVerified:
		'Votre adresse e-mail n’est pas encore confirmée. Ouvrez le lien reçu par e-mail lors de votre inscription, ou demandez-en un nouveau.',
	confirmationResent: `Si cette adresse attend encore sa confirmation, un nouveau lien vient de lui être envoyé (valable ${CONFIRMATION_LINK_HOURS}\u00a0heures).`,
	pleaseLogIn: 'Veuillez vous connecter',
	accessDenied: 'Accès refusé - Droits administrateur requis',
	logoutSuccess: 'Déconnexion réussie',
	leadsLoadFailed: 'Erreur lors du chargement des leads',
	leadDeleted: 'Lead supprimé',
} as const

/** The pages reached from the account e-mails (docs/decisions/072-account-e-mails.md). */
export const accountLinkMessages = {
	resetLinkInvalid: 'Ce lien n’est pas valide ou a déjà servi.',
	resetLinkExpired: 'Ce lien a expiré\u00a0: il était valable une heure.',
	confirmLinkInvalid: 'Ce lien n’est pas valide.',
	confirmLinkExpired: `Ce lien a expiré\u00a0: il était valable ${CONFIRMATION_LINK_HOURS}\u00a0heures.`,
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
