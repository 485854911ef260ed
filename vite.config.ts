import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { siteIdentityFrom, siteIdentityRecord } from './app/config/site.ts'
import { browserModules } from './scripts/browser-modules.ts'
import { documentRoutes } from './scripts/document-routes.ts'

/**
 * Records the identity values (SITE_NAME, SITE_PHONE…) the pages were prerendered with:
 * the server renders them again at start when its own differ
 * (docs/decisions/053-runtime-site-identity.md).
 */
function recordSiteIdentity(): Plugin {
	return {
		name: 'record-site-identity',
		apply: 'build',
		writeBundle(options) {
			if (this.environment.name !== 'ssr' || !options.dir) return
			writeFileSync(path.join(options.dir, siteIdentityRecord), JSON.stringify(siteIdentityFrom(process.env)))
		},
	}
}

/** CHUNK_REPORT=1 writes each client chunk's modules and sizes to build/chunk-report.json. */
function chunkReport(): Plugin {
	return {
		name: 'chunk-report',
		apply: () => process.env.CHUNK_REPORT === '1',
		generateBundle(_options, bundle) {
			if (this.environment.name !== 'client') return
			const report = Object.values(bundle).flatMap((chunk) =>
				chunk.type === 'chunk'
					? [
							{
								file: chunk.fileName,
								size: chunk.code.length,
								modules: Object.entries(chunk.modules)
									.map(([id, info]) => [id.replace(/^.*node_modules\//, ''), info.renderedLength] as const)
									.sort((a, b) => b[1] - a[1]),
							},
						]
					: [],
			)
			mkdirSync('build', { recursive: true })
			writeFileSync('build/chunk-report.json', JSON.stringify(report, null, 1))
		},
	}
}

const frameworkCode =
	/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/
// The admin screens, and the audit log's labels only they show.
const adminCode = /[\\/]app[\\/]features[\\/](admin[\\/]|privacy[\\/]audit-actions\.ts)/
// The validation library: the ROI calculator needs it only with its lazy results (the estimate form).
const validationCode = /[\\/]node_modules[\\/]zod[\\/]/
// The pages behind sign-in: the sign-in screens, sign-out and the admin.
const accountPage = /[\\/]app[\\/]routes[\\/](auth|logout|admin-[\w-]+)\.tsx/

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null }

/** The entries (client entry, root, route modules) that import `id` through static imports alone. */
function entriesReaching(id: string, graph: ModuleGraph): Set<string> {
	const entries = new Set<string>()
	const seen = new Set([id])
	const queue = [id]
	for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
		const info = graph.getModuleInfo(current)
		if (!info) continue
		if (info.isEntry) entries.add(current)
		for (const importer of info.importers)
			if (!seen.has(importer)) {
				seen.add(importer)
				queue.push(importer)
			}
	}
	return entries
}

/**
 * Which shared chunk a module that several chunks import goes to
 * (docs/decisions/047-first-load-budget.md): `account` when only the pages behind sign-in
 * import it (the form layer's hook, the field components, the sign-in messages…), which
 * the ROI calculator, the public app page, never runs; `app` otherwise (what the root or
 * the client entry imports, which every app page runs, and what the calculator shares
 * with another page or with its own lazy parts). The admin-only and validation code keep
 * chunks of their own.
 */
function sharedChunkOf(id: string, graph: ModuleGraph): 'app' | 'account' | null {
	if (adminCode.test(id) || validationCode.test(id)) return null
	const entries = [...entriesReaching(id, graph)]
	return entries.length > 0 && entries.every((entry) => accountPage.test(entry)) ? 'account' : 'app'
}

export default defineConfig({
	plugins: [browserModules(), tailwindcss(), reactRouter(), documentRoutes(), chunkReport(), recordSiteIdentity()],
	resolve: {
		tsconfigPaths: true,
		// Radix's scroll lock injects a <style> element that the CSP refuses: ours adopts a
		// constructed stylesheet instead (in the dependency pre-bundling of `dev` too).
		alias: [
			{
				find: 'react-style-singleton',
				replacement: fileURLToPath(new URL('./app/lib/style-singleton.ts', import.meta.url)),
			},
			// lucide-react's icon modules build their component with our createLucideIcon: the same
			// <svg> without lucide's runtime (docs/decisions/097-icons-without-lucide-runtime.md).
			{
				find: /^\.\.\/createLucideIcon\.mjs$/,
				replacement: fileURLToPath(new URL('./app/components/ui/lucide-icon.tsx', import.meta.url)),
			},
		],
	},
	// The manifest stays in build/client/.vite (never served) for the chunk-budget test.
	build: { assetsInlineLimit: 0, manifest: true },
	environments: {
		client: {
			build: {
				rolldownOptions: {
					output: {
						codeSplitting: {
							// A page's hydration code in a handful of files instead of dozens (each
							// request costs a round trip and headers on a slow network): whatever at
							// least two chunks import statically goes into one `app` chunk, except what
							// only the pages behind sign-in share (`account`, which the ROI calculator
							// never loads). Code reached only through dynamic import() is not `$initial`
							// and keeps its own lazy chunks. The admin-only code and the validation
							// library stay out of both and get chunks of their own
							// (docs/decisions/047-first-load-budget.md).
							groups: [
								{
									// The bundler's runtime helpers (React is CommonJS) stay a file of their own,
									// `rolldown-runtime` (0.3 KB): rolldown places them before the groups and folds
									// them into a group's chunk only when that chunk alone uses them, while every
									// chunk that imports React calls them (docs/decisions/047-first-load-budget.md).
									name: 'framework',
									test: (id) => frameworkCode.test(id),
									tags: ['$initial'],
									priority: 2,
								},
								{
									name: (id, graph) => (sharedChunkOf(id, graph) === 'app' ? 'app' : null),
									tags: ['$initial'],
									minShareCount: 2,
									priority: 1,
								},
								{
									// After `app`, so that what both use (utils, cva…) stays in `app`.
									name: (id, graph) => (sharedChunkOf(id, graph) === 'account' ? 'account' : null),
									tags: ['$initial'],
									minShareCount: 2,
									priority: 0,
								},
							],
						},
					},
				},
			},
		},
	},
	// Bundled into the server build (tree-shaken, one file) rather than resolved module by
	// module at start: their hundreds of files took seconds to load on a busy machine,
	// more than the prerender's 10 s timeout for its first request, and slowed every start.
	ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//, 'drizzle-orm', 'better-auth', /^@better-auth\//] },
	// `npm run dev`: find every browser dependency up front, from all the route modules. A
	// dependency discovered on a later page makes Vite re-bundle and reload, and a page
	// caught in between runs two copies of React ("Invalid hook call").
	optimizeDeps: { entries: ['app/root.tsx', 'app/routes/**/*.tsx'] },
	server: { host: '127.0.0.1' },
})
