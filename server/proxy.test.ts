import type { AddressInfo } from 'node:net'
import express from 'express'
import { expect, test } from 'vitest'
import { parseTrustProxy } from './proxy.ts'

test('TRUST_PROXY: unset or 0 trusts nobody; a count is a hop count; a list is validated', () => {
	expect(parseTrustProxy(undefined)).toBe(false)
	expect(parseTrustProxy('')).toBe(false)
	expect(parseTrustProxy('0')).toBe(false)
	expect(parseTrustProxy('2')).toBe(2)
	expect(parseTrustProxy('loopback')).toEqual(['loopback'])
	expect(parseTrustProxy(' 10.0.0.1, 10.1.0.0/16 ,fd00::/8,::1')).toEqual([
		'10.0.0.1',
		'10.1.0.0/16',
		'fd00::/8',
		'::1',
	])
	for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '11', 'proxy.example', ','])
		expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/)
})

/** The client address Express derives with the setting, for a request from 127.0.0.1 carrying `forwarded`. */
async function clientAddress(setting: string | undefined, forwarded?: string): Promise<string> {
	const app = express()
	app.set('trust proxy', parseTrustProxy(setting))
	app.get('/', (request, response) => response.send(request.ip))
	const server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	try {
		const { port } = server.address() as AddressInfo
		const response = await fetch(`http://127.0.0.1:${port}/`, {
			headers: forwarded ? { 'X-Forwarded-For': forwarded } : {},
		})
		return (await response.text()).replace(/^::ffff:/, '')
	} finally {
		server.close()
	}
}

test('only addresses appended by trusted proxies count', async () => {
	// Nobody trusted: a loopback client's own header is ignored.
	expect(await clientAddress(undefined, '203.0.113.5')).toBe('127.0.0.1')
	// A proxy elsewhere is trusted, not the loopback peer: the header is still ignored.
	expect(await clientAddress('10.0.0.1', '203.0.113.5')).toBe('127.0.0.1')
	// Loopback listed as the proxy: the address it appended is the client's.
	expect(await clientAddress('loopback', '203.0.113.5')).toBe('203.0.113.5')
	// A forged entry before the proxy's own is not believed: the first untrusted from the right wins.
	expect(await clientAddress('loopback', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5')
	expect(await clientAddress('loopback, 10.0.0.0/8', '198.51.100.1, 203.0.113.5, 10.2.3.4')).toBe('203.0.113.5')
	// A hop count: one proxy appended one address; what the client sent before it does not count.
	expect(await clientAddress('1', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5')
	expect(await clientAddress('2', '198.51.100.1, 203.0.113.5')).toBe('198.51.100.1')
	// No header behind a trusted proxy: the peer itself.
	expect(await clientAddress('loopback')).toBe('127.0.0.1')
})
