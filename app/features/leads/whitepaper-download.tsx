import { CheckCircle2, Download, LoaderCircle, X } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import type { Whitepaper } from '#app/content/whitepapers.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { cn } from '#app/lib/utils.ts'
import { fieldErrorsOf, formErrorOf, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { dialogMessages } from './lead-dialog-messages.ts'
import { LeadFormFields } from './lead-form.tsx'
import type { LeadActionResult } from './leads.server.ts'

let dialogLoaded = false
const loadDialog = () =>
	import('./lead-dialog.tsx').then((module) => {
		dialogLoaded = true
		return module
	})
const LeadDialog = lazy(loadDialog)
const preloadDialog = () => void loadDialog().catch(() => {})

export const DOWNLOAD_LABEL = 'Télécharger le livre blanc'

/**
 * The white paper's download button. With JavaScript it opens the lead dialog (its
 * code loads on first use); without, it jumps to a plain form on the page (#target)
 * that posts to the home action and comes back with the thank-you view.
 */
export function WhitepaperDownload({ whitepaper, result }: { whitepaper: Whitepaper; result?: LeadActionResult }) {
	const hydrated = useHydrated()
	const [open, setOpen] = useState(false)
	const [requested, setRequested] = useState(false)
	// The dialog's code may take a moment on a slow phone: the button says so at once.
	const [loading, setLoading] = useState(false)
	const opener = useRef<HTMLButtonElement>(null)
	const ownResult =
		result && (result.payload?.type ?? submittedValuesOf(result).whitepaperType) === whitepaper.type
			? result
			: undefined
	const panelId = `telecharger-${whitepaper.type}`
	return (
		<>
			{hydrated ? (
				<button
					ref={opener}
					type="button"
					aria-haspopup="dialog"
					aria-busy={loading || undefined}
					className={buttonVariants({ className: loading ? 'cursor-progress' : undefined })}
					onPointerEnter={preloadDialog}
					onFocus={preloadDialog}
					onClick={() => {
						if (loading) return
						setRequested(true)
						setOpen(true)
						if (dialogLoaded) return
						setLoading(true)
						void loadDialog()
							.catch(() => setOpen(false))
							.finally(() => setLoading(false))
					}}
				>
					{loading ? (
						<LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
					) : (
						<Download aria-hidden="true" />
					)}
					{DOWNLOAD_LABEL}
				</button>
			) : (
				<a href={`#${panelId}`} className={buttonVariants()}>
					<Download aria-hidden="true" />
					{DOWNLOAD_LABEL}
				</a>
			)}
			{requested ? (
				<Suspense fallback={null}>
					<LeadDialog whitepaper={whitepaper} open={open} onOpenChange={setOpen} returnFocusTo={opener} />
				</Suspense>
			) : null}
			{!hydrated || ownResult ? <NoScriptPanel id={panelId} whitepaper={whitepaper} result={ownResult} /> : null}
		</>
	)
}

function NoScriptPanel({ id, whitepaper, result }: { id: string; whitepaper: Whitepaper; result?: LeadActionResult }) {
	return (
		<div
			id={id}
			role="dialog"
			aria-modal="true"
			aria-labelledby={`${id}-title`}
			className={cn(
				'fixed inset-0 z-50 items-center justify-center bg-ink/60 p-4',
				result ? 'flex' : 'hidden target:flex',
			)}
		>
			<div className="relative max-h-[calc(100dvh-2rem)] w-full max-w-xl overflow-y-auto rounded-[var(--radius-card)] bg-white p-6 shadow-2xl sm:p-8">
				<a
					href="#livres-blancs"
					className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface"
				>
					<X aria-hidden="true" className="size-5" />
					<span className="sr-only">Fermer</span>
				</a>
				{result?.status === 'success' && result.payload ? (
					<div className="py-4 text-center">
						<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
						<h2 id={`${id}-title`} className="text-h3 mt-4 font-bold">
							{dialogMessages.thanks}
						</h2>
						<p className="mt-3 text-muted">
							Si vous ne le recevez pas d’ici quelques minutes, pensez à vérifier vos courriers indésirables.
						</p>
						<a
							href={result.payload.pdfUrl}
							download={result.payload.fileName}
							className={buttonVariants({ className: 'mt-8' })}
						>
							<Download aria-hidden="true" />
							{DOWNLOAD_LABEL}
						</a>
					</div>
				) : (
					<>
						<p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">Livre blanc gratuit</p>
						<h2 id={`${id}-title`} className="text-h3 mt-2 pr-8 font-bold">
							{whitepaper.title}
						</h2>
						<form method="post" action="/?index" noValidate className="relative mt-6">
							<LeadFormFields
								idPrefix={`static-${whitepaper.type}`}
								wording="dialog"
								whitepaperType={whitepaper.type}
								errors={fieldErrorsOf(result)}
								values={submittedValuesOf(result)}
								formError={formErrorOf(result)}
							/>
						</form>
					</>
				)}
			</div>
		</div>
	)
}
