import type { Pillar } from '#app/content/expertise/types.ts'
import { CheckList, TagList, ToneIcon } from './section-frame.tsx'

/** Two (or more) large pillars: products with their role, use cases and technologies. */
export function PillarsGrid({ items }: { items: Pillar[] }) {
	return (
		<ul className="grid gap-6 lg:grid-cols-2">
			{items.map((pillar) => (
				<li
					key={pillar.title}
					className="flex flex-col rounded-[var(--radius-card)] border border-border bg-white p-6 sm:p-8"
				>
					<div className="flex items-center gap-4">
						<ToneIcon icon={pillar.icon} />
						<h3 className="text-h3">{pillar.title}</h3>
					</div>
					<p className="mt-4 text-muted">{pillar.description}</p>
					{pillar.products?.length ? (
						<dl className="mt-6 space-y-4">
							{pillar.products.map((product) => (
								<div key={product.name} className="rounded-xl bg-surface p-4">
									<dt className="font-semibold text-primary-strong">{product.name}</dt>
									<dd className="mt-1 text-[0.95rem] text-muted">{product.description}</dd>
								</div>
							))}
						</dl>
					) : null}
					{pillar.useCases?.length ? (
						<>
							<h4 className="mt-6 text-sm font-semibold uppercase tracking-[0.12em] text-muted">
								{pillar.useCasesTitle ?? 'Cas d’usage'}
							</h4>
							<CheckList items={pillar.useCases} className="mt-3" />
						</>
					) : null}
					{pillar.technologies?.length ? (
						<>
							<h4 className="mt-6 text-sm font-semibold uppercase tracking-[0.12em] text-muted">Technologies</h4>
							<TagList items={pillar.technologies} label={`Technologies – ${pillar.title}`} className="mt-3" />
						</>
					) : null}
				</li>
			))}
		</ul>
	)
}
