import { useEffect } from 'react'

/**
 * Drop-in replacement for the `react-style-singleton` package (aliased in vite.config.ts),
 * which Radix dialogs use, through react-remove-scroll, to lock page scrolling. The
 * original injects a <style> element, refused by our CSP (style-src 'self') with a
 * console error; this one adopts a constructed stylesheet, which is CSSOM and allowed.
 */
export function stylesheetSingleton() {
	let counter = 0
	let sheet: CSSStyleSheet | null = null
	return {
		add(css: string) {
			if (counter === 0 && typeof document !== 'undefined') {
				sheet = new CSSStyleSheet()
				sheet.replaceSync(css)
				document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
			}
			counter++
		},
		remove() {
			counter--
			if (counter === 0 && sheet) {
				const removed = sheet
				document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== removed)
				sheet = null
			}
		},
	}
}

export function styleHookSingleton() {
	const sheet = stylesheetSingleton()
	return (styles: string, _isDynamic?: boolean) => {
		// The original re-runs only for styles marked dynamic; the others are constant
		// strings, so depending on the text itself behaves the same.
		useEffect(() => {
			sheet.add(styles)
			return () => sheet.remove()
		}, [styles])
	}
}

export function styleSingleton() {
	const useStyle = styleHookSingleton()
	return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
		useStyle(styles, dynamic)
		return null
	}
}
