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
	const cluster = await startPostgresCluster()
	project.provide('postgresUrl', cluster.url)
	return () => cluster.stop()
}
