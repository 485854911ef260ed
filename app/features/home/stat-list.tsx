import type { Stat } from '#app/content/home.ts'
import { cn } from '#app/lib/utils.ts'

/** Key figures set large in primary with tabular numerals, so digits line up across items. */
export function StatList({
	stats,
	className,
	inverse = false,
}: {
	stats: Stat[]
	className?: string
	inverse?: boolean
}) {
	return (
		<dl className={cn('grid gap-6', className)}>
			{stats.map((stat) => (
				<div key={stat.label} className="flex flex-col-reverse justify-end">
					<dt className={cn('mt-1 text-sm', inverse ? 'text-white/80' : 'text-muted')}>{stat.label}</dt>
					<dd
						className={cn(
							'tabular text-3xl font-bold tracking-tight sm:text-4xl',
							inverse ? 'text-white' : 'text-primary',
						)}
					>
						{stat.value}
					</dd>
				</div>
			))}
		</dl>
	)
}
