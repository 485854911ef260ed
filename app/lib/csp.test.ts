import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { contentSecurityPolicy, nonceOf, scriptHashes } from './csp.ts'

const sha = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`

test('the policy allows only our origin and the given script sources', () => {
	const policy = contentSecurityPolicy({ nonce: 'abc' })
	expect(policy).toContain("default-src 'self'")
	expect(policy).toContain("script-src 'self' 'nonce-abc'")
	expect(policy).toContain("style-src 'self'")
	expect(policy).toContain("frame-ancestors 'none'")
	expect(policy).not.toContain('unsafe-eval')
	expect(policy).not.toContain('unsafe-inline')
	expect(policy).not.toContain('ws:')
	expect(nonceOf(policy)).toBe('abc')
	expect(contentSecurityPolicy()).toContain("script-src 'self';")
	expect(contentSecurityPolicy({ scriptHashes: [sha('a()')] })).toContain(`script-src 'self' ${sha('a()')};`)
	expect(nonceOf(contentSecurityPolicy())).toBeUndefined()
})

test('only the development policy allows what Vite needs, on top of the production one', () => {
	const production = contentSecurityPolicy({ nonce: 'abc' })
	const development = contentSecurityPolicy({ nonce: 'abc', development: true })
	expect(development).toContain("script-src 'self' 'nonce-abc' 'unsafe-eval'")
	expect(development).toContain("style-src 'self' 'unsafe-inline'")
	expect(development).toContain("connect-src 'self' ws: wss:")
	const strip = (policy: string) => policy.replace(/ ('unsafe-eval'|'unsafe-inline'|ws:|wss:)/g, '')
	expect(strip(development)).toBe(production)
})

test('inline scripts are hashed; external scripts and JSON-LD are not', async () => {
	const code = 'window.__x = 1;'
	const html = `<script>${code}</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script nonce="n" type="module">import "/b.js"</script>`
	expect(await scriptHashes(html)).toEqual([sha(code), sha('import "/b.js"')])
})

test('with a nonce, only the scripts that carried it are hashed', async () => {
	const html =
		'<script nonce="abc">a()</script><script>evil()</script><script type="application/ld+json" nonce="abc">{}</script>'
	expect(await scriptHashes(html, { nonce: 'abc' })).toEqual([sha('a()')])
})
