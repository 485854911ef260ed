import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/config/route-table.ts'
import { buildOrigin } from './app/config/site.ts'

const isBuild = process.argv.includes('build')
const startedAt = Date.now()

// The build prerenders under a placeholder origin that server/index.ts replaces with
// SITE_URL when it starts: one build serves any address (docs/decisions/030-runtime-site-url.md).
if (isBuild) process.env.SITE_URL = buildOrigin

export default {
	ssr: true,
	// Every public page is served as static HTML, complete without JavaScript (plus the
	// files generated from code: the sitemap and the careers world map).
	prerender: async () => {
		// Called once more after the server bundle is written, just before prerendering:
		// loading it here (the module cache is shared) keeps its first load, seconds on a
		// busy machine, out of the first prerender request and its 10 s timeout.
		const serverBuild = path.resolve('build/server/index.js')
		if (isBuild && existsSync(serverBuild) && statSync(serverBuild).mtimeMs >= startedAt)
			await import(pathToFileURL(serverBuild).href)
		return prerenderPaths()
	},
} satisfies Config
