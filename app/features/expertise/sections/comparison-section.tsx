import ArrowRight from 'lucide-react/icons/arrow-right'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import CircleCheck from 'lucide-react/icons/circle-check'
import type { ExpertiseSectionData } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'

type Comparison = Extract<ExpertiseSectionData, { kind: 'comparison' }>

/** Challenges facing solutions, side by side (stacked on small screens). */
export function ComparisonColumns({ before, after }: Pick<Comparison, 'before' | 'after'>) {
	return (
		<div className="grid items-stretch gap-6 lg:grid-cols-[1fr_auto_1fr]">
			<Column title={before.title} items={before.items} variant="before" />
			<div aria-hidden="true" className="hidden items-center justify-center lg:flex">
				<span className="brand-gradient-deep inline-flex size-12 items-center justify-center rounded-full text-white">
					<ArrowRight className="size-5" />
				</span>
			</div>
			<Column title={after.title} items={after.items} variant="after" />
		</div>
	)
}

function Column({
	title,
	items,
	variant,
}: {
	title: string
	items: { title: string; description: string }[]
	variant: 'before' | 'after'
}) {
	const Icon = variant === 'before' ? CircleAlert : CircleCheck
	return (
		<div
			className={cn(
				'rounded-[var(--radius-card)] p-6 sm:p-8',
				variant === 'before'
					? 'border border-border bg-white'
					: 'bg-white ring-2 ring-primary/30 shadow-lg shadow-primary/5',
			)}
		>
			<h3 className={cn('text-h3', variant === 'after' && 'text-primary-strong')}>{title}</h3>
			<ul className="mt-6 space-y-5">
				{items.map((item) => (
					<li key={item.title} className="flex gap-4">
						<Icon
							aria-hidden="true"
							className={cn('mt-0.5 size-6 shrink-0', variant === 'before' ? 'text-danger' : 'text-success')}
						/>
						<div>
							<p className="font-semibold">{item.title}</p>
							<p className="mt-1 text-[0.95rem] text-muted">{item.description}</p>
						</div>
					</li>
				))}
			</ul>
		</div>
	)
}
