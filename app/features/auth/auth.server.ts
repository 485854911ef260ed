import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { and, eq } from 'drizzle-orm'
import { authSecret, publicSiteUrl } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { getDb, isDatabaseUnavailable, type Database } from '#app/db/db.server.ts'
import * as schema from '#app/db/schema.ts'
import { logEvent } from '#app/lib/log.server.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'

/**
 * better-auth on the project database: email + password, sessions in http-only
 * cookies (secure on HTTPS), renewed once a day of use, checked against the database
 * on every request (no cookie cache: a revoked or forged session is refused at once).
 */
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
			autoSignIn: true,
		},
		session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
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
let authPromise: Promise<Auth> | undefined

export function getAuth(): Promise<Auth> {
	if (!authPromise) {
		authPromise = getDb().then(createAuth)
		// The database may be away at first use: try again on the next request.
		authPromise.catch(() => {
			authPromise = undefined
		})
	}
	return authPromise
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
