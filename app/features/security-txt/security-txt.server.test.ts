import { expect, test } from 'vitest'
import { parseServerEnv, serverStartedAt } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { securityTxt, securityTxtFields } from './security-txt.server.ts'

test('security.txt has the fields of RFC 9116: contacts, expiry, languages, canonical address', () => {
	const text = securityTxt({
		contacts: ['mailto:securite@nuvea.example', 'https://nuvea.example/securite'],
		expires: new Date('2027-11-27T09:30:12.345Z'),
		canonical: 'https://www.nuvea.example/.well-known/security.txt',
	})
	expect(text).toBe(
		[
			'Contact: mailto:securite@nuvea.example',
			'Contact: https://nuvea.example/securite',
			'Expires: 2027-11-27T09:30:12Z',
			'Preferred-Languages: fr, en',
			'Canonical: https://www.nuvea.example/.well-known/security.txt',
			'',
		].join('\n'),
	)
})

test('by default the contact is the site’s e-mail, the expiry a year after this process started, the address SITE_URL’s', () => {
	const fields = securityTxtFields()
	expect(fields.contacts).toEqual([`mailto:${siteConfig.email}`])
	expect(fields.canonical).toBe(`${siteConfig.url}/.well-known/security.txt`)
	const started = serverStartedAt.getTime()
	expect(started).toBeLessThanOrEqual(Date.now())
	expect(started).toBeGreaterThan(Date.now() - 10 * 60_000)
	const expires = new Date(started)
	expires.setUTCFullYear(expires.getUTCFullYear() + 1)
	expect(fields.expires).toEqual(expires)
})

test('SECURITY_CONTACT: e-mail addresses become mailto: URIs, URIs stay, anything else stops the start', () => {
	expect(
		parseServerEnv({ SECURITY_CONTACT: ' securite@nuvea.fr , https://nuvea.fr/securite,tel:+33199001234' })
			.SECURITY_CONTACT,
	).toEqual(['mailto:securite@nuvea.fr', 'https://nuvea.fr/securite', 'tel:+33199001234'])
	expect(parseServerEnv({}).SECURITY_CONTACT).toEqual([])
	expect(() => parseServerEnv({ SECURITY_CONTACT: 'http://nuvea.fr/securite' })).toThrow(
		/Configuration invalide : SECURITY_CONTACT\.0: attendu : des adresses e-mail ou des URI/,
	)
	expect(() => parseServerEnv({ SECURITY_CONTACT: 'écrivez-nous' })).toThrow(/SECURITY_CONTACT/)
})
