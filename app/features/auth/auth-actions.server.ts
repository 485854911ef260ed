import { sql } from 'drizzle-orm'
import { redirectDocument } from 'react-router'
import { publicSiteUrl } from '#app/config/env.server.ts'
import { getDb, isDatabaseUnavailable } from '#app/db/db.server.ts'
import { FormRefusal, handleFormPost } from '#app/infra/forms/form-post.server.ts'
import type { FormReply } from '#app/infra/forms/form-reply.ts'
import { adminHintCookie, clearedAdminHintCookie } from '#app/lib/admin-hint.ts'
import { logError } from '#app/lib/log.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { noteRetryAfter } from '#app/lib/retry-after.server.ts'
import { beginSignIn, consumeAddressLimit, consumeEmailFormLimits, consumeSignInLimits } from './auth-limits.server.ts'
import { accountMessages } from './account-messages.ts'
import { withNotice } from './auth-messages.ts'
import { loginSchema, resendConfirmationSchema, signupSchema, validationMessages } from './auth-schema.ts'
import { APIError, getAuth, isAdmin, SESSION_SECONDS } from './auth.server.ts'

/** The /auth page's forms: sign in, sign up, and a new confirmation link asked for after a refused sign-in. */
export type AuthFormId = 'login' | 'signup' | 'resend'
/** What the page shows after a sign-up or a new confirmation link: the same whatever the address. */
export type AuthPayload = { signedUpAs: string } | { resent: true }
export type AuthActionResult = FormReply<AuthPayload> & { formId?: AuthFormId }

/** Copies better-auth's Set-Cookie headers onto our redirect. */
function cookiesFrom(headers: Headers): Headers {
	const result = new Headers()
	for (const cookie of headers.getSetCookie()) result.append('Set-Cookie', cookie)
	return result
}

const secureCookies = () => publicSiteUrl().startsWith('https://')

/** The Set-Cookie value of the admin hint: set for an admin, cleared for anyone else. */
export function adminHint(admin: boolean): string {
	const secure = secureCookies()
	return admin ? adminHintCookie({ secure, maxAgeSeconds: SESSION_SECONDS }) : clearedAdminHintCookie({ secure })
}

function apiErrorCode(error: unknown): string | undefined {
	return error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined
}

function formIdOf(form: FormData): AuthFormId {
	const intent = form.get('intent')
	return intent === 'signup' ? 'signup' : intent === 'resend-confirmation' ? 'resend' : 'login'
}

const schemas = { login: loginSchema, signup: signupSchema, resend: resendConfirmationSchema }

/*
 * The limits of each form (auth-limits.server.ts): sign-in per (account, address) pair and
 * per address, then per account on failures (in `signIn`); sign-up and the confirmation
 * link per address, the link also per account.
 */
function consumeAuthLimits(form: FormData, request: Request) {
	const address = clientIp(request)
	const email = form.get('email')
	const typed = typeof email === 'string' ? email : ''
	switch (formIdOf(form)) {
		case 'signup':
			return consumeAddressLimit('signup', address)
		case 'resend':
			return consumeEmailFormLimits('confirmation-resend', typed, address)
		default:
			return consumeSignInLimits(typed, address)
	}
}

/** The /auth page's forms through the form pipeline. */
export async function handleAuthAction(request: Request) {
	return handleFormPost(request, {
		schema: (form) => schemas[formIdOf(form)],
		formId: formIdOf,
		rateLimit: { consume: consumeAuthLimits, message: accountMessages.tooManyAttempts },
		hideFields: ['password'],
		errorMessage: accountMessages.loginFallback,
		async persist(value): Promise<AuthPayload | FormRefusal | Response> {
			switch (value.intent) {
				case 'login':
					return signIn(value, request)
				case 'signup':
					return signUp(value, request)
				default:
					return resendConfirmation(value.email)
			}
		},
	})
}

/**
 * Sign-in: the per-account cap first (docs/decisions/070-sign-in-cap-per-account.md),
 * then the password; an admin lands on /admin with the header's hint cookie, anyone
 * else on the home page (docs/decisions/073-admin-landing-and-header-link.md).
 */
async function signIn({ email, password }: { email: string; password: string }, request: Request) {
	const auth = await getAuth()
	const attempt = await beginSignIn(email)
	if (attempt.paused) {
		noteRetryAfter(request, attempt.retryAfterSeconds)
		return new FormRefusal(429, accountMessages.signInPaused)
	}
	try {
		const { headers, response } = await auth.api.signInEmail({
			body: { email, password },
			headers: request.headers,
			returnHeaders: true,
		})
		await attempt.succeeded()
		const admin = await isAdmin(await getDb(), response.user.id).catch((error: unknown) => {
			// Signed in all the same: the home page, and the admin area is one click away.
			logError('admin role not read at sign-in', error, request)
			return false
		})
		const cookies = cookiesFrom(headers)
		cookies.append('Set-Cookie', adminHint(admin))
		// A full page load: the header's admin link reads its hint again (docs/decisions/073-admin-landing-and-header-link.md).
		return redirectDocument(withNotice(admin ? '/admin' : '/', 'connexion'), { headers: cookies })
	} catch (error) {
		if (error instanceof Response) throw error
		// The right password for an address not confirmed yet: not a failure (only the right password gets here).
		if (apiErrorCode(error) === 'EMAIL_NOT_VERIFIED') {
			await attempt.succeeded()
			return new FormRefusal(403, accountMessages.emailNotVerified)
		}
		// One message for an unknown address and a wrong password: no account enumeration.
		if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
			const failure = await attempt.failed()
			if (failure.paused) {
				noteRetryAfter(request, failure.retryAfterSeconds)
				return new FormRefusal(429, accountMessages.signInPaused)
			}
			return new FormRefusal(401, accountMessages.invalidCredentials)
		}
		// Not the visitor's failure: the attempt does not count.
		await attempt.succeeded().catch(() => undefined)
		// The pipeline answers 503 for a database that is away.
		if (isDatabaseUnavailable(error)) throw error
		logError('sign-in failed', error, request)
		return new FormRefusal(500, accountMessages.loginFallback)
	}
}

/**
 * Sign-up answers the same whether the address has an account or not
 * (docs/decisions/071-sign-up-same-answer.md): better-auth, required to confirm
 * addresses, then answers an existing address with a made-up account and tells us
 * (auth.server.ts: the owner gets an e-mail); a new address gets the confirmation e-mail.
 */
async function signUp(
	{ firstName, lastName, email, password }: { firstName: string; lastName: string; email: string; password: string },
	request: Request,
) {
	const auth = await getAuth()
	try {
		const { response } = await auth.api.signUpEmail({
			body: { name: `${firstName} ${lastName}`, email, password },
			headers: request.headers,
			returnHeaders: true,
		})
		try {
			// The same statement either way; it stores nothing for a made-up account (no such user).
			await (
				await getDb()
			).execute(sql`
				insert into profiles (user_id, email, first_name, last_name)
				select id, ${email}, ${firstName}, ${lastName} from "user" where id = ${response.user.id}
				on conflict do nothing`)
		} catch (profileError) {
			// A profile failure is only logged: the account exists and works without it.
			logError('profile not stored', profileError, request)
		}
		return { signedUpAs: email }
	} catch (error) {
		if (error instanceof Response) throw error
		const code = apiErrorCode(error)
		// Two sign-ups of one new address at once: the second one gets the same answer too.
		if (code?.startsWith('USER_ALREADY_EXISTS')) return { signedUpAs: email }
		if (code === 'PASSWORD_TOO_SHORT')
			return new FormRefusal(400, validationMessages.passwordTooShort, {
				password: [validationMessages.passwordTooShort],
			})
		if (code === 'INVALID_EMAIL')
			return new FormRefusal(400, validationMessages.invalidEmail, { email: [validationMessages.invalidEmail] })
		if (isDatabaseUnavailable(error)) throw error
		logError('sign-up failed', error, request)
		return new FormRefusal(500, accountMessages.signupFallback)
	}
}

/**
 * A new confirmation link. better-auth answers alike for an unknown, a confirmed and an
 * unconfirmed address, and takes at least half a second for each; no session is passed
 * (a signed-in visitor would otherwise be answered about their own account).
 */
async function resendConfirmation(email: string): Promise<AuthPayload> {
	const auth = await getAuth()
	try {
		await auth.api.sendVerificationEmail({ body: { email } })
	} catch (error) {
		if (isDatabaseUnavailable(error)) throw error
		logError('confirmation link not sent', error)
	}
	return { resent: true }
}

/**
 * Signs out and goes home with the spec's notice; the admin hint goes with the session,
 * and the page loads in full so that the header's admin link reads it again.
 */
export async function signOut(request: Request) {
	const auth = await getAuth()
	try {
		const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
		const cookies = cookiesFrom(headers)
		cookies.append('Set-Cookie', adminHint(false))
		return redirectDocument(withNotice('/', 'deconnexion'), { headers: cookies })
	} catch {
		return redirectDocument(withNotice('/', 'deconnexion'), { headers: { 'Set-Cookie': adminHint(false) } })
	}
}
