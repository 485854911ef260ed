/**
 * Toasts in the page, without a framework (docs/decisions/054-static-first-pages.md):
 * the same markup whether the server rendered a toast (toast.tsx) or a script adds one.
 * A toast is a non-modal `<dialog open>`: its close button (`command="close"`) works
 * without JavaScript. With it, a success stays 8 s, longer while it is hovered or has
 * the focus; an error stays until it is dismissed (WCAG 2.2.1). The region's two live
 * paragraphs, present from the start, announce each toast added after the page loaded.
 */
export type ToastKind = 'success' | 'error' | 'info'
export type ToastInit = { kind: ToastKind; message: string; action?: { label: string; href: string } }

/** How long a success or an information stays on screen, not counting the time it is hovered or focused. */
export const TOAST_DURATION_MS = 8_000
export const toastLabels = { region: 'Notifications', toast: 'Notification', close: 'Fermer la notification' } as const

let counter = 0

function region(): HTMLElement | null {
	return document.querySelector<HTMLElement>('[data-toast-region]')
}

/** Shows a toast: built like the server's, added to the region, announced, dismissed in time. */
export function showToast({ kind, message, action }: ToastInit): void {
	const stack = region()?.querySelector('[data-toast-stack]')
	if (!stack) return
	const id = `toast-js-${++counter}`
	const toast = document.createElement('dialog')
	toast.id = id
	toast.className = 'toast'
	toast.dataset.toast = ''
	toast.dataset.kind = kind
	toast.setAttribute('aria-label', toastLabels.toast)
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
	close.setAttribute('commandfor', id)
	close.setAttribute('command', 'close')
	close.setAttribute('aria-label', toastLabels.close)
	close.innerHTML = '<span aria-hidden="true">×</span>'
	toast.append(close)
	// The attribute, not show(): show() would move the focus into the toast.
	toast.setAttribute('open', '')
	stack.append(toast)
	announce(kind, message)
	armToast(toast)
}

/**
 * Takes over a toast already in the page (rendered by the server, or part of a form's
 * result): moved into the region if it is elsewhere, timed, removed once closed.
 */
export function armToast(toast: HTMLElement, options: { announce?: boolean } = {}): void {
	if (toast.dataset.armed) return
	toast.dataset.armed = ''
	const stack = region()?.querySelector('[data-toast-stack]')
	if (stack && !stack.contains(toast)) stack.append(toast)
	if (options.announce)
		announce(toast.dataset.kind as ToastKind, toast.querySelector('.toast-message')?.textContent ?? '')
	const dialog = toast as HTMLDialogElement
	// Where invoker commands are missing, the close button still closes.
	toast.querySelector('.toast-close')?.addEventListener('click', () => dialog.close())
	dialog.addEventListener('close', () => dialog.remove())
	if (toast.dataset.kind === 'error') return
	let remaining = TOAST_DURATION_MS
	let started = 0
	let timer: number | undefined
	const run = () => {
		if (timer !== undefined) return
		started = performance.now()
		timer = window.setTimeout(() => dialog.close(), remaining)
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

function announce(kind: ToastKind, message: string): void {
	const live = region()?.querySelector<HTMLElement>(`[data-toast-live="${kind === 'error' ? 'assertive' : 'polite'}"]`)
	if (!live) return
	// Emptied first, so that the same message twice is announced twice.
	live.textContent = ''
	window.setTimeout(() => {
		live.textContent = message
	}, 100)
}
