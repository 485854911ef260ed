import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		include: [
			'app/**/*.test.{ts,tsx}',
			'server/**/*.test.ts',
			'scripts/**/*.test.ts',
			'tests/integration/**/*.test.ts',
		],
		environment: 'node',
		globalSetup: ['tests/setup/global-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 120_000,
		fileParallelism: false,
	},
})
