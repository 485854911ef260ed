import { defineConfig } from 'vitest/config'

// Tests of the production server as a process (tests/server/): they need a build, so
// scripts/test.ts runs them after `npm run build`, apart from the unit tests.
export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		include: ['tests/server/**/*.test.ts'],
		environment: 'node',
		globalSetup: ['tests/setup/global-setup.ts'],
		testTimeout: 300_000,
		hookTimeout: 300_000,
		fileParallelism: false,
	},
})
