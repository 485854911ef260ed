import { expect, test } from 'vitest'
import { deferHydration, deferredScripts } from './deferred-hydration.ts'

// The shape of React Router's <Scripts> output (modulepreloads hoisted into <head>, one inline module).
const page = [
	'<html><head><link rel="stylesheet" href="/assets/app.css"/>',
	'<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
	'<link rel="modulepreload" href="/assets/app-B.js" nonce="n"/>',
	'<link rel="modulepreload" href="/assets/root-C.js" nonce="n"/>',
	'<link rel="modulepreload" href="/assets/home-D.js" nonce="n"/></head><body><main>Bonjour</main>',
	'<script nonce="n">window.__reactRouterContext = {};</script>',
	'<script nonce="n" type="module" async="">;\n',
	'import * as route0 from "/assets/root-C.js";\n',
	'import * as route1 from "/assets/home-D.js";\n',
	'  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
	'import("/assets/entry.client-A.js");</script></body></html>',
].join('')

test('the preloads go; the inline module waits for the load event, then preloads and imports the same files, one per task', () => {
	const html = deferHydration(page)!
	expect(html).not.toContain('rel="modulepreload"')
	expect(html).not.toMatch(/^import \* as/m)
	expect(html).toContain("addEventListener('load', done, { once: true })")
	expect(html).toContain("list.getEntriesByName('first-contentful-paint')")
	// Each file runs in a task of its own: the shared code, the route modules, then the entry.
	expect(html).toContain('for (const href of ["/assets/app-B.js"]) { await import(href); await pause(); }')
	expect(html).toContain('const route0 = await import("/assets/root-C.js"); await pause();')
	expect(html).toContain('const route1 = await import("/assets/home-D.js"); await pause();')
	expect(html.indexOf('import("/assets/home-D.js")')).toBeLessThan(html.indexOf('import("/assets/entry.client-A.js")'))
	expect(html).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
	expect(html.indexOf('await Promise.all([loaded, painted])')).toBeLessThan(
		html.indexOf('import("/assets/entry.client-A.js")'),
	)
	expect(deferredScripts(html)).toEqual([
		'/assets/entry.client-A.js',
		'/assets/app-B.js',
		'/assets/root-C.js',
		'/assets/home-D.js',
	])
	// The rest of the page is untouched, and a second pass changes nothing.
	expect(html).toContain('<main>Bonjour</main><script nonce="n">window.__reactRouterContext = {};</script>')
	expect(deferHydration(html)).toBe(html)
})

test('the rewritten module parses as a module script', async () => {
	const body = /type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page)!)![1]!
	// Top-level await is valid in a module: compile it as an async function body to check the syntax.
	const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (code: string) => unknown
	expect(() => new AsyncFunction(body.replaceAll(/import\(/g, 'load('))).not.toThrow()
})

test('an incomplete shell waits for more HTML', () => {
	expect(deferHydration(page.slice(0, page.indexOf('import("/assets/entry')))).toBeUndefined()
	expect(deferHydration('<html><body>rien</body></html>')).toBeUndefined()
})
