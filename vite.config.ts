import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

/**
 * sonner injects its stylesheet with a runtime <style> element, which our
 * Content-Security-Policy (style-src 'self') refuses. We ship its CSS file from our
 * own origin instead (app/styles/app.css) and turn the injection into a no-op.
 */
function sonnerWithoutInlineStyles(): Plugin {
	return {
		name: 'sonner-without-inline-styles',
		enforce: 'pre',
		transform(code, id) {
			if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null
			return code.replace(/function __insertCSS\(code\) \{/, 'function __insertCSS(code) { return;')
		},
	}
}

/** The identity values of app/config/site.ts, frozen into both bundles. */
const siteEnv = Object.fromEntries(
	Object.entries(process.env).filter(([name]) => name.startsWith('SITE_') || name === 'PORT'),
)

export default defineConfig({
	define: { __SITE_ENV__: JSON.stringify(siteEnv) },
	plugins: [sonnerWithoutInlineStyles(), tailwindcss(), reactRouter()],
	resolve: {
		tsconfigPaths: true,
		// Radix's scroll lock injects a <style> element that the CSP refuses: ours adopts a
		// constructed stylesheet instead (in the dependency pre-bundling of `dev` too).
		alias: { 'react-style-singleton': fileURLToPath(new URL('./app/lib/style-singleton.ts', import.meta.url)) },
	},
	build: { assetsInlineLimit: 0 },
	// `npm run dev`: find every browser dependency up front, from all the route modules. A
	// dependency discovered on a later page makes Vite re-bundle and reload, and a page
	// caught in between runs two copies of React ("Invalid hook call").
	optimizeDeps: { entries: ['app/root.tsx', 'app/routes/**/*.tsx'] },
	server: { host: '127.0.0.1' },
})
