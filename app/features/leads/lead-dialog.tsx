import CheckCircle2 from 'lucide-react/icons/circle-check'
import Download from 'lucide-react/icons/download'
import { BrowserModule } from '#app/components/browser-module.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import type { Whitepaper } from '#app/content/whitepapers.ts'
import enhanceModule from '#app/infra/forms/enhance.browser.ts?browser-module'
import { fieldErrorsOf, formErrorOf, formMessages, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { ReplyToast } from '#app/infra/forms/reply-toast.tsx'
import { dialogMessages } from './lead-dialog-messages.ts'
import { LeadFormFields } from './lead-form.tsx'
import type { LeadActionResult } from './leads.server.ts'

/**
 * The home page's lead dialog for one white paper: closed, open, submitting (the button
 * says « Envoi en cours... »), success (the thank-you view, the download). A `<dialog>`
 * rendered by the server, its form a plain post to the home action
 * (docs/decisions/054-static-first-pages.md): `result` is that post's answer when the
 * page comes back from it; with JavaScript, enhance.browser.ts posts it and puts the
 * server's answer in place, downloads the PDF and resets the dialog 300 ms after closing.
 */
export function LeadDialog({
	id,
	whitepaper,
	result,
}: {
	id: string
	whitepaper: Whitepaper
	result?: LeadActionResult
}) {
	const resultId = `${id}-resultat`
	const paper = result?.status === 'success' ? result.payload : undefined
	return (
		<Modal id={id} open={Boolean(result)} aria-labelledby={`${id}-titre`} data-reset-on-close="">
			<div id={resultId} data-result-container="">
				{paper ? (
					<div className="py-4 text-center">
						<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
						<h2 id={`${id}-titre`} data-result-focus="" tabIndex={-1} className="text-h3 mt-4 font-bold outline-none">
							{dialogMessages.thanks}
						</h2>
						<p className="mt-3 text-muted">
							Si vous ne le recevez pas d’ici quelques minutes, pensez à vérifier vos courriers indésirables.
						</p>
						<div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
							<a
								href={paper.pdfUrl}
								download={paper.fileName}
								data-download=""
								data-download-toast={dialogMessages.success}
								data-download-failed={dialogMessages.downloadFailed}
								className={buttonVariants({ variant: 'secondary' })}
							>
								<Download aria-hidden="true" />
								Télécharger le PDF
							</a>
							<button type="button" commandfor={id} command="close" className={buttonVariants()}>
								Fermer
							</button>
						</div>
					</div>
				) : (
					<>
						<p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">Livre blanc gratuit</p>
						<h2 id={`${id}-titre`} className="text-h3 mt-2 pr-8 font-bold">
							{whitepaper.title}
						</h2>
						<p className="mt-2 text-muted">
							Renseignez vos coordonnées : le livre blanc se télécharge aussitôt et vous est aussi envoyé par e-mail.
						</p>
						<form
							method="post"
							action="/?index"
							noValidate
							data-enhance="form"
							data-result={resultId}
							data-error-message={formMessages.error}
							className="relative mt-6"
						>
							<LeadFormFields
								idPrefix={id}
								wording="dialog"
								whitepaperType={whitepaper.type}
								errors={fieldErrorsOf(result)}
								values={submittedValuesOf(result)}
								formError={formErrorOf(result)}
							/>
						</form>
					</>
				)}
				<ReplyToast reply={result} />
			</div>
			<BrowserModule src={enhanceModule} />
		</Modal>
	)
}
