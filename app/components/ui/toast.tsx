import { BrowserModule } from '#app/components/browser-module.tsx'
import { showToast, type ToastInit, type ToastKind, toastLabels } from './toast-dom.ts'
import toastModule from './toast.browser.ts?browser-module'

export type { ToastInit, ToastKind }

/**
 * Shows a toast from React code (the app pages: sign-in, admin, ROI calculator). Reading
 * pages have no React in the browser: their toasts are rendered by the server (`Toast`)
 * and taken over by toast.browser.ts.
 */
export function toast(kind: ToastKind, message: string, action?: ToastInit['action']): void {
	showToast({ kind, message, action })
}

/**
 * A toast rendered by the server where its cause is (a form's result, a notice): shown
 * in place without JavaScript, moved into the region and timed with it.
 */
export function Toast({ id, kind, message, action }: ToastInit & { id: string }) {
	return (
		<dialog open id={id} className="toast" data-toast="" data-kind={kind} aria-label={toastLabels.toast}>
			<p className="toast-message">{message}</p>
			{action ? (
				<a className="toast-action" href={action.href}>
					{action.label}
				</a>
			) : null}
			<button type="button" className="toast-close" commandfor={id} command="close" aria-label={toastLabels.close}>
				<span aria-hidden="true">×</span>
			</button>
		</dialog>
	)
}

/**
 * The toasts' region, in every page from the start: its live paragraphs exist before the
 * first toast, so that each one is announced. On a reading page, `toasts` are those the
 * server shows with the page (a notice carried in the URL) and toast.browser.ts takes
 * them over. On an app page (`hydrated`), React leaves the stack to the DOM module:
 * notices are shown from the browser (notice-toasts.tsx).
 */
export function ToastRegion({
	toasts = [],
	hydrated = false,
}: {
	toasts?: (ToastInit & { id: string })[]
	hydrated?: boolean
}) {
	return (
		<section data-toast-region="" aria-label={toastLabels.region} className="toast-region">
			<p data-toast-live="polite" aria-live="polite" className="sr-only" />
			<p data-toast-live="assertive" aria-live="assertive" className="sr-only" />
			<div data-toast-stack="" className="toast-stack">
				{hydrated ? null : toasts.map((item) => <Toast key={item.id} {...item} />)}
			</div>
			{!hydrated && toasts.length > 0 ? <BrowserModule src={toastModule} /> : null}
		</section>
	)
}
