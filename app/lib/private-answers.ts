/**
 * Answers that carry someone's data or a link's secret (docs/decisions/066-private-answers.md):
 * every answer of the admin area, the sign-out page (it names the account) and the pages
 * an e-mail's link opens (their URL holds a token: the newsletter's, an account's
 * confirmation or password reset) (their URL holds the subscriber's token). The root
 * middleware (app/lib/security.server.ts) gives them these headers, on the document, its
 * `.data` answer, a redirect or an error alike: a route never has to remember it.
 */
export const privateAnswerHeaders: Readonly<Record<string, string>> = {
	// Neither the browser nor a proxy keeps a copy (the back button after sign-out included).
	'Cache-Control': 'private, no-store',
	// No Referer ever leaves the site with such a URL. `same-origin`, not `no-referrer`: with
	// `no-referrer` a browser posts the page's own form with `Origin: null`, which React
	// Router's cross-site check refuses (the confirm and unsubscribe buttons without JavaScript).
	'Referrer-Policy': 'same-origin',
}

/** Private routes outside the admin area, by React Router route pattern. */
const privateRoutes: ReadonlySet<string> = new Set([
	'/deconnexion',
	'/newsletter/confirmer',
	'/newsletter/desinscription',
])

/**
 * True for a private route, given React Router's matched pattern ('admin/leads'): every
 * route of the admin area, present and future, and the ones listed above. The pattern,
 * not the URL: '/ADMIN/leads' and '/%61dmin/leads.data' reach the same route.
 */
export function isPrivateRoute(pattern: string): boolean {
	// React Router joins the matched routes' paths, which app/routes.ts writes without their leading '/'.
	const route = `/${pattern.replace(/^\/+/, '')}`
	return route === '/admin' || route.startsWith('/admin/') || privateRoutes.has(route)
}

/** True for a URL that carries an e-mail link's secret (`?jeton=`), whatever its route: the account pages' links. */
export function carriesLinkToken(url: URL): boolean {
	return url.searchParams.has('jeton')
}
