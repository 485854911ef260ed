/**
 * TRUST_PROXY: which X-Forwarded-For entries name the visitor (rate limits, logs).
 * - unset: none; the visitor is the connection's peer.
 * - a hop count `N`: the N proxies in front of the server each appended one address;
 *   the visitor is the entry the farthest of them appended.
 * - a comma-separated list of proxy addresses or CIDRs (`10.0.0.1, 10.1.0.0/16`; the
 *   names loopback, linklocal and uniquelocal too): the chain is read from the right,
 *   dropping addresses of trusted proxies; the first other one is the visitor.
 * A client's own X-Forwarded-For is thus ignored unless its peer is a listed proxy:
 * a loopback client is believed only when loopback itself is listed.
 */
import { isIP } from 'node:net'
import { logEvent } from '../app/lib/log.server.ts'

export type TrustProxySetting = false | number | string[]

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

function validEntry(entry: string): boolean {
	if (namedRanges.has(entry)) return true
	const [address, bits, ...rest] = entry.split('/')
	if (rest.length > 0 || !address) return false
	const version = isIP(address)
	if (version === 0) return false
	if (bits === undefined) return true
	if (!/^\d{1,3}$/.test(bits)) return false
	return Number(bits) <= (version === 4 ? 32 : 128)
}

/** Parses TRUST_PROXY into Express's `trust proxy` setting; a bad value throws (French). */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
	const text = value?.trim() ?? ''
	if (text === '') return false
	if (/^\d+$/.test(text)) {
		const hops = Number(text)
		if (hops > 10) throw new Error(`TRUST_PROXY=${text} : nombre de proxys invraisemblable (10 au plus).`)
		return hops === 0 ? false : hops
	}
	const entries = text
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean)
	const invalid = entries.filter((entry) => !validEntry(entry))
	if (invalid.length > 0 || entries.length === 0)
		throw new Error(
			`TRUST_PROXY invalide (${invalid.join(', ') || text}) : donnez un nombre de proxys (1) ou une liste ` +
				'd’adresses ou de plages de proxys séparées par des virgules (10.0.0.1, 10.1.0.0/16, loopback).',
		)
	return entries
}

/** TRUST_PROXY from the environment; a bad value stops the start with its French message. */
export function trustProxyFromEnv(): TrustProxySetting {
	try {
		return parseTrustProxy(process.env.TRUST_PROXY)
	} catch (error) {
		logEvent('error', 'start failed', { reason: `Démarrage impossible : ${(error as Error).message}` })
		process.exit(1)
	}
}
