import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { and, eq } from 'drizzle-orm'
import { authSecret, publicSiteUrl } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { getDb, isDatabaseUnavailable, type Database } from '#app/db/db.server.ts'
import * as schema from '#app/db/schema.ts'
import { logEvent } from '#app/lib/log.server.ts'
import { accountJobTypes, enqueueAccountEmail } from './auth-jobs.server.ts'
import { clearSignInFailures, mayNotifyExistingAccount } from './auth-limits.server.ts'
import { CONFIRMATION_LINK_HOURS, RESET_LINK_HOURS } from './account-messages.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'

/**
 * better-auth on the project database: email + password, sessions in http-only
 * cookies (secure on HTTPS), renewed once a day of use, checked against the database
 * on every request (no cookie cache: a revoked or forged session is refused at once).
 * A new account confirms its address before it can sign in; a forgotten password is
 * reset by e-mail with better-auth's own flow; its e-mails are jobs, and their links
 * lead to our pages, which work without JavaScript (docs/decisions/072-account-e-mails.md).
 */
/** A session lasts a week, renewed once a day of use. */
export const SESSION_SECONDS = 60 * 60 * 24 * 7

function createAuth(db: Database) {
	// Read at start, not from the build: one build serves any address, and the cookie's
	// Secure flag follows the deployment's scheme.
	const siteUrl = publicSiteUrl()
	return betterAuth({
		appName: siteConfig.name,
		baseURL: siteUrl,
		secret: authSecret(),
		database: drizzleAdapter(db, { provider: 'pg', schema }),
		emailAndPassword: {
			enabled: true,
			minPasswordLength: PASSWORD_MIN_LENGTH,
			maxPasswordLength: PASSWORD_MAX_LENGTH,
			// Also makes sign-up answer an existing address as a new one (docs/decisions/071-sign-up-same-answer.md).
			requireEmailVerification: true,
			async onExistingUserSignUp({ user }) {
				if (await mayNotifyExistingAccount(user.email))
					await enqueueAccountEmail(accountJobTypes.existingAccount, { userId: user.id })
			},
			async sendResetPassword({ user, token }) {
				await enqueueAccountEmail(accountJobTypes.resetPassword, { userId: user.id, token })
			},
			resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 3600,
			revokeSessionsOnPasswordReset: true,
			async onPasswordReset({ user }) {
				// The link came to the mailbox: the address is proven, and the sign-in pause is lifted.
				await db
					.update(schema.user)
					.set({ emailVerified: true, updatedAt: new Date() })
					.where(eq(schema.user.id, user.id))
				await clearSignInFailures(user.email)
			},
		},
		emailVerification: {
			sendOnSignUp: true,
			// A new link is asked for from the sign-in page (rate-limited), not sent at every attempt.
			sendOnSignIn: false,
			autoSignInAfterVerification: false,
			expiresIn: CONFIRMATION_LINK_HOURS * 3600,
			async sendVerificationEmail({ user, token }) {
				await enqueueAccountEmail(accountJobTypes.confirmation, { userId: user.id, token })
			},
		},
		session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 * 24 },
		trustedOrigins: [siteUrl],
		// The one sign-in/sign-up limiter is the app's, in the database and shared by every
		// instance (auth-actions.server.ts); better-auth's own, in process memory, is off.
		rateLimit: { enabled: false },
		advanced: {
			cookiePrefix: 'nuvea',
			useSecureCookies: siteUrl.startsWith('https://'),
			// server/index.ts sets this header from the connection: clients cannot forge it.
			ipAddress: { ipAddressHeaders: ['x-nuvea-client-ip'] },
		},
		telemetry: { enabled: false },
		// Its lines join ours as JSON; the arguments (which may hold a user's address) are left out.
		logger: {
			level: 'warn',
			log: (level, message) => logEvent(level === 'error' ? 'error' : 'warn', `better-auth: ${message}`.slice(0, 200)),
		},
	})
}

type Auth = ReturnType<typeof createAuth>
let current: { db: Database; auth: Auth } | undefined

/** better-auth on the app's database; made again when the database handle changes (tests, a reopened database). */
export async function getAuth(): Promise<Auth> {
	// The database may be away: getDb throws, and the next request tries again.
	const db = await getDb()
	if (current?.db !== db) current = { db, auth: createAuth(db) }
	return current.auth
}

export type SessionUser = { id: string; email: string; name: string }

/**
 * The signed-in user of a request, or null (no, expired, forged or revoked session).
 * Throws DatabaseUnavailableError-like errors when the database is away: the caller
 * decides (the admin gate answers 503, never a sign-in redirect).
 */
export async function readSessionUser(request: Request): Promise<SessionUser | null> {
	const auth = await getAuth()
	try {
		const session = await auth.api.getSession({ headers: request.headers })
		return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null
	} catch (error) {
		if (isDatabaseUnavailable(error)) throw error
		return null
	}
}

/** readSessionUser for pages that work without the database: away means "not signed in". */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
	try {
		return await readSessionUser(request)
	} catch {
		return null
	}
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
	const rows = await db
		.select({ role: schema.userRoles.role })
		.from(schema.userRoles)
		.where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.role, 'admin')))
		.limit(1)
	return rows.length > 0
}

export { APIError }
