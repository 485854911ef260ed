/**
 * Runs `init` once the document is parsed. Browser modules load `async` from the head
 * (docs/decisions/054-static-first-pages.md), so they may run before the body is there.
 */
export function whenReady(init: () => void): void {
	if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true })
	else init()
}
