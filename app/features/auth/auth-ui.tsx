import ShieldCheck from 'lucide-react/icons/shield-check'
import { type ReactNode, useEffect, useRef } from 'react'
import { type FormReply, formErrorOf } from '#app/infra/forms/form-reply.ts'
import { cn } from '#app/lib/utils.ts'

/** The frame of the account pages: sign-in, forgotten password, new password, address confirmation. */
export function AuthCard({
	title,
	description,
	children,
}: {
	title: string
	description?: ReactNode
	children: ReactNode
}) {
	return (
		<section className="section-y bg-surface">
			<div className="container-page">
				<div className="mx-auto max-w-md rounded-[var(--radius-card)] border border-border bg-white p-6 shadow-xl shadow-ink/5 sm:p-8">
					<div className="text-center">
						<span
							aria-hidden="true"
							className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary"
						>
							<ShieldCheck className="size-6" />
						</span>
						<h1 className="text-h3 mt-4 font-bold">{title}</h1>
						{description ? <p className="mt-2 text-sm text-muted">{description}</p> : null}
					</div>
					{children}
				</div>
			</div>
		</section>
	)
}

/**
 * A message that replaces a form once it has done its work (« check your inbox »…):
 * its heading takes the focus when it appears after a post with JavaScript, so that it
 * is read; rendered by the server after a plain post, it is simply the page.
 */
export function AuthOutcome({
	title,
	tone = 'success',
	focus = true,
	children,
}: {
	title: string
	tone?: 'success' | 'error'
	/** False for a state the page opens with (a link's page), rather than one a post led to. */
	focus?: boolean
	children: ReactNode
}) {
	const heading = useRef<HTMLHeadingElement>(null)
	useEffect(() => {
		if (focus) heading.current?.focus()
	}, [focus])
	return (
		<div
			className={cn(
				'mt-6 rounded-[var(--radius-input)] px-4 py-4 text-sm',
				tone === 'success' ? 'bg-success/10 text-ink' : 'bg-danger/10 text-ink',
			)}
		>
			<h2
				ref={heading}
				tabIndex={-1}
				className={cn(
					'text-base font-semibold focus-visible:outline-2 focus-visible:outline-primary',
					tone === 'success' ? 'text-success' : 'text-danger',
				)}
			>
				{title}
			</h2>
			<div className="mt-2 space-y-2">{children}</div>
		</div>
	)
}

/**
 * The failure of a whole form (wrong credentials, paused sign-in, expired link, network):
 * shown next to the form and focused so that it is read; field errors focus the field.
 */
export function useErrorSummary(reply: FormReply<unknown> | undefined, id: string) {
	// Read from the reply itself, so that the summary is in the page when the effect runs.
	const formError = formErrorOf(reply)
	const summary = useRef<HTMLParagraphElement>(null)
	useEffect(() => {
		const fieldErrors = Object.keys(reply?.error ?? {}).some((name) => name !== '')
		if (reply && !fieldErrors) summary.current?.focus()
	}, [reply])
	return {
		formError,
		summary: formError ? (
			<p
				ref={summary}
				id={id}
				tabIndex={-1}
				className="rounded-[var(--radius-input)] bg-danger/10 px-4 py-3 text-sm font-medium text-danger focus-visible:outline-2 focus-visible:outline-danger"
			>
				{formError}
			</p>
		) : null,
	}
}
