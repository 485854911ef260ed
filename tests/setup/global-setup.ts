import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		postgresUrl: string
	}
}

/** Vitest global set-up: one throwaway PostgreSQL 15 cluster for the whole run. */
export default async function setup(project: TestProject) {
	process.env.TZ = 'Europe/Paris'
	// The white papers are build outputs; the mail tests attach them, so make them on a fresh clone.
	if (!existsSync('public/livre-blanc-workspace-ia.pdf') || !existsSync('public/livre-blanc-data-platform-gcp.pdf')) {
		execFileSync(process.execPath, ['scripts/build-whitepapers.ts'], { stdio: 'inherit' })
	}
	const cluster = await startPostgresCluster()
	project.provide('postgresUrl', cluster.url)
	return () => cluster.stop()
}
