import type { Figure } from '#app/content/expertise/types.ts'

/**
 * Key figures set large in primary with tabular numerals, so digits line up across cards.
 * A prefix (« jusqu’à ») sits on the figure's baseline, in small type: every figure of a
 * row starts on the same line, whether it has one or not.
 */
export function FiguresGrid({ items, source }: { items: Figure[]; source?: string }) {
	return (
		<>
			<ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
				{items.map((figure) => (
					<li key={figure.label} className="rounded-[var(--radius-card)] border border-border bg-white p-6 text-center">
						<span data-figure-value="" className="block text-4xl font-bold tracking-tight text-primary sm:text-5xl">
							{/* The space after the prefix in its small type, not a 48 px one. */}
							{figure.prefix ? (
								<span className="align-baseline text-base font-semibold tracking-normal text-muted">
									{`${figure.prefix} `}
								</span>
							) : null}
							<span className="tabular whitespace-nowrap">{figure.value}</span>
						</span>{' '}
						<span className="mt-2 block text-balance text-muted">{figure.label}</span>
					</li>
				))}
			</ul>
			{source ? <p className="mt-8 text-center text-sm text-muted">{source}</p> : null}
		</>
	)
}
