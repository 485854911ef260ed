import type { ImpactCategory } from '#app/content/expertise/types.ts'
import { splitFigure } from '../figures.ts'
import { CheckList, ToneIcon } from './section-frame.tsx'

/** Transformation categories, each with its improvements and its measured impact. */
export function ImpactGrid({ items }: { items: ImpactCategory[] }) {
	return (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
			{items.map((item) => {
				const { figure, rest } = splitFigure(item.impact)
				return (
					<li
						key={item.category}
						className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-white"
					>
						<div className="flex-1 p-6">
							<ToneIcon icon={item.icon} />
							<h3 className="mt-5 text-xl font-bold">{item.category}</h3>
							<CheckList items={item.improvements} className="mt-4" />
						</div>
						<p className="border-t border-border bg-primary/5 px-6 py-5">
							<span className="tabular block text-3xl font-bold tracking-tight text-primary">{figure}</span>{' '}
							<span className="mt-1 block text-sm font-medium text-ink">{rest}</span>
						</p>
					</li>
				)
			})}
		</ul>
	)
}
