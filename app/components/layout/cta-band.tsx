import type * as React from 'react'

/** The closing call-to-action band of a page: gradient card, title, text and buttons. */
export function CtaBand({
	title,
	text,
	children,
	id,
}: {
	title: React.ReactNode
	text?: React.ReactNode
	/** The buttons (use buttonVariants({ variant: 'inverse' }) / 'outlineInverse'). */
	children?: React.ReactNode
	id?: string
}) {
	return (
		<section id={id} className="section-y" aria-labelledby={id ? `${id}-title` : undefined}>
			<div className="container-page">
				<div className="on-dark brand-gradient-deep relative overflow-hidden rounded-[24px] px-6 py-14 text-center text-white sm:px-12">
					<div aria-hidden="true" className="absolute -right-24 -top-24 size-80 rounded-full bg-white/10 blur-2xl" />
					<h2 id={id ? `${id}-title` : undefined} className="text-h2 relative">
						{title}
					</h2>
					{text ? <p className="relative mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p> : null}
					{children ? <div className="relative mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
				</div>
			</div>
		</section>
	)
}
