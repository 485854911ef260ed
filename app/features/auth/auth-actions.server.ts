import { createHash } from 'node:crypto'
import { redirect } from 'react-router'
import { serverEnv } from '#app/config/env.server.ts'
import { getDb, isDatabaseUnavailable } from '#app/db/db.server.ts'
import { createRateLimiter, type RateLimitResult } from '#app/db/rate-limit.server.ts'
import { profiles } from '#app/db/schema.ts'
import { logError } from '#app/lib/log.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { FormRefusal, handleFormPost } from '#app/infra/forms/form-post.server.ts'
import type { FormReply } from '#app/infra/forms/form-reply.ts'
import { authMessages, withNotice } from './auth-messages.ts'
import { loginSchema, signupSchema } from './auth-schema.ts'
import { APIError, getAuth } from './auth.server.ts'

export type AuthFormId = 'login' | 'signup'
export type AuthActionResult = FormReply & { formId?: AuthFormId }

/** Copies better-auth's Set-Cookie headers onto our redirect. */
function cookiesFrom(headers: Headers): Headers {
	const result = new Headers()
	for (const cookie of headers.getSetCookie()) result.append('Set-Cookie', cookie)
	return result
}

function apiErrorCode(error: unknown): string | undefined {
	return error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined
}

const formIdOf = (form: FormData): AuthFormId => (form.get('intent') === 'signup' ? 'signup' : 'login')

/*
 * The one sign-in/sign-up limiter (better-auth's own is off), in the database so that
 * every instance shares it (docs/decisions/029-rate-limits-in-the-database.md).
 * Sign-in is counted per (account, address) pair — someone guessing the admin's
 * password from the office's shared address spends only their own pair's budget — and
 * per address with a generous ceiling (many accounts tried from one address). Sign-up
 * is counted per address with a tight budget, so « Cet email est déjà utilisé » cannot
 * be used to list accounts.
 */
const signInPairLimiter = createRateLimiter('signin', () => ({
	max: serverEnv().AUTH_RATE_LIMIT_MAX,
	windowSeconds: serverEnv().AUTH_RATE_LIMIT_WINDOW_SECONDS,
}))
const signInAddressLimiter = createRateLimiter('signin-address', () => ({
	max: serverEnv().AUTH_RATE_LIMIT_MAX * 10,
	windowSeconds: serverEnv().AUTH_RATE_LIMIT_WINDOW_SECONDS,
}))
const signUpLimiter = createRateLimiter('signup', () => ({
	max: serverEnv().SIGNUP_RATE_LIMIT_MAX,
	windowSeconds: serverEnv().SIGNUP_RATE_LIMIT_WINDOW_SECONDS,
}))

/** An account's key in the limiter table: a digest, so the table holds no address. */
function accountKey(email: string): string {
	return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)
}

async function consumeAuthLimits(form: FormData, request: Request): Promise<RateLimitResult> {
	const address = clientIp(request)
	if (formIdOf(form) === 'signup') return signUpLimiter.consume(address)
	const email = form.get('email')
	const pair = await signInPairLimiter.consume(`${accountKey(typeof email === 'string' ? email : '')}|${address}`)
	const ceiling = await signInAddressLimiter.consume(address)
	if (pair.ok && ceiling.ok) return pair
	return {
		ok: false,
		retryAfterSeconds: Math.max(pair.ok ? 0 : pair.retryAfterSeconds, ceiling.ok ? 0 : ceiling.retryAfterSeconds),
	}
}

/** The /auth page's two forms through the form pipeline: sign in, or sign up (then the profile row). */
export async function handleAuthAction(request: Request) {
	return handleFormPost(request, {
		schema: (form) => (formIdOf(form) === 'signup' ? signupSchema : loginSchema),
		formId: formIdOf,
		rateLimit: { consume: consumeAuthLimits, message: authMessages.tooManyAttempts },
		hideFields: ['password'],
		errorMessage: authMessages.loginFallback,
		async persist(value) {
			const auth = await getAuth()
			if (value.intent === 'login') {
				try {
					const { headers } = await auth.api.signInEmail({
						body: { email: value.email, password: value.password },
						headers: request.headers,
						returnHeaders: true,
					})
					return redirect(withNotice('/', 'connexion'), { headers: cookiesFrom(headers) })
				} catch (error) {
					// One message for unknown address and wrong password: no account enumeration.
					if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400))
						return new FormRefusal(401, authMessages.invalidCredentials)
					// The pipeline answers 503 for a database that is away.
					if (isDatabaseUnavailable(error)) throw error
					logError('sign-in failed', error, request)
					return new FormRefusal(500, authMessages.loginFallback)
				}
			}
			const { firstName, lastName, email, password } = value
			try {
				const { headers, response } = await auth.api.signUpEmail({
					body: { name: `${firstName} ${lastName}`, email, password },
					headers: request.headers,
					returnHeaders: true,
				})
				try {
					await (await getDb()).insert(profiles).values({ userId: response.user.id, email, firstName, lastName })
				} catch (profileError) {
					// A profile failure is only logged: the account exists and works without it.
					logError('profile not stored', profileError, request)
				}
				return redirect(withNotice('/', 'inscription'), { headers: cookiesFrom(headers) })
			} catch (error) {
				const code = apiErrorCode(error)
				if (code?.startsWith('USER_ALREADY_EXISTS')) return new FormRefusal(409, authMessages.emailTaken)
				if (code === 'PASSWORD_TOO_SHORT')
					return new FormRefusal(400, authMessages.passwordTooShort, { password: [authMessages.passwordTooShort] })
				if (code === 'INVALID_EMAIL')
					return new FormRefusal(400, authMessages.invalidEmail, { email: [authMessages.invalidEmail] })
				if (isDatabaseUnavailable(error)) throw error
				logError('sign-up failed', error, request)
				return new FormRefusal(500, authMessages.signupFallback)
			}
		},
	})
}

/** Signs out and goes home with the spec's notice. */
export async function signOut(request: Request) {
	const auth = await getAuth()
	try {
		const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
		return redirect(withNotice('/', 'deconnexion'), { headers: cookiesFrom(headers) })
	} catch {
		return redirect(withNotice('/', 'deconnexion'))
	}
}
