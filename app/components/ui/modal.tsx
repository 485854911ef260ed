import X from 'lucide-react/icons/x'
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'
import { ToastStack } from './toast.tsx'

/**
 * A modal dialog on the platform (docs/decisions/054-static-first-pages.md): a `<dialog>`
 * opened by an invoker command (`ModalTrigger`), with or without JavaScript. The browser
 * makes the page behind inert, keeps the focus inside, closes it on Escape and gives the
 * focus back to the button that opened it.
 *
 * `open` renders it open (a form's result after a post without JavaScript): the browser
 * then shows it in place, not modal; `.modal[open]:not(:modal)` in app.css lays it over
 * the page the same way.
 */
function Modal({
	id,
	open = false,
	size = 'md',
	closeLabel = 'Fermer',
	className,
	children,
	...props
}: React.ComponentProps<'dialog'> & { id: string; size?: 'md' | 'lg'; closeLabel?: string }) {
	return (
		<dialog
			id={id}
			open={open}
			data-slot="modal"
			className={cn(
				'modal w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-[var(--radius-card)] bg-white text-ink shadow-2xl',
				size === 'lg' ? 'max-w-3xl p-4 sm:p-6' : 'max-w-xl p-6 sm:p-8',
				className,
			)}
			{...props}
		>
			{children}
			{/* While the dialog is open the page behind is inert: its toasts show here (toast-dom.ts). */}
			<ToastStack />
			<button
				type="button"
				commandfor={id}
				command="close"
				className="absolute right-3 top-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink"
			>
				<X aria-hidden="true" className="size-5" />
				<span className="sr-only">{closeLabel}</span>
			</button>
		</dialog>
	)
}

/** The button that opens a `Modal` (any button style: pass the classes). */
function ModalTrigger({
	modal,
	...props
}: Omit<React.ComponentProps<'button'>, 'command' | 'commandfor'> & { modal: string }) {
	return <button type="button" commandfor={modal} command="show-modal" aria-haspopup="dialog" {...props} />
}

export { Modal, ModalTrigger }
