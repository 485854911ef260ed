import { expect, test } from 'vitest'
import { adminHintCookie, adminHintScript, clearedAdminHintCookie, hasAdminHint } from './admin-hint.ts'

test('the hint cookie: no personal data, readable by the page, Secure on HTTPS, cleared with Max-Age=0', () => {
	expect(adminHintCookie({ secure: false, maxAgeSeconds: 60 })).toBe('nuvea.admin=1; Path=/; Max-Age=60; SameSite=Lax')
	expect(adminHintCookie({ secure: true, maxAgeSeconds: 60 })).toMatch(/; Secure$/)
	expect(adminHintCookie({ secure: true, maxAgeSeconds: 60 })).not.toMatch(/HttpOnly/)
	expect(clearedAdminHintCookie({ secure: false })).toBe('nuvea.admin=; Path=/; Max-Age=0; SameSite=Lax')
})

test('hasAdminHint reads a cookie string exactly', () => {
	expect(hasAdminHint('a=1; nuvea.admin=1; b=2')).toBe(true)
	expect(hasAdminHint('nuvea.admin=1')).toBe(true)
	expect(hasAdminHint('nuvea.admin=')).toBe(false)
	expect(hasAdminHint('xnuvea.admin=1; nuvea.admin=10')).toBe(false)
	expect(hasAdminHint('')).toBe(false)
})

test('the inline script shows the element only when the hint is there', () => {
	const run = (cookie: string) => {
		const removed: string[] = []
		const element = { removeAttribute: (name: string) => removed.push(name) }
		const document = { cookie, getElementById: (id: string) => (id === 'admin-link' ? element : null) }
		new Function('document', adminHintScript('admin-link'))(document)
		return removed
	}
	expect(run('x=1;nuvea.admin=1')).toEqual(['hidden'])
	expect(run('nuvea.session_token=abc')).toEqual([])
	expect(run('')).toEqual([])
})
