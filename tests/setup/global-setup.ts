import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { whitepaperFileNames } from '../../app/content/identifiers.ts'
import { startPostgresCluster } from './postgres.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		postgresUrl: string
	}
}

/** Global set-up of the `integration` project: one throwaway PostgreSQL 15 cluster for the whole run. */
export default async function setup(project: TestProject) {
	// The white papers are build outputs; the mail tests attach them, so make them on a fresh clone.
	if (Object.values(whitepaperFileNames).some((file) => !existsSync(`public/${file}`))) {
		execFileSync(process.execPath, ['scripts/build-whitepapers.ts'], { stdio: 'inherit' })
	}
	// The dev server's stylesheet needs the subset font that `build` and `dev` generate.
	if (!existsSync('app/styles/fonts/inter.css')) {
		execFileSync(process.execPath, ['scripts/build-font.ts'], { stdio: 'inherit' })
	}
	const cluster = await startPostgresCluster()
	project.provide('postgresUrl', cluster.url)
	return () => cluster.stop()
}
