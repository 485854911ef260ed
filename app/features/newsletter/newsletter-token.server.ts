import { createHmac, timingSafeEqual } from 'node:crypto'
import { authSecret } from '#app/config/env.server.ts'

/**
 * Signed links of the newsletter e-mails (docs/decisions/040-newsletter-double-opt-in.md):
 * `<subscriber id>.<expiry in Unix seconds, 0 = never>.<HMAC-SHA256>`, keyed by the
 * server's secret and bound to a purpose, so a confirmation link cannot unsubscribe
 * and nobody can forge either without the secret.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe'

export type TokenCheck = { status: 'valid'; subscriberId: string } | { status: 'expired' | 'invalid' }

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_HOURS = 48

let key: Buffer | undefined
function linkKey(): Buffer {
	// A key of its own, derived from the secret: a newsletter link is never a session signature.
	key ??= createHmac('sha256', authSecret()).update('nuvea-newsletter-links').digest()
	return key
}

function signature(purpose: TokenPurpose, subscriberId: string, expires: number): string {
	return createHmac('sha256', linkKey()).update(`${purpose}:${subscriberId}:${expires}`).digest('base64url')
}

export function signToken(purpose: TokenPurpose, subscriberId: string, expiresAt?: Date): string {
	const expires = expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0
	return `${subscriberId}.${expires}.${signature(purpose, subscriberId, expires)}`
}

const tokenPattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([\w-]{43})$/

export function verifyToken(purpose: TokenPurpose, token: unknown, now = new Date()): TokenCheck {
	if (typeof token !== 'string') return { status: 'invalid' }
	const match = tokenPattern.exec(token)
	if (!match) return { status: 'invalid' }
	const [, subscriberId, expiresText, given] = match as unknown as [string, string, string, string]
	const expires = Number(expiresText)
	const expected = Buffer.from(signature(purpose, subscriberId, expires))
	if (!timingSafeEqual(expected, Buffer.from(given))) return { status: 'invalid' }
	if (expires !== 0 && expires * 1000 < now.getTime()) return { status: 'expired' }
	return { status: 'valid', subscriberId }
}

/** A confirmation link's token, valid CONFIRMATION_LINK_HOURS from `now`. */
export function confirmationToken(subscriberId: string, now = new Date()): string {
	return signToken('confirm', subscriberId, new Date(now.getTime() + CONFIRMATION_LINK_HOURS * 3_600_000))
}

/** The unsubscribe link's token: it never expires, an old e-mail must still let one leave. */
export function unsubscribeToken(subscriberId: string): string {
	return signToken('unsubscribe', subscriberId)
}
