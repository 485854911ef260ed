import { PASSWORD_MIN_LENGTH } from './auth-messages.ts'

/**
 * The account pages' own messages (docs/decisions/070 to 072). Kept apart from
 * auth-messages.ts, which the root layout imports for its notices: these stay in the
 * account pages' code instead of the code every page loads.
 */

/** Hours a confirmation link stays valid; the reset link, one hour (docs/decisions/072-account-e-mails.md). */
export const CONFIRMATION_LINK_HOURS = 24
export const RESET_LINK_HOURS = 1

export const accountMessages = {
	passwordHint: `${PASSWORD_MIN_LENGTH} caractères minimum.`,
	loginFallback: 'Erreur lors de la connexion',
	invalidCredentials: 'Email ou mot de passe incorrect',
	signupFallback: 'Erreur lors de l’inscription',
	tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
	// The same words whether an account exists at this address or not (docs/decisions/070-sign-in-cap-per-account.md).
	signInPaused:
		'Trop de tentatives de connexion ont échoué pour cette adresse\u00a0: la connexion est suspendue quelques minutes. ' +
		'Si un compte correspond à cette adresse, son titulaire vient d’être prévenu par e-mail. ' +
		'Pour vous connecter sans attendre, choisissez un nouveau mot de passe avec «\u00a0Mot de passe oublié\u202f?\u00a0».',
	emailNotVerified:
		'Votre adresse e-mail n’est pas encore confirmée. Ouvrez le lien reçu par e-mail lors de votre inscription, ou demandez-en un nouveau.',
	confirmationResent: `Si cette adresse attend encore sa confirmation, un nouveau lien vient de lui être envoyé (valable ${CONFIRMATION_LINK_HOURS}\u00a0heures).`,
	resetLinkInvalid: 'Ce lien n’est pas valide ou a déjà servi.',
	resetLinkExpired: 'Ce lien a expiré\u00a0: il était valable une heure.',
	confirmLinkInvalid: 'Ce lien n’est pas valide.',
	confirmLinkExpired: `Ce lien a expiré\u00a0: il était valable ${CONFIRMATION_LINK_HOURS}\u00a0heures.`,
} as const
