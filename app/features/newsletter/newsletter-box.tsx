import Check from 'lucide-react/icons/check'
import Mail from 'lucide-react/icons/mail'
import { BrowserModule } from '#app/components/browser-module.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { IconTile } from '#app/components/ui/card.tsx'
import { Honeypot } from '#app/components/ui/field.tsx'
import enhanceModule from '#app/infra/forms/enhance.browser.ts?browser-module'
import {
	type FormReply,
	fieldErrorsOf,
	formErrorOf,
	formMessages,
	submittedValuesOf,
} from '#app/infra/forms/form-reply.ts'
import { ReplyToast } from '#app/infra/forms/reply-toast.tsx'
import { NEWSLETTER_PROMISE, newsletterMessages } from './newsletter-messages.ts'

const RESULT_ID = 'newsletter-resultat'

/**
 * The newsletter box of the blog: a plain post to the blog's action, the page coming
 * back with the confirmation in place (`reply`); with JavaScript, enhance.browser.ts
 * sends it and puts the server's answer in place, with a toast
 * (docs/decisions/054-static-first-pages.md).
 */
export function NewsletterBox({ reply }: { reply?: FormReply }) {
	const errors = fieldErrorsOf(reply)
	const formError = formErrorOf(reply)
	const error = errors.email ?? formError
	const success = !error && reply?.status === 'success'
	const result = error ? { message: error } : success ? { message: newsletterMessages.success } : undefined
	const invalid = Boolean(errors.email)
	return (
		<section
			aria-labelledby="newsletter-title"
			className="rounded-[var(--radius-card)] border border-border bg-surface p-6 sm:p-10"
		>
			<div className="grid items-center gap-8 lg:grid-cols-[1fr_1.1fr]">
				<div className="flex items-start gap-5">
					<IconTile className="shrink-0">
						<Mail />
					</IconTile>
					<div>
						<h2 id="newsletter-title" className="text-h3 font-bold">
							Recevez nos prochains articles
						</h2>
						{/* The wording the server records as the consent (newsletter-messages.ts). */}
						<p className="mt-2 text-muted">{NEWSLETTER_PROMISE}</p>
					</div>
				</div>
				<div id={RESULT_ID} data-result-container="">
					<form
						method="post"
						action="/blog#newsletter-title"
						noValidate
						data-enhance="form"
						data-result={RESULT_ID}
						data-error-message={formMessages.error}
					>
						<label htmlFor="newsletter-email" className="block font-semibold">
							Adresse e-mail{' '}
							<span aria-hidden="true" className="text-danger">
								*
							</span>
						</label>
						<div className="mt-2 flex flex-col gap-3 sm:flex-row">
							<input
								id="newsletter-email"
								name="email"
								type="email"
								inputMode="email"
								autoComplete="email"
								required
								maxLength={255}
								defaultValue={invalid ? submittedValuesOf(reply).email : undefined}
								placeholder="prenom.nom@entreprise.fr"
								aria-invalid={invalid || undefined}
								aria-describedby="newsletter-message newsletter-privacy"
								className="min-h-11 w-full rounded-[var(--radius-input)] border border-muted bg-white px-4 text-base placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--focus-ring) aria-[invalid]:border-danger"
							/>
							<Honeypot idPrefix="newsletter" />
							<Button type="submit" data-busy-label="Inscription…" className="shrink-0">
								S’inscrire
							</Button>
						</div>
						<p
							id="newsletter-message"
							role={result && !success ? 'alert' : 'status'}
							className={
								result
									? `mt-3 flex items-center gap-2 font-medium ${success ? 'text-success' : 'text-danger'}`
									: 'sr-only'
							}
						>
							{success ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
							{result?.message}
						</p>
						<p id="newsletter-privacy" className="mt-3 text-sm text-muted">
							Votre adresse ne sert qu’à l’envoi de la newsletter. Voir notre{' '}
							<a href="/politique-confidentialite" className="font-medium text-primary underline underline-offset-2">
								politique de confidentialité
							</a>
							.
						</p>
					</form>
					<ReplyToast reply={reply} success={newsletterMessages.success} />
				</div>
			</div>
			<BrowserModule src={enhanceModule} />
		</section>
	)
}
