import type { WorkspaceTool } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { CheckList, ToneIcon } from './section-frame.tsx'

/**
 * The Workspace applications. Each card glows on hover and, being focusable, on keyboard
 * focus too, so keyboard users see what a mouse shows; the grouped Docs/Sheets/Slides card spans
 * two columns. The order fills a 2- and a 4-column grid without holes.
 */
export function ToolsGrid({ items }: { items: WorkspaceTool[] }) {
	return (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
			{items.map((tool) => {
				const titleId = `outil-${tool.name.toLowerCase().replace(/[^a-z]+/g, '-')}`
				return (
					<li
						key={tool.name}
						// Focusable so keyboard users get the same highlight as a mouse hover.
						tabIndex={0}
						aria-labelledby={titleId}
						data-tool-card=""
						className={cn(
							'group relative isolate flex flex-col rounded-[var(--radius-card)] border border-border bg-white p-6 outline-none',
							'transition-[box-shadow,transform,border-color] duration-200 ease-out',
							'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-xl hover:shadow-accent/20',
							'focus-visible:-translate-y-0.5 focus-visible:border-primary focus-visible:shadow-xl focus-visible:shadow-accent/20 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
							tool.isGrouped && 'sm:col-span-2',
						)}
					>
						{/* The glow: a blurred brand gradient behind the card, shown on hover and focus. */}
						<span
							aria-hidden="true"
							data-glow=""
							className="brand-gradient pointer-events-none absolute -inset-1 -z-10 rounded-[inherit] opacity-0 blur-lg transition-opacity duration-200 ease-out group-hover:opacity-60 group-focus-visible:opacity-60"
						/>
						<span aria-hidden="true" className="absolute inset-0 -z-10 rounded-[inherit] bg-white" />
						<ToneIcon icon={tool.icon} tone={tool.tone} />
						<h3 id={titleId} className="mt-5 text-xl font-bold">
							{tool.name}
						</h3>
						<p className="mt-3 text-muted">{tool.description}</p>
						<CheckList
							items={tool.features}
							className={cn('mt-5', tool.isGrouped && 'sm:columns-2 sm:gap-6 sm:space-y-0 sm:[&>li]:mb-2')}
						/>
					</li>
				)
			})}
		</ul>
	)
}
