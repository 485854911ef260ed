import { redirect } from 'react-router'
import { getDb } from '#app/db/db.server.ts'
import { profiles } from '#app/db/schema.ts'
import { FormRefusal, handleFormPost } from '#app/features/forms/form-post.server.ts'
import type { FormReply } from '#app/features/forms/form-reply.ts'
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

/** The /auth page's two forms through the form pipeline: sign in, or sign up (then the profile row). */
export async function handleAuthAction(request: Request) {
	return handleFormPost(request, {
		schema: (form) => (formIdOf(form) === 'signup' ? signupSchema : loginSchema),
		formId: formIdOf,
		rateLimit: { bucket: 'auth', message: authMessages.tooManyAttempts },
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
					console.error('Connexion impossible :', error)
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
					// Spec §7: a profile failure is only logged; the account exists.
					console.error('Profil non enregistré :', profileError)
				}
				return redirect(withNotice('/', 'inscription'), { headers: cookiesFrom(headers) })
			} catch (error) {
				const code = apiErrorCode(error)
				if (code?.startsWith('USER_ALREADY_EXISTS')) return new FormRefusal(409, authMessages.emailTaken)
				if (code === 'PASSWORD_TOO_SHORT')
					return new FormRefusal(400, authMessages.passwordTooShort, { password: [authMessages.passwordTooShort] })
				if (code === 'INVALID_EMAIL')
					return new FormRefusal(400, authMessages.invalidEmail, { email: [authMessages.invalidEmail] })
				console.error('Inscription impossible :', error)
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
