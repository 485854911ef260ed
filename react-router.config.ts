import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/config/route-table.ts'

export default {
	ssr: true,
	// Every public page is served as static HTML, complete without JavaScript (plus the
	// files generated from code: the sitemap and the careers world map).
	prerender: () => prerenderPaths(),
} satisfies Config
