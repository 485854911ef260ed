import { data, redirect, redirectDocument } from 'react-router'
import { databaseReachable, getDb, isDatabaseUnavailable } from '#app/db/db.server.ts'
import { adminHint, isAdmin, readSessionUser, type SessionUser } from '#app/features/auth/public.server.ts'
import { withNotice } from '#app/features/auth/public.ts'
import { logError } from '#app/lib/log.server.ts'

/** Thrown while the database is away: the root error boundary shows « Service temporairement indisponible ». */
export function serviceUnavailable(): never {
	throw data('Service temporairement indisponible', { status: 503, headers: { 'Retry-After': '30' } })
}

/**
 * The server-side gate of the admin area (docs/decisions/015-admin-access.md): no session →
 * /auth; no admin role → home; the database away → 503 « Service temporairement
 * indisponible » (a sign-in redirect would tell an admin their session is gone); another
 * error in the check → /auth. Nothing of the leads is read before it passes.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
	let user: SessionUser | null
	let admin: boolean
	try {
		user = await readSessionUser(request)
		admin = user ? await isAdmin(await getDb(), user.id) : false
	} catch (error) {
		if (isDatabaseUnavailable(error)) serviceUnavailable()
		logError('admin check failed', error, request)
		throw redirect('/auth')
	}
	// better-auth may report a session lookup that failed as "no session": ask the database.
	if (!user && !(await databaseReachable())) serviceUnavailable()
	// Refused: the header's admin link goes too, at a full page load (docs/decisions/073-admin-landing-and-header-link.md).
	const clearHint = { headers: { 'Set-Cookie': adminHint(false) } }
	if (!user) throw redirectDocument(withNotice('/auth', 'connexion-requise'), clearHint)
	if (!admin) throw redirectDocument(withNotice('/', 'acces-refuse'), clearHint)
	return user
}

/** Runs an admin query; the database away gives the 503 page instead of a 500. */
export async function orUnavailable<T>(query: () => Promise<T>): Promise<T> {
	try {
		return await query()
	} catch (error) {
		if (isDatabaseUnavailable(error)) serviceUnavailable()
		throw error
	}
}
