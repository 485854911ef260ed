/**
 * Toasts in the page, without a framework (docs/decisions/054-static-first-pages.md):
 * the same markup whether the server rendered a toast (toast.tsx) or a script adds one.
 * The region's list is a live region from the start, so that each toast added to it is
 * announced (an error, `role="alert"`, at once). With JavaScript a success stays 8 s,
 * longer while it is hovered or has the focus, and an error stays until it is dismissed
 * (WCAG 2.2.1). While a modal dialog is open the page behind it is inert: toasts then go
 * into the dialog's own list, and back to the page's when it closes.
 */
export type ToastKind = 'success' | 'error' | 'info'
export type ToastInit = { kind: ToastKind; message: string; action?: { label: string; href: string } }

/** How long a success or an information stays on screen, not counting the time it is hovered or focused. */
export const TOAST_DURATION_MS = 8_000
export const toastLabels = { region: 'Notifications', close: 'Fermer la notification' } as const

/** The list a toast goes to now: the open modal dialog's, else the page's. */
function currentStack(): HTMLElement | null {
	const modal = [...document.querySelectorAll<HTMLDialogElement>('dialog')].findLast((dialog) =>
		dialog.matches(':modal'),
	)
	return (
		modal?.querySelector<HTMLElement>('[data-toast-stack]') ??
		document.querySelector<HTMLElement>('[data-toast-region] [data-toast-stack]')
	)
}

/** Shows a toast: built like the server's, added to the current list (which announces it), dismissed in time. */
export function showToast({ kind, message, action }: ToastInit): void {
	const toast = document.createElement('div')
	toast.className = 'toast'
	toast.dataset.toast = ''
	toast.dataset.kind = kind
	toast.setAttribute('role', kind === 'error' ? 'alert' : 'status')
	const text = document.createElement('p')
	text.className = 'toast-message'
	text.textContent = message
	toast.append(text)
	if (action) {
		const link = document.createElement('a')
		link.className = 'toast-action'
		link.href = action.href
		link.textContent = action.label
		toast.append(link)
	}
	const close = document.createElement('button')
	close.type = 'button'
	close.className = 'toast-close'
	close.setAttribute('aria-label', toastLabels.close)
	close.innerHTML = '<span aria-hidden="true">×</span>'
	toast.append(close)
	armToast(toast)
}

/**
 * Takes over a toast: one rendered by the server with the page or with a form's result,
 * or one just built. Moved into the current list if it is elsewhere, timed, removed
 * once closed.
 */
export function armToast(toast: HTMLElement): void {
	if (toast.dataset.armed !== undefined) return
	toast.dataset.armed = ''
	const stack = currentStack()
	if (stack && toast.parentElement !== stack) stack.append(toast)
	const remove = () => toast.remove()
	toast.querySelector('.toast-close')?.addEventListener('click', remove)
	if (toast.dataset.kind === 'error') return
	let remaining = TOAST_DURATION_MS
	let started = 0
	let timer: number | undefined
	const run = () => {
		if (timer !== undefined) return
		started = performance.now()
		timer = window.setTimeout(remove, remaining)
	}
	const pause = () => {
		if (timer === undefined) return
		window.clearTimeout(timer)
		timer = undefined
		remaining -= performance.now() - started
	}
	toast.addEventListener('pointerenter', pause)
	toast.addEventListener('focusin', pause)
	toast.addEventListener('pointerleave', () => {
		if (!toast.contains(document.activeElement)) run()
	})
	toast.addEventListener('focusout', (event) => {
		if (!toast.contains(event.relatedTarget as Node | null) && !toast.matches(':hover')) run()
	})
	run()
}

/** A dialog's toasts outlive it: when it closes, those still shown move to the page's list. */
export function keepToastsOnClose(dialog: HTMLDialogElement): void {
	dialog.addEventListener('close', () => {
		const page = document.querySelector('[data-toast-region] [data-toast-stack]')
		for (const toast of dialog.querySelectorAll<HTMLElement>('[data-toast-stack] > [data-toast]')) page?.append(toast)
	})
}
