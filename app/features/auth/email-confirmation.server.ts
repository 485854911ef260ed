import { data } from 'react-router'
import { isDatabaseUnavailable } from '#app/db/db.server.ts'
import { logError } from '#app/lib/log.server.ts'
import { APIError, getAuth } from './auth.server.ts'

/**
 * The address confirmation page (docs/decisions/072-account-e-mails.md). A GET only
 * shows a button: a mail scanner that opens every link confirms nobody's address (else
 * someone signing up with another person's address would get it confirmed by that
 * person's mail filter). The POST gives the token to better-auth, which marks the
 * address confirmed; the visitor then signs in.
 */
export type ConfirmEmailState = 'ask' | 'confirmed' | 'expired' | 'invalid'

/** The token from the query string (the link) or from the page's form. */
export async function confirmationTokenOf(request: Request): Promise<string | null> {
	const fromUrl = new URL(request.url).searchParams.get('jeton')
	if (request.method === 'GET') return fromUrl
	try {
		const fromForm = (await request.formData()).get('jeton')
		return typeof fromForm === 'string' ? fromForm : fromUrl
	} catch {
		return fromUrl
	}
}

export function confirmPageState(token: string | null): ConfirmEmailState {
	return token && token.length <= 2000 ? 'ask' : 'invalid'
}

export async function confirmEmail(token: string | null): Promise<ConfirmEmailState> {
	if (confirmPageState(token) === 'invalid') return 'invalid'
	try {
		const auth = await getAuth()
		// An address confirmed already is confirmed: the same page.
		await auth.api.verifyEmail({ query: { token: token! } })
		return 'confirmed'
	} catch (error) {
		if (error instanceof APIError) {
			const code = (error.body as { code?: string } | undefined)?.code
			return code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid'
		}
		// The database away: « Service temporairement indisponible » (the root error boundary), and the link still works later.
		if (isDatabaseUnavailable(error))
			throw data('Service temporairement indisponible', { status: 503, headers: { 'Retry-After': '30' } })
		logError('address not confirmed', error)
		throw error
	}
}

const linkPageHeaders = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
const statusOf = (state: ConfirmEmailState) => (state === 'invalid' ? 400 : state === 'expired' ? 410 : 200)

/** The page opened from the link: a button to confirm (400 without a token). */
export async function confirmPageData(request: Request) {
	const token = await confirmationTokenOf(request)
	const state = confirmPageState(token)
	return data(
		{ page: 'confirm-email' as const, state, token: state === 'ask' ? token : null },
		{ status: statusOf(state), headers: linkPageHeaders },
	)
}

/** Its button: the address confirmed, or why not (410 expired, 400 invalid). */
export async function confirmPageAction(request: Request) {
	const state = await confirmEmail(await confirmationTokenOf(request))
	return data({ state, token: null }, { status: statusOf(state), headers: linkPageHeaders })
}

export type ConfirmPageReply = { state: ConfirmEmailState; token: null }
