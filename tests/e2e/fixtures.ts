import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Playwright's `test` with one automatic check: an uncaught exception in the page
 * (`pageerror`) fails the test, as a console.error fails a Vitest test. A test that
 * provokes one on purpose lists it: `test.use({ allowedPageErrors: [/pattern/] })`.
 */
/**
 * The browser's own rejection of a cross-document view transition cut short (the window
 * resized mid-navigation, as a phone turning would): no code of ours runs it (the pages'
 * `@view-transition` rule does), and the navigation itself completes.
 */
const browserRejections = [/^Transition was aborted because of invalid state/]

export const test = base.extend<{ allowedPageErrors: RegExp[]; failOnPageError: void }>({
	allowedPageErrors: [[], { option: true }],
	failOnPageError: [
		async ({ page, allowedPageErrors }, use) => {
			const errors: string[] = []
			page.on('pageerror', (error) => {
				if (![...browserRejections, ...allowedPageErrors].some((pattern) => pattern.test(error.message)))
					errors.push(error.message)
			})
			await use()
			if (errors.length > 0) throw new Error(`Erreur JavaScript non interceptée dans la page :\n${errors.join('\n')}`)
		},
		{ auto: true },
	],
})
