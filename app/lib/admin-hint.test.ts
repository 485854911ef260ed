import { expect, test } from 'vitest'
import { adminHintCookie, adminHintScript, clearedAdminHintCookie } from './admin-hint.ts'

test('the hint cookie: no personal data, readable by the page, Secure on HTTPS, cleared with Max-Age=0', () => {
	expect(adminHintCookie({ secure: false, maxAgeSeconds: 60 })).toBe('nuvea.admin=1; Path=/; Max-Age=60; SameSite=Lax')
	expect(adminHintCookie({ secure: true, maxAgeSeconds: 60 })).toMatch(/; Secure$/)
	expect(adminHintCookie({ secure: true, maxAgeSeconds: 60 })).not.toMatch(/HttpOnly/)
	expect(clearedAdminHintCookie({ secure: false })).toBe('nuvea.admin=; Path=/; Max-Age=0; SameSite=Lax')
})

test('the inline script shows the admin link only when the hint is there', () => {
	const run = (cookie: string) => {
		const removed: string[] = []
		const link = { removeAttribute: (name: string) => removed.push(name) }
		const document = {
			cookie,
			querySelector: (selector: string) => (selector === '[data-slot=admin-link]' ? link : null),
		}
		new Function('document', adminHintScript)(document)
		return removed
	}
	expect(run('x=1;nuvea.admin=1')).toEqual(['hidden'])
	expect(run('x=1; nuvea.admin=1; y=2')).toEqual(['hidden'])
	expect(run('nuvea.session_token=abc')).toEqual([])
	expect(run('nuvea.admin=')).toEqual([])
	expect(run('xnuvea.admin=1; nuvea.admin=10')).toEqual([])
	expect(run('')).toEqual([])
})
