import { CheckCircle2, Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { toast } from '#app/components/ui/toast.tsx'
import { landingMessages, whitepaperLanding } from '#app/content/whitepaper-landing.ts'
import { downloadFile } from './download.ts'
import { dialogMessages } from './lead-dialog-messages.ts'
import { LeadFormFields, preloadValidation, submitWithValidation } from './lead-form.tsx'
import type { LeadFieldErrors } from './lead-fields.ts'
import type { LeadActionResult } from './leads.server.ts'

/**
 * The landing page's form: posts with JavaScript (toasts, automatic download) or
 * without (`result` is then the action's answer); replaced by the thank-you panel.
 */
export function LandingLeadForm({ result: postedResult }: { result?: LeadActionResult }) {
	const fetcher = useFetcher<LeadActionResult>()
	const [errors, setErrors] = useState<LeadFieldErrors>({})
	const handled = useRef<unknown>(null)
	const result = fetcher.data ?? postedResult
	const submitting = fetcher.state !== 'idle'

	useEffect(() => {
		const data = fetcher.data
		if (!data || fetcher.state !== 'idle' || handled.current === data) return
		handled.current = data
		if (data.status === 'success') {
			toast('success', landingMessages.success)
			downloadFile(data.whitepaper.pdfUrl, whitepaperLanding.downloadFileName).catch(() =>
				toast('error', dialogMessages.downloadFailed),
			)
		} else if (data.status === 'invalid') setErrors(data.fieldErrors)
		else toast('error', data.formError)
	}, [fetcher.data, fetcher.state])

	if (result?.status === 'success') {
		return (
			<div role="status" className="py-6 text-center">
				<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
				<h3 className="text-h3 mt-4 font-bold">{whitepaperLanding.thanks.title}</h3>
				<p className="mx-auto mt-3 max-w-md text-muted">{whitepaperLanding.thanks.text}</p>
				<a
					href={result.whitepaper.pdfUrl}
					download={whitepaperLanding.downloadFileName}
					className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
				>
					<Download aria-hidden="true" />
					Télécharger à nouveau
				</a>
			</div>
		)
	}
	const shownErrors = fetcher.data ? errors : postedResult?.status === 'invalid' ? postedResult.fieldErrors : errors
	return (
		<fetcher.Form
			method="post"
			noValidate
			className="relative"
			onFocus={preloadValidation}
			onSubmit={submitWithValidation('landing', setErrors, (form) => fetcher.submit(form, { method: 'post' }))}
		>
			<LeadFormFields
				idPrefix="landing"
				wording="landing"
				whitepaperType="data-platform"
				errors={shownErrors}
				values={postedResult?.status === 'success' ? undefined : postedResult?.values}
				formError={
					!fetcher.data && postedResult && postedResult.status !== 'invalid' && postedResult.status !== 'success'
						? postedResult.formError
						: undefined
				}
				submitting={submitting}
				submitLabel={whitepaperLanding.form.submit}
			/>
		</fetcher.Form>
	)
}
