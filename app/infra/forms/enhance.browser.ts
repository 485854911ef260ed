/**
 * Forms on reading pages, with JavaScript (docs/decisions/054-static-first-pages.md).
 * Every such form is a plain `<form method="post">` that works without it: the server
 * answers the post with the page, the form's result in place (field errors, a form
 * error, a success panel, toasts). This module sends the same post with `fetch` and
 * puts the server's result into the page the visitor is on, without a reload:
 *
 * - `<form data-enhance="form" data-result="ID">`: the element `#ID` (the form's
 *   result container) is replaced by the one in the server's answer; while the post is
 *   on its way the submit button says its `data-busy-label` and the form is inert;
 * - the answer's toast (`template[data-reply-toast]`) is shown; a link marked `data-download` is
 *   downloaded at once (toast `data-download-toast`, or `data-download-failed`);
 * - the focus goes to the first invalid field, or to the element marked
 *   `data-result-focus` (a success panel), which is announced;
 * - when the answer never comes, the form stays as it is and the form's
 *   `data-error-message` is shown as an error toast;
 * - a dialog marked `data-reset-on-close` gets its form back 300 ms after it closes.
 */
import { downloadFile } from '../../lib/download.ts'
import { whenReady } from '../../lib/when-ready.ts'
import { armToast, keepToastsOnClose, showToast } from '../../components/ui/toast-dom.ts'

/** Closing a dialog resets it once its closing animation is over, never under the visitor's eyes. */
export const DIALOG_RESET_DELAY_MS = 300

async function submit(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
	const container = document.getElementById(form.dataset.result ?? '')
	if (!container) return form.submit()
	const body = new FormData(form, submitter)
	const button = form.querySelector<HTMLButtonElement>('button[type="submit"][data-busy-label]')
	const label = button?.innerHTML
	form.inert = true
	form.setAttribute('aria-busy', 'true')
	if (button) {
		button.disabled = true
		button.textContent = button.dataset.busyLabel ?? ''
	}
	try {
		const response = await fetch(form.action, { method: 'POST', body, headers: { Accept: 'text/html' } })
		const page = new DOMParser().parseFromString(await response.text(), 'text/html')
		const result = page.getElementById(container.id)
		if (!result) throw new Error(`Réponse sans #${container.id} (HTTP ${response.status})`)
		const fresh = document.importNode(result, true)
		container.replaceWith(fresh)
		afterResult(fresh)
	} catch {
		form.inert = false
		form.removeAttribute('aria-busy')
		if (button) {
			button.disabled = false
			button.innerHTML = label ?? ''
		}
		showToast({ kind: 'error', message: form.dataset.errorMessage ?? 'Une erreur s’est produite. Veuillez réessayer.' })
	}
}

/** The answer's toast (reply-toast.tsx) shown; an error's copy in the form dropped, as the toast says it. */
function showReplyToasts(result: HTMLElement): void {
	for (const template of result.querySelectorAll<HTMLTemplateElement>('template[data-reply-toast]')) {
		const toast = template.content.querySelector<HTMLElement>('[data-toast]')
		if (toast?.dataset.kind === 'error') for (const copy of result.querySelectorAll('[data-form-error]')) copy.remove()
		if (toast) armToast(document.importNode(toast, true))
		template.remove()
	}
}

function afterResult(result: HTMLElement): void {
	showReplyToasts(result)
	const invalid = result.querySelector<HTMLElement>('[aria-invalid="true"]')
	const panel = result.querySelector<HTMLElement>('[data-result-focus]')
	;(invalid ?? panel)?.focus()
	const download = result.querySelector<HTMLAnchorElement>('a[data-download]')
	if (!download) return
	downloadFile(
		download.href,
		download.getAttribute('download') || download.href.split('/').pop() || 'document.pdf',
	).then(
		() => {
			if (download.dataset.downloadToast) showToast({ kind: 'success', message: download.dataset.downloadToast })
		},
		() => {
			if (download.dataset.downloadFailed) showToast({ kind: 'error', message: download.dataset.downloadFailed })
		},
	)
}

/** A dialog that holds a form gets that form back after it closes (its first state, as the server rendered it). */
function resetOnClose(dialog: HTMLDialogElement): void {
	const initial = [...dialog.querySelectorAll<HTMLElement>('[data-result-container]')].map((element) => ({
		id: element.id,
		clone: element.cloneNode(true) as HTMLElement,
	}))
	dialog.addEventListener('close', () => {
		window.setTimeout(() => {
			if (dialog.open) return
			for (const { id, clone } of initial) document.getElementById(id)?.replaceWith(clone.cloneNode(true))
		}, DIALOG_RESET_DELAY_MS)
	})
}

whenReady(() => {
	document.addEventListener('submit', (event) => {
		const form = event.target
		if (!(form instanceof HTMLFormElement) || form.dataset.enhance !== 'form' || event.defaultPrevented) return
		event.preventDefault()
		if (form.inert) return
		void submit(form, event.submitter)
	})
	for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-reset-on-close]')) resetOnClose(dialog)
	// A result the server rendered with the page (a post this module did not send): its
	// dialog becomes a real modal, and its toasts are taken over.
	for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.modal[open]')) {
		dialog.close()
		dialog.showModal()
	}
	for (const container of document.querySelectorAll<HTMLElement>('[data-result-container]')) showReplyToasts(container)
	for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.modal')) keepToastsOnClose(dialog)
})
