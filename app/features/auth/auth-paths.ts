/** The account pages (app/config/route-table.ts lists the same paths). */
export const authPaths = {
	signIn: '/auth',
	forgotPassword: '/auth/mot-de-passe-oublie',
	resetPassword: '/auth/nouveau-mot-de-passe',
	confirmEmail: '/auth/confirmer',
} as const
