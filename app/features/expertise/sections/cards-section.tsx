import { Card } from '#app/components/ui/card.tsx'
import type { CardItem } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { CheckList, ToneIcon } from './section-frame.tsx'

export const gridColumns: Record<2 | 3 | 4, string> = {
	2: 'sm:grid-cols-2',
	3: 'sm:grid-cols-2 lg:grid-cols-3',
	4: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** A grid of cards: icon, title, text, optional points and figure (benefits, values, approach). */
export function CardsGrid({ items, columns }: { items: CardItem[]; columns: 2 | 3 | 4 }) {
	return (
		<ul className={cn('grid gap-6', gridColumns[columns])}>
			{items.map((item) => (
				<li key={item.title} className="flex">
					<Card className="flex w-full flex-col">
						<ToneIcon icon={item.icon} tone={item.tone} />
						<h3 className="mt-5 text-xl font-bold">{item.title}</h3>
						<p className="mt-3 text-muted">{item.description}</p>
						{item.points?.length ? <CheckList items={item.points} className="mt-5" /> : null}
						{item.figure ? <p className="tabular mt-auto pt-6 text-2xl font-bold text-primary">{item.figure}</p> : null}
					</Card>
				</li>
			))}
		</ul>
	)
}
