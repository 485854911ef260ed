import { redirect } from 'react-router'
import { getDb } from '#app/db/db.server.ts'
import { withNotice } from '#app/features/auth/auth-messages.ts'
import { getSessionUser, isAdmin, type SessionUser } from '#app/features/auth/auth.server.ts'

/**
 * The server-side gate of the admin area (docs/decisions/015-admin-access.md): no session →
 * /auth; no admin role → home; an unexpected error in the check → /auth. Nothing of
 * the leads is read before it passes.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
	let user: SessionUser | null
	let admin: boolean
	try {
		user = await getSessionUser(request)
		admin = user ? await isAdmin(await getDb(), user.id) : false
	} catch (error) {
		console.error('Vérification des droits impossible :', error)
		throw redirect('/auth')
	}
	if (!user) throw redirect(withNotice('/auth', 'connexion-requise'))
	if (!admin) throw redirect(withNotice('/', 'acces-refuse'))
	return user
}
