/**
 * Hydration code fetched once the page is painted (docs/decisions/047-first-load-budget.md).
 *
 * React Router's <Scripts> preloads every script of the page (`<link rel="modulepreload">`)
 * and imports them from an inline module script: on a slow network they share the first
 * round trips with the stylesheet, the font and the hero image, and the largest paint
 * waits for them. The page is complete without JavaScript, so its scripts can wait:
 * this rewrite of the rendered HTML drops the preload links and makes the inline module
 * wait for the `load` event and the first contentful paint, then preload the same files, import
 * the route modules and start the client entry, as React Router's code would have.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const moduleScript = /(<script[^>]* type="module" async="">)([\s\S]*?)(<\/script>)/
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");?$/gm

/** The marker of a page whose hydration code was already deferred. */
export const deferredMarker = '/*deferred-hydration*/'

/**
 * Rewrites a page's HTML (or its shell) once it holds React Router's inline module
 * script; `undefined` while that script is not complete yet (more HTML to come).
 */
export function deferHydration(html: string): string | undefined {
	const match = moduleScript.exec(html)
	if (!match) return undefined
	const [whole, open, body, close] = match as unknown as [string, string, string, string]
	if (body.includes(deferredMarker)) return html
	const preloads = [...html.matchAll(preloadLink)].map((link) => link[1]!)
	const imports = [...body.matchAll(staticImport)].map(([, name, url]) => ({ name: name ?? '', url: url! }))
	const rest = body.replace(staticImport, '').trim()
	const entryModule = /import\("([^"]+)"\)/.exec(rest)?.[1]
	const routeModules = new Set(imports.map((entry) => JSON.parse(entry.url) as string))
	const shared = preloads.filter((href) => href !== entryModule && !routeModules.has(href))
	const deferred = [
		deferredMarker,
		// After the load event (the stylesheet, the font and the images are in) and the first
		// contentful paint (text may wait for its font past the load event), then two frames,
		// so that the painted page is on screen before any script is fetched.
		"const loaded = new Promise((done) => document.readyState === 'complete' ? done() : addEventListener('load', done, { once: true }));",
		// (Entries read from the observer's list: a stand-in for `performance`, such as a
		// test clock, cannot hide them. Where paint timing is missing, or no paint comes within
		// 3 s, hydration does not wait for it.)
		"const painted = new Promise((done) => { if (!window.PerformanceObserver || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return done(); const observer = new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length > 0) { observer.disconnect(); done(); } }); observer.observe({ type: 'paint', buffered: true }); setTimeout(done, 3000); });",
		'await Promise.all([loaded, painted]);',
		'await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));',
		`for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
		// Then each file is run in a task of its own (the shared code, each route module, and
		// last the entry, which starts hydrating): one long task would keep a tap waiting.
		'const pause = () => new Promise((resolve) => setTimeout(resolve));',
		`for (const href of ${JSON.stringify(shared)}) { await import(href); await pause(); }`,
		...imports.map(
			(entry) => `${entry.name ? `const ${entry.name} = ` : ''}await import(${entry.url}); await pause();`,
		),
		rest,
	].join('\n')
	const index = match.index
	return (html.slice(0, index) + open + deferred + close + html.slice(index + whole.length)).replace(preloadLink, '')
}

/** The files a page's deferred hydration fetches (its preload list), for the chunk-budget test. */
export function deferredScripts(html: string): string[] {
	const list = /for \(const href of (\[[^\]]*\])\)/.exec(html)
	return list ? (JSON.parse(list[1]!) as string[]) : []
}
