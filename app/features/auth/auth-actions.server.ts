import { createHash } from 'node:crypto'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { serverEnv } from '#app/config/env.server.ts'
import { databaseErrorStatus, getDb, isDatabaseUnavailable } from '#app/db/db.server.ts'
import { createRateLimiter, type RateLimitResult } from '#app/db/rate-limit.server.ts'
import { profiles } from '#app/db/schema.ts'
import { logError } from '#app/lib/log.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { noteRetryAfter } from '#app/lib/retry-after.server.ts'
import { authMessages, withNotice } from './auth-messages.ts'
import { APIError, getAuth } from './auth.server.ts'

export type AuthActionResult = { intent: 'login' | 'signup'; error: string; email?: string }

/** The spec's generic form error, for a database that is away (HTTP 503). */
const unavailableMessage = "Une erreur s'est produite. Veuillez réessayer."

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

async function checkAuthLimits(
	intent: AuthActionResult['intent'],
	request: Request,
	email: string,
): Promise<RateLimitResult> {
	const address = clientIp(request)
	if (intent === 'signup') return signUpLimiter.consume(address)
	const pair = await signInPairLimiter.consume(`${accountKey(email)}|${address}`)
	const ceiling = await signInAddressLimiter.consume(address)
	if (!pair.ok || !ceiling.ok)
		return {
			ok: false,
			retryAfterSeconds: Math.max(pair.ok ? 0 : pair.retryAfterSeconds, ceiling.ok ? 0 : ceiling.retryAfterSeconds),
		}
	return pair
}

const field = (max: number) =>
	z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(max))
const loginSchema = z.object({ email: field(255), password: z.string().min(1).max(128) })
const signupSchema = z.object({
	firstName: field(100).pipe(z.string().min(1, authMessages.nameRequired)),
	lastName: field(100).pipe(z.string().min(1, authMessages.nameRequired)),
	email: field(255).pipe(z.email(authMessages.invalidEmail)),
	password: z
		.string({ error: authMessages.passwordTooShort })
		.min(6, authMessages.passwordTooShort)
		.max(128, authMessages.passwordTooLong),
})

/** Copies better-auth's Set-Cookie headers onto our redirect. */
function cookiesFrom(headers: Headers): Headers {
	const result = new Headers()
	for (const cookie of headers.getSetCookie()) result.append('Set-Cookie', cookie)
	return result
}

function apiErrorCode(error: unknown): string | undefined {
	return error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined
}

function failure(
	intent: AuthActionResult['intent'],
	error: string,
	status: number,
	email?: string,
	headers?: Record<string, string>,
) {
	return data<AuthActionResult>({ intent, error, email }, { status, headers })
}

/** The /auth page's two forms: sign in, or sign up (then the profile row). */
export async function handleAuthAction(request: Request) {
	let form: FormData
	try {
		form = await request.formData()
	} catch {
		return failure('login', authMessages.loginFallback, 400)
	}
	const intent = form.get('intent') === 'signup' ? 'signup' : 'login'
	const email = typeof form.get('email') === 'string' ? String(form.get('email')).slice(0, 255) : undefined
	// PostgreSQL cannot store a NUL byte, and better-auth reports the refusal as its own
	// 500: such a form is the visitor's error, answered 400 before it gets there.
	if ([...form.values()].some((value) => typeof value === 'string' && value.includes('\u0000')))
		return failure(intent, intent === 'signup' ? authMessages.signupFallback : authMessages.invalidCredentials, 400)
	let auth: Awaited<ReturnType<typeof getAuth>>
	try {
		const limit = await checkAuthLimits(intent, request, email ?? '')
		if (!limit.ok)
			return failure(intent, authMessages.tooManyAttempts, 429, email, noteRetryAfter(request, limit.retryAfterSeconds))
		auth = await getAuth()
	} catch (error) {
		logError('auth unavailable', error, request)
		return failure(intent, unavailableMessage, 503, email)
	}

	if (intent === 'login') {
		const parsed = loginSchema.safeParse({ email: form.get('email'), password: form.get('password') })
		if (!parsed.success) return failure('login', authMessages.invalidCredentials, 400, email)
		try {
			const { headers } = await auth.api.signInEmail({
				body: parsed.data,
				headers: request.headers,
				returnHeaders: true,
			})
			return redirect(withNotice('/', 'connexion'), { headers: cookiesFrom(headers) })
		} catch (error) {
			// One message for unknown address and wrong password: no account enumeration.
			if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400))
				return failure('login', authMessages.invalidCredentials, 401, email)
			logError('sign-in failed', error, request)
			if (isDatabaseUnavailable(error)) return failure('login', unavailableMessage, 503, email)
			return failure('login', authMessages.loginFallback, databaseErrorStatus(error) === 400 ? 400 : 500, email)
		}
	}

	const parsed = signupSchema.safeParse({
		firstName: form.get('firstName'),
		lastName: form.get('lastName'),
		email: form.get('email'),
		password: form.get('password') ?? undefined,
	})
	if (!parsed.success)
		return failure('signup', parsed.error.issues[0]?.message ?? authMessages.signupFallback, 400, email)
	const { firstName, lastName, password } = parsed.data
	const normalizedEmail = parsed.data.email.toLowerCase()
	try {
		const { headers, response } = await auth.api.signUpEmail({
			body: { name: `${firstName} ${lastName}`, email: normalizedEmail, password },
			headers: request.headers,
			returnHeaders: true,
		})
		try {
			await (
				await getDb()
			)
				.insert(profiles)
				.values({ userId: response.user.id, email: normalizedEmail, firstName, lastName })
		} catch (profileError) {
			// Spec §7: a profile failure is only logged; the account exists.
			logError('profile not stored', profileError, request)
		}
		return redirect(withNotice('/', 'inscription'), { headers: cookiesFrom(headers) })
	} catch (error) {
		const code = apiErrorCode(error)
		if (code?.startsWith('USER_ALREADY_EXISTS')) return failure('signup', authMessages.emailTaken, 409, email)
		if (code === 'PASSWORD_TOO_SHORT') return failure('signup', authMessages.passwordTooShort, 400, email)
		if (code === 'INVALID_EMAIL') return failure('signup', authMessages.invalidEmail, 400, email)
		logError('sign-up failed', error, request)
		if (isDatabaseUnavailable(error)) return failure('signup', unavailableMessage, 503, email)
		return failure('signup', authMessages.signupFallback, databaseErrorStatus(error) === 400 ? 400 : 500, email)
	}
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
