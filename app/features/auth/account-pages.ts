import { siteConfig } from '#app/config/site.ts'
import { authPaths } from './auth-paths.ts'

/**
 * The account pages: /auth (sign-in and sign-up) and the pages under it. They are one
 * route module (app/routes/auth.tsx, path `/auth/:page?`): their code is then one chunk,
 * loaded by these pages only, instead of joining the code shared by every page (whatever
 * two route modules import goes there, docs/decisions/047-first-load-budget.md).
 */
export type AccountPage = 'sign-in' | 'forgot-password' | 'reset-password' | 'confirm-email'

const pagesBySegment: Record<string, AccountPage> = {
	'mot-de-passe-oublie': 'forgot-password',
	'nouveau-mot-de-passe': 'reset-password',
	confirmer: 'confirm-email',
}

/** The page of the `:page` segment (none: sign-in), or undefined for an unknown one. */
export function accountPageOf(segment: string | undefined): AccountPage | undefined {
	if (segment === undefined) return 'sign-in'
	return Object.hasOwn(pagesBySegment, segment) ? pagesBySegment[segment] : undefined
}

/** Title, description and path of each page (read when the page renders: the firm's name is set at start). */
export function accountPageMeta(page: AccountPage): { title: string; description: string; path: string } {
	switch (page) {
		case 'sign-in':
			return {
				title: 'Espace administrateur',
				description: `Connexion à l’espace administrateur de ${siteConfig.name}.`,
				path: authPaths.signIn,
			}
		case 'forgot-password':
			return {
				title: 'Mot de passe oublié',
				description: `Recevoir un lien pour choisir un nouveau mot de passe de l’espace administrateur de ${siteConfig.name}.`,
				path: authPaths.forgotPassword,
			}
		case 'reset-password':
			return {
				title: 'Nouveau mot de passe',
				description: 'Choisir un nouveau mot de passe.',
				path: authPaths.resetPassword,
			}
		default:
			return {
				title: 'Confirmation de votre adresse e-mail',
				description: 'Confirmer l’adresse e-mail de votre compte.',
				path: authPaths.confirmEmail,
			}
	}
}
