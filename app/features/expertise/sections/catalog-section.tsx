import { Badge } from '#app/components/ui/badge.tsx'
import type { CatalogItem } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { visibleItems } from '../figures.ts'
import { gridColumns } from './cards-section.tsx'
import { ToneIcon } from './section-frame.tsx'

/** Products or services by name, with an optional category; only the first `visible` are shown. */
export function CatalogGrid({
	items,
	visible,
	columns,
}: {
	items: CatalogItem[]
	visible?: number
	columns: 2 | 3 | 4
}) {
	return (
		<ul className={cn('grid gap-4', gridColumns[columns])}>
			{visibleItems(items, visible).map((item) => (
				<li key={item.name} className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-white p-5">
					{item.icon ? <ToneIcon icon={item.icon} tone={item.tone} size="sm" /> : null}
					<div className="min-w-0">
						<h3 className="text-lg font-bold">{item.name}</h3>
						{item.category ? (
							<Badge className="mt-2">
								<span className="sr-only">{'Catégorie\u00a0: '}</span>
								{item.category}
							</Badge>
						) : null}
						<p className="mt-2 text-[0.95rem] text-muted">{item.description}</p>
					</div>
				</li>
			))}
		</ul>
	)
}
