import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx'
import { toast } from '#app/components/ui/toast.tsx'
import type { Whitepaper } from '#app/content/whitepapers.ts'
import { downloadFile } from './download.ts'
import { dialogMessages } from './lead-dialog-messages.ts'
import { LeadFormFields, preloadValidation, submitWithValidation } from './lead-form.tsx'
import type { LeadFieldErrors } from './lead-fields.ts'
import type { LeadActionResult } from './leads.server.ts'

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
}: {
	whitepaper: Whitepaper
	open: boolean
	onOpenChange: (open: boolean) => void
}) {
	const fetcher = useFetcher<LeadActionResult>()
	const [errors, setErrors] = useState<LeadFieldErrors>({})
	const [succeeded, setSucceeded] = useState(false)
	const [formKey, setFormKey] = useState(0)
	const handled = useRef<unknown>(null)
	const submitting = fetcher.state !== 'idle'

	useEffect(() => {
		const result = fetcher.data
		if (!result || fetcher.state !== 'idle' || handled.current === result) return
		handled.current = result
		if (result.status === 'success') {
			setSucceeded(true)
			downloadFile(result.whitepaper.pdfUrl, result.whitepaper.fileName).then(
				() => toast('success', dialogMessages.success),
				() => toast('error', dialogMessages.downloadFailed),
			)
		} else if (result.status === 'invalid') {
			setErrors(result.fieldErrors)
		} else {
			toast('error', result.formError)
		}
	}, [fetcher.data, fetcher.state])

	useEffect(() => {
		if (open) return
		const timer = window.setTimeout(() => {
			setSucceeded(false)
			setErrors({})
			setFormKey((key) => key + 1)
		}, DIALOG_RESET_DELAY_MS)
		return () => window.clearTimeout(timer)
	}, [open])

	return (
		<Dialog open={open} onOpenChange={onOpenChange}>
			<DialogContent className="max-w-xl">
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
						<fetcher.Form
							key={formKey}
							method="post"
							action="/?index"
							noValidate
							className="relative mt-6"
							onFocus={preloadValidation}
							onSubmit={submitWithValidation('dialog', setErrors, (form) =>
								fetcher.submit(form, { method: 'post', action: '/?index' }),
							)}
						>
							<LeadFormFields
								idPrefix={`dialog-${whitepaper.type}`}
								wording="dialog"
								whitepaperType={whitepaper.type}
								errors={errors}
								submitting={submitting}
							/>
						</fetcher.Form>
					</>
				)}
			</DialogContent>
		</Dialog>
	)
}
