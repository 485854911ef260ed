import { CheckCircle2 } from 'lucide-react'
import { type RefObject, useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx'
import { toast } from '#app/components/ui/toast.tsx'
import type { Whitepaper } from '#app/content/whitepapers.ts'
import { useSiteForm } from '#app/infra/forms/use-site-form.ts'
import { downloadFile } from './download.ts'
import { dialogMessages } from './lead-dialog-messages.ts'
import { LeadFormFields, leadSchemas } from './lead-form.tsx'
import type { LeadActionResult, LeadSuccess } from './leads.server.ts'

/** Closing resets the success state and the form after this delay: once the closing animation is over, never under the visitor's eyes. */
export const DIALOG_RESET_DELAY_MS = 300

/**
 * The home page's lead dialog for one white paper:
 * closed / open / submitting / success. Loaded only when a visitor opens it.
 */
export default function LeadDialog({
	whitepaper,
	open,
	onOpenChange,
	returnFocusTo,
}: {
	whitepaper: Whitepaper
	open: boolean
	onOpenChange: (open: boolean) => void
	/** The button that opened the dialog: focus goes back to it however the dialog closes. */
	returnFocusTo: RefObject<HTMLElement | null>
}) {
	const [succeeded, setSucceeded] = useState(false)
	const [formKey, setFormKey] = useState(0)

	useEffect(() => {
		if (open) return
		const timer = window.setTimeout(() => {
			setSucceeded(false)
			setFormKey((key) => key + 1)
		}, DIALOG_RESET_DELAY_MS)
		return () => window.clearTimeout(timer)
	}, [open])

	return (
		<Dialog open={open} onOpenChange={onOpenChange}>
			<DialogContent
				className="max-w-xl"
				onCloseAutoFocus={(event) => {
					event.preventDefault()
					returnFocusTo.current?.focus()
				}}
			>
				{succeeded ? (
					<div className="py-4 text-center">
						<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
						<DialogTitle className="mt-4 pr-0">{dialogMessages.thanks}</DialogTitle>
						<DialogDescription className="mt-3">
							Si vous ne le recevez pas d’ici quelques minutes, pensez à vérifier vos courriers indésirables.
						</DialogDescription>
						<Button className="mt-8" onClick={() => onOpenChange(false)}>
							Fermer
						</Button>
					</div>
				) : (
					<>
						<p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">Livre blanc gratuit</p>
						<DialogTitle className="mt-2">{whitepaper.title}</DialogTitle>
						<DialogDescription>
							Renseignez vos coordonnées : le livre blanc se télécharge aussitôt et vous est aussi envoyé par e-mail.
						</DialogDescription>
						<LeadDialogForm key={formKey} whitepaper={whitepaper} onSucceeded={() => setSucceeded(true)} />
					</>
				)}
			</DialogContent>
		</Dialog>
	)
}

/** The dialog's form; remounted (fresh fetcher and form state) each time the dialog resets. */
function LeadDialogForm({ whitepaper, onSucceeded }: { whitepaper: Whitepaper; onSucceeded: () => void }) {
	const fetcher = useFetcher<LeadActionResult>()
	const { errors, formProps } = useSiteForm<LeadSuccess>({
		id: `dialog-${whitepaper.type}`,
		schema: leadSchemas.dialog,
		reply: fetcher.data,
		onSuccess(paper) {
			onSucceeded()
			if (!paper) return
			downloadFile(paper.pdfUrl, paper.fileName).then(
				() => toast('success', dialogMessages.success),
				() => toast('error', dialogMessages.downloadFailed),
			)
		},
	})
	return (
		<fetcher.Form method="post" action="/?index" className="relative mt-6" {...formProps}>
			<LeadFormFields
				idPrefix={`dialog-${whitepaper.type}`}
				wording="dialog"
				whitepaperType={whitepaper.type}
				errors={errors}
				submitting={fetcher.state !== 'idle'}
			/>
		</fetcher.Form>
	)
}
