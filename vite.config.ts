import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
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

/**
 * Radix dialogs lock page scroll through react-remove-scroll, whose helper injects a
 * runtime <style> element (refused by the CSP, with a console error). The same rules go
 * through a constructed stylesheet instead: CSSOM, which the CSP allows.
 */
function styleSingletonWithoutStyleElements(): Plugin {
	return {
		name: 'style-singleton-without-style-elements',
		enforce: 'pre',
		transform(_code, id) {
			if (!/[\\/]react-style-singleton[\\/]dist[\\/][^\\/]+[\\/]singleton\.js$/.test(id)) return null
			return `export var stylesheetSingleton = function () {
	var counter = 0
	var sheet = null
	return {
		add: function (css) {
			if (counter === 0 && typeof document !== 'undefined') {
				sheet = new CSSStyleSheet()
				sheet.replaceSync(css)
				document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet)
			}
			counter++
		},
		remove: function () {
			counter--
			if (!counter && sheet) {
				var removed = sheet
				document.adoptedStyleSheets = document.adoptedStyleSheets.filter(function (item) { return item !== removed })
				sheet = null
			}
		},
	}
}
`
		},
	}
}

/** The identity values of app/config/site.ts, frozen into both bundles. */
const siteEnv = Object.fromEntries(
	Object.entries(process.env).filter(([name]) => name.startsWith('SITE_') || name === 'PORT'),
)

export default defineConfig({
	define: { __SITE_ENV__: JSON.stringify(siteEnv) },
	plugins: [sonnerWithoutInlineStyles(), styleSingletonWithoutStyleElements(), tailwindcss(), reactRouter()],
	resolve: { tsconfigPaths: true },
	build: { assetsInlineLimit: 0 },
	server: { host: '127.0.0.1' },
})
