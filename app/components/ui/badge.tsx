import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

const badgeVariants = cva('inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold', {
	variants: {
		tone: {
			primary: 'bg-primary/10 text-primary-strong',
			accent: 'bg-accent/10 text-ink',
			neutral: 'bg-surface text-ink ring-1 ring-border',
			inverse: 'bg-white/15 text-white ring-1 ring-white/25',
			danger: 'bg-danger/10 text-danger ring-1 ring-danger/30',
			success: 'bg-success/10 text-success ring-1 ring-success/30',
		},
	},
	defaultVariants: { tone: 'primary' },
})

function Badge({ className, tone, ...props }: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
	return <span data-slot="badge" className={cn(badgeVariants({ tone, className }))} {...props} />
}

export { Badge, badgeVariants }
