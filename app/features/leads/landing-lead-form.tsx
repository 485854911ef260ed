import CheckCircle2 from 'lucide-react/icons/circle-check'
import Download from 'lucide-react/icons/download'
import { BrowserModule } from '#app/components/browser-module.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { landingMessages, whitepaperLanding } from '#app/content/whitepaper-landing.ts'
import enhanceModule from '#app/infra/forms/enhance.browser.ts?browser-module'
import { fieldErrorsOf, formErrorOf, formMessages, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { ReplyToast } from '#app/infra/forms/reply-toast.tsx'
import { dialogMessages } from './lead-dialog-messages.ts'
import { LeadFormFields } from './lead-form.tsx'
import type { LeadActionResult } from './leads.server.ts'

const RESULT_ID = 'formulaire-resultat'

/**
 * The landing page's form, replaced by the thank-you panel after a success. A plain post
 * to the page's action (`result` is its answer when the page comes back from it); with
 * JavaScript, enhance.browser.ts sends it, puts the server's answer in place, gives the
 * panel the focus and starts the download (docs/decisions/054-static-first-pages.md).
 */
export function LandingLeadForm({ result }: { result?: LeadActionResult }) {
	const paper = result?.status === 'success' ? result.payload : undefined
	return (
		<div id={RESULT_ID} data-result-container="">
			{paper ? (
				<div className="py-6 text-center">
					<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
					<h3 data-result-focus="" tabIndex={-1} className="text-h3 mt-4 font-bold outline-none">
						{whitepaperLanding.thanks.title}
					</h3>
					<p className="mx-auto mt-3 max-w-md text-muted">{whitepaperLanding.thanks.text}</p>
					<a
						href={paper.pdfUrl}
						download={whitepaperLanding.downloadFileName}
						data-download=""
						data-download-toast={landingMessages.success}
						data-download-failed={dialogMessages.downloadFailed}
						className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
					>
						<Download aria-hidden="true" />
						Télécharger le PDF
					</a>
				</div>
			) : (
				<form
					method="post"
					action="#formulaire"
					noValidate
					data-enhance="form"
					data-result={RESULT_ID}
					data-error-message={formMessages.error}
					className="relative"
				>
					<LeadFormFields
						idPrefix="landing"
						wording="landing"
						whitepaperType="data-platform"
						errors={fieldErrorsOf(result)}
						values={submittedValuesOf(result)}
						formError={formErrorOf(result)}
						submitLabel={whitepaperLanding.form.submit}
					/>
				</form>
			)}
			<ReplyToast reply={result} />
			<BrowserModule src={enhanceModule} />
		</div>
	)
}
