import { expect, test } from 'vitest'
import { normalizePagePath } from './static-pages.ts'

test('a trailing slash names the same page', () => {
	expect(normalizePagePath('/')).toBe('/')
	expect(normalizePagePath('/blog')).toBe('/blog')
	expect(normalizePagePath('/blog/')).toBe('/blog')
	expect(normalizePagePath('/expertise/data-platform')).toBe('/expertise/data-platform')
})

test('traversal, bad encoding and NUL bytes are refused', () => {
	expect(normalizePagePath('/../etc/passwd')).toBeNull()
	expect(normalizePagePath('/blog/%2e%2e/%2e%2e/x')).toBeNull()
	expect(normalizePagePath('/%E0%A4%A')).toBeNull()
	expect(normalizePagePath('/a%00b')).toBeNull()
})

test('brotli first, then gzip, honouring q=0', async () => {
	const { chooseEncoding } = await import('./static-pages.ts')
	expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
	expect(chooseEncoding('gzip, deflate')).toBe('gzip')
	expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
	expect(chooseEncoding(undefined)).toBeNull()
	expect(chooseEncoding('identity')).toBeNull()
})

test('pages whose own route has a loader are the ones a query string sends to React Router', async () => {
	const { pathsWithLoader } = await import('./static-pages.ts')
	const loader = () => null
	const routes = {
		root: { id: 'root', path: '', module: { loader } },
		'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: {} },
		'routes/blog': { id: 'routes/blog', parentId: 'root', path: 'blog', module: { loader } },
		'routes/blog-article': { id: 'routes/blog-article', parentId: 'root', path: 'blog/:slug', module: { loader } },
		'routes/legal': { id: 'routes/legal', parentId: 'root', path: 'mentions-legales', module: {} },
	}
	expect([...pathsWithLoader(routes, ['/', '/blog', '/blog/security', '/mentions-legales'])]).toEqual([
		'/blog',
		'/blog/security',
	])
})

test('a query string is one with something after the question mark', async () => {
	const { hasQueryString } = await import('./static-pages.ts')
	expect(hasQueryString('/blog?q=bigquery')).toBe(true)
	expect(hasQueryString('/blog?')).toBe(false)
	expect(hasQueryString('/blog')).toBe(false)
})

test('the build’s placeholder origin is replaced, plain and URL-encoded (share links)', async () => {
	const { replaceOrigin } = await import('./static-site.ts')
	const from = 'https://site-url.invalid'
	const text = `<a href="${from}/blog">x</a> <a href="https://www.linkedin.com/share?url=${encodeURIComponent(`${from}/blog`)}">`
	expect(replaceOrigin(text, from, 'https://www.nuvea.fr')).toBe(
		'<a href="https://www.nuvea.fr/blog">x</a> <a href="https://www.linkedin.com/share?url=https%3A%2F%2Fwww.nuvea.fr%2Fblog">',
	)
})

test('rendered pages are cached under their normalised path and sorted query', async () => {
	const { renderCacheKey } = await import('./render-cache.ts')
	expect(renderCacheKey('/blog/?q=cloud')).toBe('/blog?q=cloud')
	expect(renderCacheKey('/blog?tag=ia&q=cloud')).toBe(renderCacheKey('/blog?q=cloud&tag=ia'))
	expect(renderCacheKey('/page-inexistante')).toBe('/page-inexistante')
	// Dot segments resolve as the URL parser (and React Router) resolve them.
	expect(renderCacheKey('/x/../blog?q=a')).toBe('/blog?q=a')
	// An encoded question mark is part of the path, never the start of a query.
	expect(renderCacheKey('/blog%3Fq=a%26index')).toBeNull()
})
