/**
 * The data correction of the lead attribution's page (drizzle/*_lead-source-page-one-form.sql):
 * a database migrated up to the migration before it, holding pages written in the old
 * forms ('/x/', '/x.data', '/_root.data'), is migrated to the end; each page then has
 * the one form app/features/leads/attribution.ts writes (pagePath).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pagePath } from '#app/features/leads/attribution.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'

const TAG = 'lead-source-page-one-form'
const migrationsFolder = path.resolve('drizzle')

type Journal = { entries: { idx: number; tag: string }[] }

/** A copy of the migrations folder that stops just before the correction. */
function foldersBeforeCorrection(): string {
	const folder = mkdtempSync(path.join(tmpdir(), 'nuvea-migrations-'))
	cpSync(migrationsFolder, folder, { recursive: true })
	const journalFile = path.join(folder, 'meta', '_journal.json')
	const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal
	const index = journal.entries.findIndex((entry) => entry.tag.endsWith(TAG))
	expect(index, `migration ${TAG} in the journal`).toBeGreaterThan(0)
	writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }))
	return folder
}

/** Stored page → the page after the correction (the app's pagePath gives the same). */
const pages: [string, string][] = [
	[
		'/ressources/livre-blanc-data-platforms-scalables-google-cloud/',
		'/ressources/livre-blanc-data-platforms-scalables-google-cloud',
	],
	[
		'/ressources/livre-blanc-data-platforms-scalables-google-cloud.data',
		'/ressources/livre-blanc-data-platforms-scalables-google-cloud',
	],
	['/blog/_.data', '/blog'],
	['/_.data', '/'],
	['/_.data?utm_source=x', '/?utm_source=x'],
	['/blog//', '/blog'],
	['/blog/?utm_source=x', '/blog?utm_source=x'],
	['/', '/'],
	['/expertise/workspace', '/expertise/workspace'],
]

/**
 * Stored forms only the correction meets: `/_root.data` is the home page's data URL of React
 * Router before 8.4 (it answers `/_.data` now, app/lib/react-router-formats.ts).
 */
const legacyPages: [string, string][] = [['/_root.data', '/']]
const stored = [...pages, ...legacyPages]

describe.each(databaseKinds)('the source page correction on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	let before: string
	beforeAll(async () => {
		before = foldersBeforeCorrection()
		handle = await createTestDatabase(kind, before)
	})
	afterAll(async () => {
		await handle.close()
		rmSync(before, { recursive: true, force: true })
	})

	test('rows written in the old forms get the one form pagePath gives; others are untouched', async () => {
		for (const [index, [page]] of stored.entries()) {
			await handle.db.execute(sql`
				insert into whitepaper_leads (first_name, last_name, email, company, job_title, phone, whitepaper_type, source_page)
				values ('Claire', 'Martin', ${`lead-${index}@exemple.fr`}, 'Acme', 'DSI', '0123456789', 'data-platform', ${page})`)
			await handle.db.execute(sql`
				insert into newsletter_subscribers (email, source_page) values (${`abonne-${index}@exemple.fr`}, ${page})`)
		}
		await handle.db.execute(sql`
			insert into whitepaper_leads (first_name, last_name, email, company, job_title, phone, whitepaper_type)
			values ('Claire', 'Martin', 'sans-page@exemple.fr', 'Acme', 'DSI', '0123456789', 'data-platform')`)

		if (kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
		else await migratePg(handle.db, { migrationsFolder })

		const leads = await handle.db.execute<{ email: string; source_page: string | null }>(
			sql`select email, source_page from whitepaper_leads order by email`,
		)
		const subscribers = await handle.db.execute<{ email: string; source_page: string }>(
			sql`select email, source_page from newsletter_subscribers order by email`,
		)
		for (const [index, [page, expected]] of stored.entries()) {
			expect(leads.rows.find((row) => row.email === `lead-${index}@exemple.fr`)?.source_page, page).toBe(expected)
			expect(subscribers.rows.find((row) => row.email === `abonne-${index}@exemple.fr`)?.source_page, page).toBe(
				expected,
			)
		}
		// The SQL and the app's function agree on every form the app can still meet.
		for (const [page, expected] of pages) expect(pagePath(page), page).toBe(expected)
		expect(leads.rows.find((row) => row.email === 'sans-page@exemple.fr')?.source_page).toBeNull()
	})
})
