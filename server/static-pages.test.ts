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
