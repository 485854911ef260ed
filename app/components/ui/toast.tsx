import { BrowserModule } from '#app/components/browser-module.tsx'
import { showToast, type ToastInit, type ToastKind, toastLabels } from './toast-dom.ts'
import toastModule from './toast.browser.ts?browser-module'

export type { ToastInit, ToastKind }

/**
 * Shows a toast from React code (the app pages: sign-in, admin, ROI calculator). Reading
 * pages have no React in the browser: their toasts are rendered by the server (`Toast`)
 * and taken over by toast.browser.ts or enhance.browser.ts.
 */
export function toast(kind: ToastKind, message: string, action?: ToastInit['action']): void {
	showToast({ kind, message, action })
}

/**
 * A toast rendered by the server where its cause is (a form's result, a notice). Without
 * JavaScript it shows in place (in the flow of a form's result; a success fades after
 * 8 s), with it a module moves it into the toasts' list and times it.
 */
export function Toast({ kind, message, action }: ToastInit) {
	return (
		<div className="toast" data-toast="" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
			<p className="toast-message">{message}</p>
			{action ? (
				<a className="toast-action" href={action.href}>
					{action.label}
				</a>
			) : null}
			<button type="button" className="toast-close" aria-label={toastLabels.close}>
				<span aria-hidden="true">×</span>
			</button>
		</div>
	)
}

/** A list of toasts: a live region from the start, so that each toast added to it is announced. */
export function ToastStack({ children }: { children?: React.ReactNode }) {
	return (
		<div data-toast-stack="" aria-live="polite" className="toast-stack">
			{children}
		</div>
	)
}

/**
 * The page's toasts, in every page from the start. On a reading page, `toasts` are those
 * the server shows with the page (a notice carried in the URL), taken over by
 * toast.browser.ts. On an app page (`hydrated`) React leaves the list to the DOM code:
 * notices are shown from the browser (notice-toasts.tsx).
 */
export function ToastRegion({ toasts = [], hydrated = false }: { toasts?: ToastInit[]; hydrated?: boolean }) {
	const shown = hydrated ? [] : toasts
	return (
		<section data-toast-region="" aria-label={toastLabels.region} className="toast-region">
			<ToastStack>
				{shown.map((item) => (
					<Toast key={item.message} {...item} />
				))}
			</ToastStack>
			{shown.length > 0 ? <BrowserModule src={toastModule} /> : null}
		</section>
	)
}
