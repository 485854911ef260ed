import type { WorkspaceTool } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { CheckList, ToneIcon } from './section-frame.tsx'

/**
 * The Workspace applications, in their usual order (Gmail, Agenda, Drive, Docs/Sheets/Slides,
 * Meet, Chat, AppSheet). Each card glows on hover (a decoration:
 * the cards hold text only, so they are not tab stops);
 * the grouped Docs/Sheets/Slides card spans two columns. Seven cards, one of them double,
 * fill eight cells: two full rows of four, or four of two. In fourth place the double card
 * would not fit the end of its row, so dense packing lets the next card (Meet) take that
 * cell: no hole, no empty half (the cards are text, read in the spec's order).
 */
export function ToolsGrid({ items }: { items: WorkspaceTool[] }) {
	return (
		<ul className="grid gap-6 sm:grid-flow-row-dense sm:grid-cols-2 lg:grid-cols-4">
			{items.map((tool) => {
				return (
					<li
						key={tool.name}
						data-tool-card=""
						className={cn(
							'group relative isolate flex flex-col rounded-[var(--radius-card)] border border-border bg-white p-6',
							'transition-[box-shadow,transform,border-color] duration-200 ease-out',
							'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-xl hover:shadow-accent/20',
							tool.isGrouped && 'sm:col-span-2',
						)}
					>
						{/* The glow: a blurred brand gradient behind the card, shown on hover and focus. */}
						<span
							aria-hidden="true"
							data-glow=""
							className="brand-gradient pointer-events-none absolute -inset-1 -z-10 rounded-[inherit] opacity-0 blur-lg transition-opacity duration-200 ease-out group-hover:opacity-60"
						/>
						<span aria-hidden="true" className="absolute inset-0 -z-10 rounded-[inherit] bg-white" />
						<ToneIcon icon={tool.icon} tone={tool.tone} />
						<h3 className="mt-5 text-xl font-bold">{tool.name}</h3>
						<p className="mt-3 text-muted">{tool.description}</p>
						<CheckList items={tool.features} className="mt-5" />
					</li>
				)
			})}
		</ul>
	)
}
