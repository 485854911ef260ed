/**
 * Pages rendered per request, answered from memory, are what React Router renders.
 *
 * A blog search answered from its result set's template (server/blog-search.ts) is,
 * byte for byte, the page React Router renders for that URL: for generated queries
 * (quotes, <, &, backslashes, `</script>`, U+2028, accents, emoji, lone surrogates,
 * percent and plus signs), categories and extra parameters, in the raw URL forms a
 * browser or a script sends. The only difference allowed is the per-render nonce
 * attribute, which the CSP of these pages does not use (it lists script hashes).
 * Likewise the one cached 404 page answers any unknown path.
 * Runs in-process on the production build (`npm run build`).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import type { ServerBuild } from 'react-router'
import { beforeAll, expect, test } from 'vitest'
import { cachedRenders } from '../../server/render-cache.ts'

const runs = Number(process.env.SEARCH_RUNS ?? 300)

let renders: Awaited<ReturnType<typeof cachedRenders>>
beforeAll(async () => {
	const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild
	renders = await cachedRenders(build, { dynamicWithQuery: new Set(['/blog']) })
})

const withoutNonce = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, ' nonce=""')

const tricky = [
	'"',
	"'",
	'<',
	'>',
	'&',
	'&amp;',
	'\\',
	'\\u003c',
	'</script>',
	'<script>alert(1)</script>',
	'\u2028',
	'\u2029',
	'\u00a0',
	'é',
	'É',
	'e\u0301',
	'😀',
	'\ud800',
	'%',
	'%25',
	'%zz',
	'+',
	'=',
	'?',
	'/',
	' ',
	'  ',
	'\t',
	'`',
	'’',
	'${x}',
	'{"a":1}',
	'cloud',
	'Cloud ',
	'BigQuery',
	'sécurité',
	'securite',
	'gemini',
	'workspace',
	'IA',
	'data',
	'migration',
	'x'.repeat(60),
]

const text = fc
	.array(fc.oneof(fc.constantFrom(...tricky), fc.string({ maxLength: 6, unit: 'binary' })), { maxLength: 5 })
	.map((parts) => parts.join(''))

/** How the value travels in the raw URL: encodeURIComponent, a form's encoding (+ for space), or barely encoded. */
const encoder = fc.constantFrom(
	(value: string) => encodeURIComponent(value.replaceAll(/[\ud800-\udfff]/g, '\ufffd')),
	(value: string) => new URLSearchParams({ v: value }).toString().slice(2),
	(value: string) => value.replaceAll('%', '%25').replaceAll('&', '%26').replaceAll('+', '%2B').replaceAll('#', '%23'),
)

const category = fc.constantFrom('', 'securite', 'data-platform', 'ia-gen-ai', 'Sécurité', 'workspace', 'inconnue')
const extraName = fc.constantFrom('q', 'categorie', 'utm_source', 'page', 'x"y', '<a>')

const searchUrl = fc
	.record({
		query: text,
		category: fc.option(category, { nil: undefined }),
		extras: fc.array(fc.tuple(extraName, text), { maxLength: 2 }),
		encode: encoder,
		categoryFirst: fc.boolean(),
	})
	.map(({ query, category: chosen, extras, encode, categoryFirst }) => {
		const parts = [`q=${encode(query)}`]
		if (chosen !== undefined) parts[categoryFirst ? 'unshift' : 'push'](`categorie=${encode(chosen)}`)
		for (const [name, value] of extras) parts.push(`${encodeURIComponent(name)}=${encode(value)}`)
		return `/blog?${parts.join('&')}`
	})

test('a spliced search answer equals a fresh render of its URL, byte for byte', async () => {
	let spliced = 0
	const resultSets = new Set<string>()
	await fc.assert(
		fc.asyncProperty(searchUrl, async (url) => {
			const answer = await renders.searchAnswer(url)
			expect(answer, url).toBeDefined()
			const fresh = await renders.renderPage(url)
			if (fresh instanceof Response) throw new Error(`${url}: ${fresh.status}`)
			expect(withoutNonce(answer!.body.toString('utf8'))).toBe(withoutNonce(fresh.body.toString('utf8')))
			expect(answer!.headers['Content-Security-Policy']).toBe(fresh.headers['Content-Security-Policy'])
			expect(gunzipSync(answer!.gzip).equals(answer!.body)).toBe(true)
			spliced++
			resultSets.add(answer!.templateKey)
		}),
		{ numRuns: runs },
	)
	expect(spliced).toBe(runs)
	// Many pages were cut and reused: categories, matches and no match.
	expect(resultSets.size).toBeGreaterThan(10)
})

test('the echoes are escaped where they land: no markup or script comes from the URL', async () => {
	const answer = await renders.searchAnswer(
		`/blog?q=${encodeURIComponent('"><script>alert(1)</script>\u2028')}&categorie=securite`,
	)
	const html = answer!.body.toString('utf8')
	expect(html).toContain('name="q" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028"')
	expect(html).not.toContain('<script>alert(1)')
})

test('URLs the templates do not reproduce are left to the full render', async () => {
	for (const url of [
		'/blog?index&q=a',
		'/blog?q=a&_routes=x',
		'/blog?q=a#x',
		'/blog/?q=a',
		'/blog',
		'/blog?&',
		'/autre?q=a',
	]) {
		expect(await renders.searchAnswer(url), url).toBeUndefined()
	}
})

const segment = fc
	.array(fc.oneof(fc.constantFrom(...tricky), fc.string({ maxLength: 6, unit: 'binary' })), {
		minLength: 1,
		maxLength: 3,
	})
	.map((parts) => parts.join(''))

const unknownUrl = fc
	.record({
		segments: fc.array(segment, { minLength: 1, maxLength: 3 }),
		query: fc.option(text, { nil: undefined }),
		encode: encoder,
	})
	.map(
		({ segments, query, encode }) =>
			`/x-${segments.map((part) => encode(part).replaceAll('?', '%3F').replaceAll('/', '%2F')).join('/')}${query === undefined ? '' : `?q=${encode(query)}`}`,
	)

test('the cached 404 page equals a fresh render of any unknown path', async () => {
	let answered = 0
	await fc.assert(
		fc.asyncProperty(unknownUrl, async (url) => {
			const answer = await renders.pageAnswer(url)
			// Paths the URL parser reduces to a known page or refuses are not the 404's.
			fc.pre(answer !== undefined)
			const fresh = await renders.renderPage(url)
			if (fresh instanceof Response) throw new Error(`${url}: ${fresh.status}`)
			expect(fresh.status).toBe(404)
			expect(answer!.status).toBe(404)
			expect(withoutNonce(answer!.body.toString('utf8'))).toBe(withoutNonce(fresh.body.toString('utf8')))
			expect(answer!.headers['Content-Security-Policy']).toBe(fresh.headers['Content-Security-Policy'])
			answered++
		}),
		{ numRuns: Math.ceil(runs / 3) },
	)
	expect(answered).toBeGreaterThan(runs / 6)
})
