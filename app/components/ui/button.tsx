import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

const variants = cva(
	'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-[background-color,color,box-shadow,transform] duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
	{
		variants: {
			variant: {
				primary: 'bg-primary text-white shadow-sm hover:bg-primary-strong',
				destructive: 'bg-danger text-white shadow-sm hover:bg-danger/90 focus-visible:outline-danger',
				secondary: 'border border-primary bg-white text-primary hover:bg-surface',
				ghost: 'text-ink hover:bg-surface',
				inverse: 'bg-white text-primary-strong hover:bg-surface',
				outlineInverse: 'border border-white/70 text-white hover:bg-white/10',
			},
			size: {
				sm: 'px-4 text-sm',
				md: 'px-5 text-[0.95rem]',
				lg: 'px-7 text-base',
			},
		},
		defaultVariants: { variant: 'primary', size: 'md' },
	},
)

/** The button's classes; extra classes win over the variant's (`cn` merges them). */
function buttonVariants(props?: Parameters<typeof variants>[0]): string {
	return cn(variants(props))
}

function Button({
	className,
	variant,
	size,
	...props
}: React.ComponentProps<'button'> & VariantProps<typeof variants>) {
	return (
		<button
			data-slot="button"
			data-variant={variant ?? 'primary'}
			className={buttonVariants({ variant, size, className })}
			{...props}
		/>
	)
}

export { Button, buttonVariants }
