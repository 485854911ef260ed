/**
 * Reading pages never run in the browser (docs/decisions/054-static-first-pages.md), but
 * React Router builds a browser module for every route. Left as they are, those modules
 * share code with each other, and the chunks that share it are loaded by the app pages
 * too. In the client build, a reading page's browser module is therefore reduced to an
 * empty component: the app pages' chunks then hold only what the app pages use. (Should
 * an app page's router ever land on a reading page, the root loads it as a document.)
 *
 * A route is an app page when its module says `export const handle = appPage`, the
 * declaration the root reads at run time (app/lib/hydration.ts).
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { clientRouteModuleQuery as CLIENT_ROUTE_QUERY } from '../app/lib/react-router-formats.ts'
const appPageDeclaration = /^export const handle = appPage\b/m

/** True for the route modules of reading pages (not the root, not an app page). */
export function isDocumentRoute(file: string, source: string): boolean {
	return /[\\/]app[\\/]routes[\\/]/.test(file) && !appPageDeclaration.test(source)
}

export function documentRoutes(): Plugin {
	// Route modules seen with React Router's id: none in a client build means the id changed,
	// and every reading page would ship its code (app/lib/react-router-formats.ts).
	let routeModules = 0
	return {
		name: 'document-routes',
		apply: 'build',
		enforce: 'post',
		transform(_code, id) {
			if (this.environment.name !== 'client' || !id.endsWith(CLIENT_ROUTE_QUERY)) return null
			routeModules++
			const file = id.slice(0, -CLIENT_ROUTE_QUERY.length)
			if (!isDocumentRoute(file, readFileSync(file, 'utf8'))) return null
			return { code: 'export default function DocumentPage() { return null }', map: { mappings: '' } }
		},
		buildEnd(error) {
			if (this.environment.name !== 'client' || error || routeModules > 0) return
			this.error(
				`Format de React Router changé (module de route du navigateur) : aucun module « …${CLIENT_ROUTE_QUERY} » dans le build du navigateur`,
			)
		},
	}
}
