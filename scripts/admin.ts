/**
 * Grants or revokes the admin role (docs/decisions/015-admin-access.md):
 *   npm run admin -- grant <email>
 *   npm run admin -- revoke <email>
 * On PostgreSQL (DATABASE_URL) it works while the site runs. The embedded database
 * (PGlite) cannot be shared between processes: stop the server first.
 */
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { serverEnv } from '../app/config/env.server.ts'
import { dataDirOwner, openDatabase } from '../app/db/db.server.ts'
import { user, userRoles } from '../app/db/schema.ts'
import { recordAudit } from '../app/features/privacy/audit.server.ts'

function fail(message: string): never {
	console.error(`Erreur : ${message}`)
	process.exit(1)
}

const [command, rawEmail] = process.argv.slice(2)
if ((command !== 'grant' && command !== 'revoke') || !rawEmail) {
	fail('usage : npm run admin -- grant <email> | npm run admin -- revoke <email>')
}
const email = rawEmail.trim().toLowerCase()
const env = serverEnv()
const dataDir = path.resolve(env.DATA_DIR, 'pglite')
if (!env.DATABASE_URL) {
	const owner = dataDirOwner(dataDir)
	if (owner)
		fail(
			`le site tourne (processus ${owner}) sur la base embarquée, qui ne peut pas être ouverte par deux processus. Arrêtez le serveur (Ctrl+C), relancez cette commande, puis redémarrez-le.`,
		)
}

const handle = await openDatabase({
	url: env.DATABASE_URL,
	dataDir: env.DATABASE_URL ? undefined : dataDir,
	migrationsFolder: path.resolve(env.MIGRATIONS_DIR),
})
try {
	const [account] = await handle.db
		.select({ id: user.id, emailVerified: user.emailVerified })
		.from(user)
		.where(eq(user.email, email))
	if (!account) {
		console.error(
			`Erreur : aucun compte n’utilise l’adresse ${email}. Créez-le d’abord depuis /auth (onglet « Inscription »).`,
		)
		process.exitCode = 1
	} else if (command === 'grant') {
		const inserted = await handle.db
			.insert(userRoles)
			.values({ userId: account.id, role: 'admin' })
			.onConflictDoNothing()
			.returning()
		if (inserted.length) await recordAudit(handle.db, { actorKind: 'cli', action: 'role.grant', targetId: account.id })
		console.log(inserted.length ? `Droit administrateur accordé à ${email}.` : `${email} est déjà administrateur.`)
		// docs/decisions/072-account-e-mails.md: an unconfirmed address cannot sign in yet.
		if (!account.emailVerified)
			console.log(
				'Attention : l’adresse de ce compte n’est pas encore confirmée. Il pourra se connecter une fois ouvert le lien de confirmation reçu par e-mail (ou après « Mot de passe oublié ? »).',
			)
	} else {
		const removed = await handle.db
			.delete(userRoles)
			.where(and(eq(userRoles.userId, account.id), eq(userRoles.role, 'admin')))
			.returning()
		if (removed.length) await recordAudit(handle.db, { actorKind: 'cli', action: 'role.revoke', targetId: account.id })
		console.log(removed.length ? `Droit administrateur retiré à ${email}.` : `${email} n’était pas administrateur.`)
	}
} finally {
	await handle.close()
}
