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
