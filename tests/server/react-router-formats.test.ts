/**
 * The contract with React Router's and React's output formats
 * (app/lib/react-router-formats.ts, docs/decisions/090-one-seam-with-react-router.md),
 * each assumption exercised against the production build (`npm run build`), in process.
 * An upgrade that changes one of them fails the test named after it; the server, for its
 * part, refuses to start (checkBuildFormats).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { beforeAll, expect, test } from 'vitest'
import { prerenderPaths } from '../../app/config/route-table.ts'
import { nonceOf, scriptHashes } from '../../app/lib/csp.ts'
import {
	callLoader,
	checkBuildFormats,
	clientRouteModuleQuery,
	dataContentType,
	dataUrlOf,
	escapeAsReact,
	FormatChanged,
	manifestPathOf,
	notFoundRouteId,
	pagePathOfDataUrl,
	pagePathOfPrerenderedFile,
	prerenderedFilesOf,
	routeOfPath,
	type FormatCheckInput,
} from '../../app/lib/react-router-formats.ts'
import { formatCheckInput } from '../../server/process-life.ts'
import { leafRouteId, routeTree } from '../../server/static-pages.ts'

const clientDir = path.resolve('build/client')
let build: ServerBuild
let input: FormatCheckInput
beforeAll(async () => {
	build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild
	input = await formatCheckInput(build, clientDir)
})

test('format: the prerender writes <path>/index.html or the resource, and <path>.data (_.data for /)', () => {
	expect(build.prerender.toSorted()).toEqual(prerenderPaths().toSorted())
	for (const urlPath of build.prerender) {
		const { page, resource, data } = prerenderedFilesOf(urlPath)
		expect(input.clientFiles.has(page) || input.clientFiles.has(resource), urlPath).toBe(true)
		expect(pagePathOfPrerenderedFile(page)).toBe(urlPath)
		expect(input.clientFiles.has(data), `${urlPath} → ${data}`).toBe(true)
	}
	expect(prerenderedFilesOf('/')).toEqual({ page: 'index.html', resource: '', data: '_.data' })
	expect(input.clientFiles.has('_.data')).toBe(true)
})

test('format: a page’s loader data is at <path>.data, the home page’s at /_.data, with a slash at <path>/_.data', async () => {
	for (const [url, pagePath] of [
		['/_.data', '/'],
		['/blog.data', '/blog'],
		['/blog/_.data', '/blog'],
	] as const) {
		const file = await readFile(path.join(clientDir, dataUrlOf(pagePath).slice(1)), 'utf8')
		expect(pagePathOfDataUrl(url)).toBe(pagePath)
		const response = await input.fetch(url)
		expect(response.status, url).toBe(200)
		expect(response.headers.get('content-type'), url).toMatch(new RegExp(`^${dataContentType}`))
		// The data of that page: what the prerender wrote for it, beginning with the same route data.
		const body = await response.text()
		expect(body.slice(0, 40), url).toBe(file.slice(0, 40))
	}
	// The old shape of the home page's data (React Router 7) is no longer the home page's.
	expect((await input.fetch('/_root.data')).status).toBe(404)
})

test('format: the catch-all route’s id is routes/not-found and answers any unknown path with 404', async () => {
	expect(build.routes[notFoundRouteId]?.path).toBe('*')
	const tree = routeTree(build.routes)
	expect(leafRouteId(tree, { pathname: '/nulle-part/ici' })).toBe(notFoundRouteId)
	expect(leafRouteId(tree, { pathname: '/blog' })).not.toBe(notFoundRouteId)
	const response = await input.fetch('/nulle-part/ici')
	expect(response.status).toBe(404)
	expect(await response.text()).toContain('<html')
})

test('format: the route-discovery endpoint is /__manifest and answers JSON for any path', async () => {
	expect(manifestPathOf(build)).toBe('/__manifest')
	const response = await input.fetch(`/__manifest?paths=%2Fblog&version=${build.assets.version}`)
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toMatch(/^application\/json/)
	// The catch-all matches it too: the 404 page must never answer it (server/render-cache.ts).
	expect(leafRouteId(routeTree(build.routes), { pathname: manifestPathOf(build) })).toBe(notFoundRouteId)
})

test('format: a loader called as React Router calls it gives what the page renders', async () => {
	const blog = routeOfPath(build, 'blog')!
	const data = (await callLoader(blog, new URL('http://localhost/blog'))) as { articles: { slug: string }[] }
	expect(data.articles.length).toBeGreaterThan(0)
	const html = await (await input.fetch('/blog')).text()
	for (const { slug } of data.articles) expect(html).toContain(`/blog/${slug}`)
})

test('format: React escapes an attribute value as escapeAsReact does', async () => {
	for (const query of [`"<'&>`, 'a&amp;b', '\u2028é😀', '</script><script>x()</script>']) {
		const html = await (await input.fetch(`/blog?q=${encodeURIComponent(query)}`)).text()
		expect(html, query).toContain(` name="q" value="${escapeAsReact(query)}"`)
	}
})

test('format: a page that hydrates carries the nonce on every inline script, its hydration data included', async () => {
	const response = await input.fetch('/expertise/roi-calculator')
	const nonce = nonceOf(response.headers.get('content-security-policy') ?? '')
	expect(nonce).toBeTruthy()
	const html = await response.text()
	expect(html).toContain('window.__reactRouterContext')
	const all = await scriptHashes(html)
	expect(all.length).toBeGreaterThan(0)
	expect(await scriptHashes(html, { nonce })).toEqual(all)
})

test('format: React Router names a route’s browser module with ?__react-router-build-client-route', async () => {
	const manifest = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')
	expect(manifest).toContain(`app/routes/blog.tsx${clientRouteModuleQuery}`)
})

test('the start check passes on this build and names the format that changed', async () => {
	await expect(checkBuildFormats(input)).resolves.toBeUndefined()
	const withoutNotFound = { ...build, routes: { ...build.routes, [notFoundRouteId]: undefined } } as ServerBuild
	await expect(checkBuildFormats({ ...input, build: withoutNotFound })).rejects.toThrow(
		/Format de React Router changé \(identifiants de route\)/,
	)
	const files = new Set([...input.clientFiles].filter((file) => file !== '_.data'))
	await expect(checkBuildFormats({ ...input, clientFiles: files })).rejects.toThrow(FormatChanged)
	const oldDataUrls: FormatCheckInput['fetch'] = (url) =>
		input.fetch(url.replace(/^\/_\.data$/, '/_root.data').replace(/^\/blog\.data$/, '/blog/index.data'))
	await expect(checkBuildFormats({ ...input, fetch: oldDataUrls })).rejects.toThrow(/URL des données/)
	const otherEscaping: FormatCheckInput['fetch'] = async (url) => {
		const response = await input.fetch(url)
		if (!url.startsWith('/blog?')) return response
		return new Response((await response.text()).replaceAll('&#x27;', '&#39;'), response)
	}
	await expect(checkBuildFormats({ ...input, fetch: otherEscaping })).rejects.toThrow(/échappement des attributs/)
})
