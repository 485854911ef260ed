import { routeTable } from '../../app/config/route-table.ts'

/** Pages checked besides the sitemap's: the account pages and a 404. */
const extraPages = [
	'/auth',
	'/auth?onglet=inscription',
	'/auth/mot-de-passe-oublie',
	// A reset link that is not (or no longer) valid, and an address confirmation asking for its click.
	'/auth/nouveau-mot-de-passe?jeton=inconnu',
	'/auth/confirmer?jeton=x',
	'/blog/nope',
]

/**
 * The pages the conformance run checks (tests/e2e/conformance.test.ts), as the
 * accessibility statement lists them: the sitemap's pages (the route table lists them),
 * the account pages and a 404.
 */
export function conformancePages(): string[] {
	const paths = routeTable.flatMap((route) =>
		route.sitemap ? (route.paths?.().map((page) => page.path) ?? [route.path]) : [],
	)
	return [...paths, ...extraPages]
}
