import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { and, eq } from 'drizzle-orm'
import { authSecret, serverEnv } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { getDb, type Database } from '#app/db/db.server.ts'
import * as schema from '#app/db/schema.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'

/**
 * better-auth on the project database: email + password, sessions in http-only
 * cookies (secure on HTTPS), renewed once a day of use, checked against the database
 * on every request (no cookie cache: a revoked or forged session is refused at once).
 */
function createAuth(db: Database) {
	const env = serverEnv()
	return betterAuth({
		appName: siteConfig.name,
		baseURL: siteConfig.url,
		secret: authSecret(),
		database: drizzleAdapter(db, { provider: 'pg', schema }),
		emailAndPassword: {
			enabled: true,
			minPasswordLength: PASSWORD_MIN_LENGTH,
			maxPasswordLength: PASSWORD_MAX_LENGTH,
			autoSignIn: true,
		},
		session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
		trustedOrigins: [siteConfig.url],
		rateLimit: {
			enabled: true,
			storage: 'memory',
			window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
			max: env.AUTH_RATE_LIMIT_MAX * 3,
			customRules: {
				'/sign-in/email': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
				'/sign-up/email': { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
			},
		},
		advanced: {
			cookiePrefix: 'nuvea',
			useSecureCookies: siteConfig.url.startsWith('https://'),
			// server/index.ts sets this header from the connection: clients cannot forge it.
			ipAddress: { ipAddressHeaders: ['x-nuvea-client-ip'] },
		},
		telemetry: { enabled: false },
	})
}

type Auth = ReturnType<typeof createAuth>
let authPromise: Promise<Auth> | undefined

export function getAuth(): Promise<Auth> {
	authPromise ??= getDb().then(createAuth)
	return authPromise
}

export type SessionUser = { id: string; email: string; name: string }

/** The signed-in user of a request, or null (no, expired, forged or revoked session). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
	const auth = await getAuth()
	try {
		const session = await auth.api.getSession({ headers: request.headers })
		return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null
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
