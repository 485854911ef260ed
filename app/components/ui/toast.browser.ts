/**
 * Takes over the toasts the server rendered with the page (toast.tsx): timed, closable.
 * A notice carried in the URL (`?notice=…`) then leaves the address bar, so that a
 * reload or a shared link does not show it again.
 */
import { whenReady } from '../../lib/when-ready.ts'
import { armToast } from './toast-dom.ts'

whenReady(() => {
	for (const toast of document.querySelectorAll<HTMLElement>('[data-toast-region] [data-toast]')) armToast(toast)
	const url = new URL(window.location.href)
	if (!url.searchParams.has('notice')) return
	url.searchParams.delete('notice')
	history.replaceState(history.state, '', url)
})
