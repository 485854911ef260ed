import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { escapeAsReact as escapeHtml } from '../app/lib/react-router-formats.ts'
import { fillTemplate, fillTemplateGzip, makeTemplate } from './page-template.ts'

test('escapes as React does: quotes, ampersand, angle brackets, nothing else', () => {
	expect(escapeHtml(`"'&<>\\\u2028é`)).toBe('&quot;&#x27;&amp;&lt;&gt;\\\u2028é')
})

test('a template filled with other values is the page with those values, plain and gzipped', () => {
	fc.assert(
		fc.property(
			fc.string({ unit: 'binary' }),
			fc.string({ unit: 'binary' }),
			fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constant('x'.repeat(70_000))),
			(before, after, value) => {
				fc.pre(!`${before}${after}`.includes('ORIGINAL'))
				const page = (v: string) => `${before}<input value="${v}"/>${after}`
				const template = makeTemplate(page('ORIGINAL'), [{ prefix: ' value="', text: 'ORIGINAL', suffix: '"' }])
				const filled = fillTemplate(template!, [value])
				expect(filled.toString('utf8')).toBe(Buffer.from(page(value), 'utf8').toString('utf8'))
				expect(gunzipSync(fillTemplateGzip(template!, [value])).equals(filled)).toBe(true)
			},
		),
	)
})

test('holes of several values, in page order, an empty value and a value of 200 KB', () => {
	const html = 'a name="q" value="X" b action="/blog?q=X" c action="/blog?q=X" d'
	const template = makeTemplate(html, [
		{ prefix: ' name="q" value="', text: 'X', suffix: '"' },
		{ prefix: ' action="', text: '/blog?q=X', suffix: '"' },
	])!
	expect(template.holes).toEqual([0, 1, 1])
	expect(fillTemplate(template, ['', '/blog?q=']).toString()).toBe(
		'a name="q" value="" b action="/blog?q=" c action="/blog?q=" d',
	)
	const big = 'é'.repeat(100_000)
	const filled = fillTemplate(template, [big, 'y'])
	expect(filled.toString()).toBe(`a name="q" value="${big}" b action="y" c action="y" d`)
	expect(gunzipSync(fillTemplateGzip(template, [big, 'y'])).equals(filled)).toBe(true)
})

test('a page without one of the markers is not a template', () => {
	expect(makeTemplate('<input value="a"/>', [{ prefix: ' action="', text: 'a', suffix: '"' }])).toBeUndefined()
})
