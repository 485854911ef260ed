import { getDb } from '#app/db/db.server.ts'
import { confirmSubscription, subscriptionStatus, unsubscribe } from './subscription.server.ts'
import { verifyToken } from './newsletter-token.server.ts'

/**
 * The logic of the two pages reached from the e-mails. A GET only shows a page with a
 * button: link scanners that open every URL of an e-mail confirm or unsubscribe
 * nobody. The POST acts; RFC 8058's one-click POST (body `List-Unsubscribe=One-Click`)
 * reaches the same action and unsubscribes at once.
 */
export type ConfirmPageState = 'ask' | 'confirmed' | 'already-confirmed' | 'gone' | 'expired' | 'invalid'
export type UnsubscribePageState = 'ask' | 'done' | 'invalid'

export async function confirmPageState(token: unknown): Promise<ConfirmPageState> {
	const check = verifyToken('confirm', token)
	if (check.status !== 'valid') return check.status
	const status = await subscriptionStatus(await getDb(), check.subscriberId)
	return status === 'pending' ? 'ask' : status === 'confirmed' ? 'already-confirmed' : 'gone'
}

export async function confirmFromLink(token: unknown): Promise<ConfirmPageState> {
	const check = verifyToken('confirm', token)
	if (check.status !== 'valid') return check.status
	return confirmSubscription(await getDb(), check.subscriberId)
}

export async function unsubscribePageState(token: unknown): Promise<UnsubscribePageState> {
	const check = verifyToken('unsubscribe', token)
	if (check.status !== 'valid') return 'invalid'
	const status = await subscriptionStatus(await getDb(), check.subscriberId)
	return status === 'pending' || status === 'confirmed' ? 'ask' : 'done'
}

export async function unsubscribeFromLink(token: unknown): Promise<UnsubscribePageState> {
	const check = verifyToken('unsubscribe', token)
	if (check.status !== 'valid') return 'invalid'
	await unsubscribe(await getDb(), check.subscriberId)
	return 'done'
}

/** The token from the query string (links, one-click POST) or from the page's form. */
export async function tokenOf(request: Request): Promise<string | null> {
	const fromUrl = new URL(request.url).searchParams.get('jeton')
	if (request.method === 'GET') return fromUrl
	try {
		const form = await request.formData()
		const fromForm = form.get('jeton')
		return typeof fromForm === 'string' ? fromForm : fromUrl
	} catch {
		return fromUrl
	}
}
