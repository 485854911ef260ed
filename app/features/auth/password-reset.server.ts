import { desc, eq } from 'drizzle-orm'
import { data } from 'react-router'
import { getDb, isDatabaseUnavailable } from '#app/db/db.server.ts'
import { verification } from '#app/db/schema.ts'
import { FormRefusal, handleFormPost } from '#app/infra/forms/form-post.server.ts'
import { type FormReply, formMessages } from '#app/infra/forms/form-reply.ts'
import { logError } from '#app/lib/log.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { consumeAddressLimit, consumeEmailFormLimits } from './auth-limits.server.ts'
import { accountMessages } from './account-messages.ts'
import { forgotPasswordSchema, resetPasswordSchema, validationMessages } from './auth-schema.ts'
import { APIError, getAuth } from './auth.server.ts'

/**
 * Password reset with better-auth's own flow (docs/decisions/072-account-e-mails.md):
 * « Mot de passe oublié ? » asks better-auth for a token (one hour, single use), which it
 * hands to `sendResetPassword` (a job, auth.server.ts); the e-mail's link opens
 * « Nouveau mot de passe », whose post gives the token back to better-auth, which
 * changes the password and ends every session of the account.
 */

export type ForgotPasswordReply = FormReply<{ sentTo: string }>
export type ResetPasswordReply = FormReply<{ done: true }>
export type ResetLinkState = 'ready' | 'expired' | 'invalid'

/** better-auth's tokens are short random strings; anything else is not one of ours. */
const TOKEN_PATTERN = /^[\w-]{8,200}$/

/** The link's token from the query string. */
function tokenOf(request: Request): string | null {
	return new URL(request.url).searchParams.get('jeton')
}

/**
 * Where a reset link stands, read from better-auth's own row (`reset-password:<token>`,
 * kept until used or swept after expiry): the page says so before a password is typed.
 */
export async function resetLinkState(token: string | null): Promise<ResetLinkState> {
	if (!token || !TOKEN_PATTERN.test(token)) return 'invalid'
	const db = await getDb()
	const [row] = await db
		.select({ expiresAt: verification.expiresAt })
		.from(verification)
		.where(eq(verification.identifier, `reset-password:${token}`))
		.orderBy(desc(verification.createdAt))
		.limit(1)
	if (!row) return 'invalid'
	return row.expiresAt.getTime() > Date.now() ? 'ready' : 'expired'
}

/** « Mot de passe oublié ? »: the same answer whether an account exists at the address or not. */
export async function handleForgotPassword(request: Request) {
	return handleFormPost(request, {
		schema: forgotPasswordSchema,
		rateLimit: {
			consume: (form, post) => {
				const email = form.get('email')
				return consumeEmailFormLimits('reset-request', typeof email === 'string' ? email : '', clientIp(post))
			},
			message: accountMessages.tooManyAttempts,
		},
		async persist({ email }) {
			const auth = await getAuth()
			// better-auth answers alike for an unknown address, after a look-up of the same cost.
			await auth.api.requestPasswordReset({ body: { email }, headers: request.headers })
			return { sentTo: email }
		},
	})
}

/** « Nouveau mot de passe »: the token of the link and the new password, to better-auth. */
export async function handleResetPassword(request: Request) {
	return handleFormPost(request, {
		schema: resetPasswordSchema,
		rateLimit: {
			consume: (_form, post) => consumeAddressLimit('reset-submit', clientIp(post)),
			message: accountMessages.tooManyAttempts,
		},
		hideFields: ['password', 'confirmation'],
		async persist({ jeton, password }) {
			const state = await resetLinkState(jeton)
			if (state !== 'ready') return linkRefusal(state)
			const auth = await getAuth()
			try {
				await auth.api.resetPassword({ body: { token: jeton, newPassword: password } })
				return { done: true as const }
			} catch (error) {
				if (error instanceof APIError) {
					const code = (error.body as { code?: string } | undefined)?.code
					if (code === 'PASSWORD_TOO_SHORT')
						return new FormRefusal(400, validationMessages.passwordTooShort, {
							password: [validationMessages.passwordTooShort],
						})
					// Used meanwhile (another tab, a double click): the link has served.
					if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return linkRefusal('invalid')
				}
				if (isDatabaseUnavailable(error)) throw error
				logError('password not reset', error, request)
				return new FormRefusal(500, formMessages.error)
			}
		},
	})
}

function linkRefusal(state: 'expired' | 'invalid'): FormRefusal {
	return state === 'expired'
		? new FormRefusal(410, accountMessages.resetLinkExpired)
		: new FormRefusal(400, accountMessages.resetLinkInvalid)
}

const linkPageHeaders = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

/** The « Nouveau mot de passe » page's data: the link's state (400 invalid, 410 expired), the token when usable. */
export async function resetPageData(request: Request) {
	const token = tokenOf(request)
	let state: ResetLinkState
	try {
		state = await resetLinkState(token)
	} catch (error) {
		if (isDatabaseUnavailable(error))
			throw data('Service temporairement indisponible', { status: 503, headers: { 'Retry-After': '30' } })
		throw error
	}
	const status = state === 'invalid' ? 400 : state === 'expired' ? 410 : 200
	return data(
		{ page: 'reset-password' as const, state, token: state === 'ready' ? token : null },
		{ status, headers: linkPageHeaders },
	)
}
