import { defineConfig } from 'vitest/config'
import { browserModules } from './scripts/browser-modules.ts'

/**
 * Two projects (docs/architecture.md, « Tests »):
 * - `unit` starts nothing — no database server, no PDF build — and runs in seconds
 *   (`npx vitest run --project unit`);
 * - `integration` gets one throwaway PostgreSQL 15 cluster and the built white papers
 *   (tests/setup/global-setup.ts), three files at a time (each test makes its own
 *   database; most of their time is spent waiting on timers, mail and jobs: on two
 *   cores, three files at a time took 218 s where two took 275 s).
 * Kept apart from vite.config.ts so the React Router plugin stays out of the tests; the
 * browser modules' plugin is in, so a component that asks for one gets its URL, not its code.
 */
export default defineConfig({
	plugins: [browserModules()],
	resolve: { tsconfigPaths: true },
	test: {
		environment: 'node',
		env: { TZ: 'Europe/Paris' },
		// A console.error fails the test unless the test declares it (tests/setup/console.ts).
		setupFiles: ['tests/setup/console.ts'],
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
				},
			},
			{
				extends: true,
				test: {
					name: 'integration',
					include: ['tests/integration/**/*.test.ts'],
					globalSetup: ['tests/setup/global-setup.ts'],
					testTimeout: 30_000,
					hookTimeout: 180_000,
					maxWorkers: 3,
				},
			},
		],
	},
})
