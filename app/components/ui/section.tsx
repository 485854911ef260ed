import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

/** A page section: alternating white / surface backgrounds, container and vertical rhythm. */
function Section({
	className,
	tone = 'white',
	children,
	...props
}: React.ComponentProps<'section'> & { tone?: 'white' | 'surface' | 'ink' }) {
	return (
		<section
			data-slot="section"
			className={cn(
				'section-y',
				tone === 'surface' && 'bg-surface',
				tone === 'ink' && 'on-dark bg-ink text-white',
				className,
			)}
			{...props}
		>
			<div className="container-page">{children}</div>
		</section>
	)
}

function SectionHeading({
	eyebrow,
	title,
	intro,
	id,
	align = 'center',
	inverse = false,
}: {
	eyebrow?: string
	title: React.ReactNode
	intro?: React.ReactNode
	id?: string
	align?: 'center' | 'left'
	inverse?: boolean
}) {
	return (
		<div className={cn('mb-12 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
			{eyebrow ? (
				<p
					className={cn(
						'mb-3 text-sm font-semibold uppercase tracking-[0.12em]',
						inverse ? 'text-white/80' : 'text-primary',
					)}
				>
					{eyebrow}
				</p>
			) : null}
			<h2 id={id} className="text-h2">
				{title}
			</h2>
			{intro ? <p className={cn('mt-4 text-lg', inverse ? 'text-white/85' : 'text-muted')}>{intro}</p> : null}
		</div>
	)
}

export { Section, SectionHeading }
