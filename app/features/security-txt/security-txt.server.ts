/**
 * /.well-known/security.txt (RFC 9116): where to report a security flaw. The contacts
 * come from the settings read at start (SECURITY_CONTACT, else the site's e-mail), the
 * address from SITE_URL, and the file expires a year after the server started: a running
 * deployment never serves an expired file, a restart renews it
 * (docs/decisions/063-security-txt.md).
 */
import { serverEnv, serverStartedAt } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'

export type SecurityTxtFields = { contacts: string[]; expires: Date; canonical: string }

export function securityTxt({ contacts, expires, canonical }: SecurityTxtFields): string {
	return [
		...contacts.map((contact) => `Contact: ${contact}`),
		`Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
		'Preferred-Languages: fr, en',
		`Canonical: ${canonical}`,
		'',
	].join('\n')
}

/** This deployment's fields: its contacts, a year after its start, its own address. */
export function securityTxtFields(): SecurityTxtFields {
	const configured = serverEnv().SECURITY_CONTACT
	const expires = new Date(serverStartedAt)
	expires.setUTCFullYear(expires.getUTCFullYear() + 1)
	return {
		contacts: configured.length ? configured : [`mailto:${siteConfig.email}`],
		expires,
		canonical: `${siteConfig.url}/.well-known/security.txt`,
	}
}
