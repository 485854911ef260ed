import type { Config } from '@react-router/dev/config'
import { publicPaths } from './app/config/route-table.ts'

export default {
	ssr: true,
	// Every public page is served as static HTML, complete without JavaScript.
	prerender: () => publicPaths(),
} satisfies Config
