/**
 * Invoker commands (`<button commandfor="id" command="show-modal">`), Baseline since
 * December 2025 and not yet in React's types: React writes these lowercase attributes
 * as they are (docs/decisions/054-static-first-pages.md).
 */
export {}

declare module 'react' {
	interface ButtonHTMLAttributes<T> {
		command?:
			'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`
		commandfor?: string
	}
}
