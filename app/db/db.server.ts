import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { serverEnv } from '#app/config/env.server.ts'
import * as schema from './schema.ts'

/**
 * Both drivers expose the same Drizzle query API; the app is typed against the
 * node-postgres flavour and PGlite's database is used through the same interface.
 */
export type Database = NodePgDatabase<typeof schema>

export type DatabaseHandle = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

/** PGlite has no cross-process locking: one process at a time may open a data directory. */
export function lockFile(dataDir: string): string {
	return path.join(dataDir, 'nuvea.pid')
}

/** The pid of the live process holding the data directory, if any. */
export function dataDirOwner(dataDir: string): number | undefined {
	try {
		const pid = Number(readFileSync(lockFile(dataDir), 'utf8'))
		if (!Number.isInteger(pid) || pid === process.pid) return undefined
		process.kill(pid, 0)
		return pid
	} catch {
		return undefined
	}
}

function claimDataDir(dataDir: string) {
	const owner = dataDirOwner(dataDir)
	if (owner) throw new Error(`La base embarquée ${dataDir} est déjà ouverte par le processus ${owner}.`)
	writeFileSync(lockFile(dataDir), String(process.pid))
}

/** Opens a database and applies the migrations (idempotent). */
export async function openDatabase(options: {
	url?: string
	dataDir?: string
	migrationsFolder: string
}): Promise<DatabaseHandle> {
	if (options.url) {
		const pool = new pg.Pool({ connectionString: options.url, max: 10 })
		const db = drizzlePg(pool, { schema })
		await migratePg(db, { migrationsFolder: options.migrationsFolder })
		return { db, kind: 'postgres', close: () => pool.end() }
	}
	const dataDir = options.dataDir
	if (dataDir) {
		mkdirSync(dataDir, { recursive: true })
		claimDataDir(dataDir)
	}
	const client = await PGlite.create(dataDir)
	const db = drizzlePglite(client, { schema })
	await migratePglite(db, { migrationsFolder: options.migrationsFolder })
	return {
		db: db as unknown as Database,
		kind: 'pglite',
		close: async () => {
			await client.close()
			if (dataDir) rmSync(lockFile(dataDir), { force: true })
		},
	}
}

declare global {
	var __nuveaDatabase: Promise<DatabaseHandle> | undefined
}

/**
 * The app's database, opened on first use (never during the build's prerender) and
 * kept on globalThis so dev reloads reuse it; closed by the server on shutdown.
 */
export function getDatabase(): Promise<DatabaseHandle> {
	if (!globalThis.__nuveaDatabase) {
		const env = serverEnv()
		globalThis.__nuveaDatabase = openDatabase({
			url: env.DATABASE_URL,
			dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, 'pglite'),
			migrationsFolder: path.resolve(env.MIGRATIONS_DIR),
		})
		globalThis.__nuveaShutdown = async () => {
			const handle = await globalThis.__nuveaDatabase
			globalThis.__nuveaDatabase = undefined
			await handle?.close()
		}
		globalThis.__nuveaDatabase.catch((error: unknown) => {
			console.error('Impossible d’ouvrir la base de données :', error)
			globalThis.__nuveaDatabase = undefined
		})
	}
	return globalThis.__nuveaDatabase
}

/** Makes the app use an already open database (tests, command-line scripts). */
export function useDatabase(handle: DatabaseHandle): void {
	globalThis.__nuveaDatabase = Promise.resolve(handle)
}

export async function getDb(): Promise<Database> {
	return (await getDatabase()).db
}
