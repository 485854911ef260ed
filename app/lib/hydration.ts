/**
 * Which pages run React in the browser (docs/decisions/054-static-first-pages.md). A
 * route's `handle` says so: app pages (the ROI calculator, sign-in, the admin screens)
 * export `handle = appPage` and hydrate; every other page is a document: React renders
 * it on the server and at prerender, and the browser gets HTML, CSS and the few plain
 * modules its components ask for.
 */
export type PageHandle = { hydrate?: true }

export const appPage = { hydrate: true } as const satisfies PageHandle

/** True when one of the matched routes is an app page. */
export function hydrates(matches: readonly { handle?: unknown }[]): boolean {
	return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true)
}
