import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import CircleCheck from 'lucide-react/icons/circle-check'
import Mail from 'lucide-react/icons/mail'
import type { ReactNode } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'

/** The frame of the newsletter's confirmation and unsubscribe pages. */
export function NewsletterNotice({
	tone,
	title,
	children,
}: {
	tone: 'question' | 'success' | 'error'
	title: string
	children: ReactNode
}) {
	const Icon = tone === 'success' ? CircleCheck : tone === 'error' ? CircleAlert : Mail
	return (
		<section className="section-y flex min-h-[60vh] items-center bg-surface">
			<div className="container-page max-w-2xl text-center">
				<Icon
					aria-hidden="true"
					className={`mx-auto size-12 ${tone === 'error' ? 'text-danger' : tone === 'success' ? 'text-success' : 'text-primary'}`}
				/>
				<h1 className="text-h2 mt-4">{title}</h1>
				<div className="mx-auto mt-4 max-w-xl text-lg text-muted">{children}</div>
			</div>
		</section>
	)
}

export function BackToBlog() {
	return (
		<a href="/blog" className={buttonVariants({ variant: 'secondary', className: 'mt-8' })}>
			Retour au blog
		</a>
	)
}
