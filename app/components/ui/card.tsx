import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

function Card({ className, interactive = false, ...props }: React.ComponentProps<'div'> & { interactive?: boolean }) {
	return (
		<div
			data-slot="card"
			className={cn(
				'rounded-[var(--radius-card)] border border-border bg-white p-6',
				interactive &&
					'transition-[box-shadow,transform] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink/5 focus-within:-translate-y-0.5 focus-within:shadow-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
				className,
			)}
			{...props}
		/>
	)
}

/** An icon in a square tinted with its item’s colour at 10 % opacity: the site's one icon style. */
function IconTile({ className, ...props }: React.ComponentProps<'span'>) {
	return (
		<span
			data-slot="icon-tile"
			aria-hidden="true"
			className={cn(
				'inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary [&_svg]:size-6',
				className,
			)}
			{...props}
		/>
	)
}

export { Card, IconTile }
