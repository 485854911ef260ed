import { CheckCircle2, Download } from 'lucide-react'
import { useFetcher } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { toast } from '#app/components/ui/toast.tsx'
import { landingMessages, whitepaperLanding } from '#app/content/whitepaper-landing.ts'
import { formErrorOf, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { useSiteForm } from '#app/infra/forms/use-site-form.ts'
import { downloadFile } from './download.ts'
import { dialogMessages } from './lead-dialog-messages.ts'
import { LeadFormFields, leadSchemas } from './lead-form.tsx'
import type { LeadActionResult, LeadSuccess } from './leads.server.ts'

/**
 * The landing page's form: posts with JavaScript (toasts, automatic download) or
 * without (`result` is then the action's answer); replaced by the thank-you panel.
 */
export function LandingLeadForm({ result: postedResult }: { result?: LeadActionResult }) {
	const fetcher = useFetcher<LeadActionResult>()
	const result = fetcher.data ?? postedResult
	const { errors, formProps } = useSiteForm<LeadSuccess>({
		id: 'landing',
		schema: leadSchemas.landing,
		reply: result,
		successMessage: landingMessages.success,
		onSuccess(paper) {
			if (!paper || !fetcher.data) return
			downloadFile(paper.pdfUrl, whitepaperLanding.downloadFileName).catch(() =>
				toast('error', dialogMessages.downloadFailed),
			)
		},
	})

	if (result?.status === 'success' && result.payload) {
		return (
			<div role="status" className="py-6 text-center">
				<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
				<h3 className="text-h3 mt-4 font-bold">{whitepaperLanding.thanks.title}</h3>
				<p className="mx-auto mt-3 max-w-md text-muted">{whitepaperLanding.thanks.text}</p>
				<a
					href={result.payload.pdfUrl}
					download={whitepaperLanding.downloadFileName}
					className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
				>
					<Download aria-hidden="true" />
					Télécharger à nouveau
				</a>
			</div>
		)
	}
	// Without JavaScript the page itself shows the answer of the post; with it, toasts do.
	const postedOnly = !fetcher.data && postedResult
	return (
		<fetcher.Form method="post" className="relative" {...formProps}>
			<LeadFormFields
				idPrefix="landing"
				wording="landing"
				whitepaperType="data-platform"
				errors={errors}
				values={postedOnly ? submittedValuesOf(postedResult) : undefined}
				formError={postedOnly ? formErrorOf(postedResult) : undefined}
				submitting={fetcher.state !== 'idle'}
				submitLabel={whitepaperLanding.form.submit}
			/>
		</fetcher.Form>
	)
}
