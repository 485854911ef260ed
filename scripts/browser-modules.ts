/**
 * Plain browser modules for the reading pages (docs/decisions/054-static-first-pages.md).
 *
 * `import src from './x.browser.ts?browser-module'` gives the public address of that
 * module bundled on its own (its imports inlined, minified, no framework), written to
 * `build/client/assets/<name>-<hash>.js` by the client build. A component renders it with
 * `<BrowserModule src={src} />`; React puts one `<script type="module" async>` per
 * address in the page's head, so a page loads exactly the modules its components use.
 * The name carries a hash of the code, so the file is cached for good (ADR 031).
 * Under `npm run dev` the address is the source file, which Vite serves transformed.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'

export const BROWSER_MODULE_QUERY = '?browser-module'

export type BundledBrowserModule = { fileName: string; code: string; files: string[] }

/** One module and what it imports, as one minified ES module, named after its file and content. */
export async function bundleBrowserModule(file: string): Promise<BundledBrowserModule> {
	const bundle = await rolldown({ input: file, platform: 'browser', logLevel: 'warn' })
	try {
		const { output } = await bundle.generate({ format: 'es', minify: true, codeSplitting: false })
		const [chunk, ...rest] = output
		if (!chunk || chunk.type !== 'chunk' || rest.some((item) => item.type === 'chunk'))
			throw new Error(`${file} : un module du navigateur doit tenir en un fichier (pas d’import dynamique)`)
		const name = path.basename(file).replace(/\.browser\.ts$/, '')
		const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)
		return { fileName: `assets/${name}-${hash}.js`, code: chunk.code, files: chunk.moduleIds }
	} finally {
		await bundle.close()
	}
}

export function browserModules(): Plugin {
	let root = process.cwd()
	let serving = false
	let clientOutDir = path.resolve('build/client')
	// Every module an import asked for, by either build: reading pages' components are
	// rendered by the server build only (scripts/document-routes.ts), so the files are
	// written into the client's output by whichever build saw them.
	const bundled = new Map<string, string>()
	return {
		name: 'browser-modules',
		enforce: 'pre',
		configResolved(config) {
			root = config.root
			serving = config.command === 'serve'
			const clientBuild = config.environments.client?.build
			if (clientBuild) clientOutDir = path.resolve(root, clientBuild.outDir)
		},
		async resolveId(source, importer) {
			if (!source.endsWith(BROWSER_MODULE_QUERY)) return null
			const resolved = await this.resolve(source.slice(0, -BROWSER_MODULE_QUERY.length), importer, { skipSelf: true })
			return resolved ? `${resolved.id}${BROWSER_MODULE_QUERY}` : null
		},
		async load(id) {
			if (!id.endsWith(BROWSER_MODULE_QUERY)) return null
			const file = id.slice(0, -BROWSER_MODULE_QUERY.length)
			if (!file.endsWith('.browser.ts'))
				this.error(`${file} : seuls les fichiers *.browser.ts sont des modules du navigateur`)
			if (serving) return `export default ${JSON.stringify(`/${path.relative(root, file).split(path.sep).join('/')}`)}`
			const module = await bundleBrowserModule(file)
			for (const dependency of module.files) this.addWatchFile(dependency)
			bundled.set(module.fileName, module.code)
			return `export default ${JSON.stringify(`/${module.fileName}`)}`
		},
		writeBundle() {
			for (const [fileName, code] of bundled) {
				const target = path.join(clientOutDir, fileName)
				mkdirSync(path.dirname(target), { recursive: true })
				writeFileSync(target, code)
			}
		},
	}
}
