import { routeTable } from '../../app/config/route-table.ts'

/** Pages checked besides the sitemap's: the sign-in page and a 404. */
const extraPages = ['/auth', '/blog/nope']

/**
 * The pages the conformance run checks (tests/e2e/conformance.test.ts), as the
 * accessibility statement lists them: the sitemap's pages (the route table lists them),
 * the sign-in page and a 404.
 */
export function conformancePages(): string[] {
	const paths = routeTable.flatMap((route) =>
		route.sitemap ? (route.paths?.().map((page) => page.path) ?? [route.path]) : [],
	)
	return [...paths, ...extraPages]
}
