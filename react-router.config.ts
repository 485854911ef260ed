import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/config/route-table.ts'

export default {
	ssr: true,
	// Every public page is served as static HTML, complete without JavaScript (and the sitemap as a static file).
	prerender: () => prerenderPaths(),
} satisfies Config
