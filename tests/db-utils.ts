import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle, type DatabaseTimeouts } from '#app/db/db.server.ts'

export const databaseKinds = ['pglite', 'postgres'] as const
export type DatabaseKind = (typeof databaseKinds)[number]

const migrationsFolder = path.resolve('drizzle')

/**
 * A fresh, migrated database of the given kind (in-memory PGlite, or a new PostgreSQL
 * database); `folder` migrates it from another folder (a migration test's earlier state);
 * `timeouts` are the requests' pool's on PostgreSQL.
 */
export async function createTestDatabase(
	kind: DatabaseKind,
	folder = migrationsFolder,
	timeouts?: DatabaseTimeouts,
): Promise<DatabaseHandle & { url?: string }> {
	if (kind === 'pglite') return openDatabase({ migrationsFolder: folder })
	const adminUrl = inject('postgresUrl')
	const name = `test_${randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	const url = adminUrl.replace(/\/postgres$/, `/${name}`)
	return { ...(await openDatabase({ url, migrationsFolder: folder, timeouts })), url }
}
