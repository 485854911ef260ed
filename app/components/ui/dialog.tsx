import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
	return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
	return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
	return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
	return (
		<DialogPrimitive.Overlay
			data-slot="dialog-overlay"
			className={cn(
				'fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm data-[state=open]:animate-[fade-up_200ms_ease-out]',
				className,
			)}
			{...props}
		/>
	)
}

function DialogContent({
	className,
	children,
	closeLabel = 'Fermer',
	size = 'md',
	...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; size?: 'md' | 'lg' }) {
	return (
		<DialogPrimitive.Portal>
			<DialogOverlay />
			<DialogPrimitive.Content
				data-slot="dialog-content"
				className={cn(
					'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-2xl focus:outline-none',
					// lg: large media (photos), with a narrower frame around them.
					size === 'lg' ? 'max-w-3xl p-4 sm:p-6' : 'max-w-lg p-6 sm:p-8',
					className,
				)}
				{...props}
			>
				{children}
				<DialogPrimitive.Close className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink">
					<X aria-hidden="true" className="size-5" />
					<span className="sr-only">{closeLabel}</span>
				</DialogPrimitive.Close>
			</DialogPrimitive.Content>
		</DialogPrimitive.Portal>
	)
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
	return (
		<DialogPrimitive.Title data-slot="dialog-title" className={cn('text-h3 pr-8 font-bold', className)} {...props} />
	)
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
	return (
		<DialogPrimitive.Description
			data-slot="dialog-description"
			className={cn('mt-2 text-muted', className)}
			{...props}
		/>
	)
}

export { Dialog, DialogTrigger, DialogClose, DialogContent, DialogTitle, DialogDescription }
