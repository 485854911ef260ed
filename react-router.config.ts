import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/config/route-table.ts'
import { buildOrigin } from './app/config/site.ts'

// The build prerenders under a placeholder origin that server/index.ts replaces with
// SITE_URL when it starts: one build serves any address (docs/decisions/030-runtime-site-url.md).
if (process.argv.includes('build')) process.env.SITE_URL = buildOrigin

export default {
	ssr: true,
	// One file per route: its client action (forms) rides with it instead of a file of its own,
	// one request less on pages with a form (docs/decisions/047-first-load-budget.md).
	splitRouteModules: false,
	// Every public page is served as static HTML, complete without JavaScript (plus the
	// files generated from code: the sitemap and the careers world map).
	prerender: () => prerenderPaths(),
} satisfies Config
