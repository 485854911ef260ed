/**
 * The JavaScript budgets of the public pages (docs/decisions/054-static-first-pages.md),
 * shared by tests/e2e/page-budget.test.ts, which holds them, and `npm run bench`, which
 * prints them: bytes a first visit transfers for scripts, compressed bodies and headers.
 */
export const READING_PAGE_JS_BYTES = 10 * 1024
export const APP_PAGE_JS_BYTES = 110 * 1024

/**
 * Scripts a reading page may request: every request before the first paint can cost a
 * round trip on a phone's network, so modules are grouped by page, not by component
 * (docs/decisions/101-one-module-per-reading-page.md): every page's, one form module,
 * one of the page's own (the blog's list has the most).
 */
export const READING_PAGE_JS_FILES = 3

/**
 * Each preloaded half of the font, as transferred (body and headers): small enough to
 * arrive in the first round trip of its connection while the stylesheet and the scripts
 * share the line (docs/decisions/099-font-in-two-preloaded-halves.md).
 */
export const FONT_HALF_BYTES = 11 * 1024

/** Strings only React's and React Router's builds contain: a script with one is the framework. */
export const frameworkSignatures = ['react.transitional.element', '__reactRouterContext']

export function isFramework(code: string): boolean {
	return frameworkSignatures.some((mark) => code.includes(mark))
}
