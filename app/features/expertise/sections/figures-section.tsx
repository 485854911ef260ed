import type { Figure } from '#app/content/expertise/types.ts'

/** Key figures set large in primary with tabular numerals, so digits line up across cards. */
export function FiguresGrid({ items, source }: { items: Figure[]; source?: string }) {
	return (
		<>
			<ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
				{items.map((figure) => (
					<li key={figure.label} className="rounded-[var(--radius-card)] border border-border bg-white p-6 text-center">
						{figure.prefix ? (
							<span className="block text-sm font-semibold uppercase tracking-[0.12em] text-muted">
								{figure.prefix}
							</span>
						) : null}
						{figure.prefix ? ' ' : null}
						<span className="tabular block text-4xl font-bold tracking-tight text-primary sm:text-5xl">
							{figure.value}
						</span>{' '}
						<span className="mt-2 block text-muted">{figure.label}</span>
					</li>
				))}
			</ul>
			{source ? <p className="mt-8 text-center text-sm text-muted">{source}</p> : null}
		</>
	)
}
