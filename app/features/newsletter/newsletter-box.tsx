import { Check, Mail } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useActionData, useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { IconTile } from '#app/components/ui/card.tsx'
import { toast } from '#app/components/ui/toast.tsx'
import {
	NEWSLETTER_HONEYPOT_FIELD,
	NEWSLETTER_PROMISE,
	type NewsletterActionResult,
	newsletterMessages,
} from './newsletter-messages.ts'

/**
 * The newsletter box of the blog. A plain form post without JavaScript (the page comes
 * back with the confirmation); with JavaScript, a fetcher, checked in the browser
 * first with the server's schema, and a toast.
 */
export function NewsletterBox() {
	const fetcher = useFetcher<NewsletterActionResult>()
	// Without JavaScript the post is a navigation: its answer is the page's action data.
	const navigationResult = useActionData<NewsletterActionResult>()
	const [clientError, setClientError] = useState<string | null>(null)
	const inputRef = useRef<HTMLInputElement>(null)
	const result: NewsletterActionResult | undefined = clientError
		? { status: 'invalid', message: clientError }
		: (fetcher.data ?? navigationResult)
	const busy = fetcher.state !== 'idle'

	useEffect(() => {
		if (!fetcher.data || fetcher.state !== 'idle') return
		if (fetcher.data.status === 'success') {
			toast('success', fetcher.data.message)
			if (inputRef.current) inputRef.current.value = ''
		} else {
			toast('error', fetcher.data.message)
			inputRef.current?.focus()
		}
	}, [fetcher.data, fetcher.state])

	const success = result?.status === 'success'
	const invalid = result?.status === 'invalid'
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
				<fetcher.Form
					method="post"
					noValidate
					onSubmit={async (event) => {
						// The server's schema, checked here first to spare a round trip; loaded
						// on submit so zod weighs nothing on the page until then.
						event.preventDefault()
						const form = event.currentTarget
						const { newsletterEmailSchema } = await import('./newsletter-schema.ts')
						const valid = newsletterEmailSchema.safeParse(new FormData(form).get('email')).success
						setClientError(valid ? null : newsletterMessages.invalidEmail)
						if (valid) void fetcher.submit(form)
						else inputRef.current?.focus()
					}}
				>
					<label htmlFor="newsletter-email" className="block font-semibold">
						Adresse e-mail{' '}
						<span aria-hidden="true" className="text-danger">
							*
						</span>
					</label>
					<div className="mt-2 flex flex-col gap-3 sm:flex-row">
						<input
							ref={inputRef}
							id="newsletter-email"
							name="email"
							type="email"
							inputMode="email"
							autoComplete="email"
							required
							maxLength={255}
							placeholder="prenom.nom@entreprise.fr"
							aria-invalid={invalid || undefined}
							aria-describedby="newsletter-message newsletter-privacy"
							onChange={() => clientError && setClientError(null)}
							className="min-h-11 w-full rounded-[var(--radius-input)] border border-muted/60 bg-white px-4 text-base placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid]:border-danger"
						/>
						{/* Honeypot: off-screen, out of the tab order, ignored by assistive technology. */}
						<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
							<label htmlFor="newsletter-website">Site web</label>
							<input
								id="newsletter-website"
								name={NEWSLETTER_HONEYPOT_FIELD}
								type="text"
								tabIndex={-1}
								autoComplete="off"
							/>
						</div>
						<Button type="submit" disabled={busy} className="shrink-0">
							{busy ? 'Inscription…' : "S'inscrire"}
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
						<Link to="/politique-confidentialite" className="font-medium text-primary underline underline-offset-2">
							politique de confidentialité
						</Link>
						.
					</p>
				</fetcher.Form>
			</div>
		</section>
	)
}
