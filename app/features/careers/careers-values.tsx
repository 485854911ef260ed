import { Compass, Gem, HeartHandshake } from 'lucide-react'
import { useState } from 'react'
import { IconTile } from '#app/components/ui/card.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage } from '#app/content/careers/careers.ts'
import { StatList } from '#app/features/home/stat-list.tsx'
import { cn } from '#app/lib/utils.ts'

const icons = { entraide: HeartHandshake, expertise: Compass, excellence: Gem } as const
const { values, stats } = careersPage

/**
 * The three values: each card reveals its longer text on hover, on keyboard focus and
 * on tap (a tap toggles it). CSS does hover and focus, so it also works without JavaScript.
 */
export function CareersValues() {
	const [open, setOpen] = useState<string | null>(null)
	return (
		<Section id="valeurs" aria-labelledby="valeurs-title">
			<SectionHeading id="valeurs-title" eyebrow={values.eyebrow} title={values.title} intro={values.intro} />
			<ul className="grid gap-6 md:grid-cols-3">
				{values.items.map((value) => {
					const Icon = icons[value.id as keyof typeof icons] ?? Compass
					const isOpen = open === value.id
					return (
						<li key={value.id} className="flex">
							<div
								role="group"
								tabIndex={0}
								aria-labelledby={`valeur-${value.id}`}
								aria-describedby={`valeur-${value.id}-plus`}
								data-value={value.id}
								data-open={isOpen ? 'true' : 'false'}
								onClick={() => setOpen(isOpen ? null : value.id)}
								className="group relative flex min-h-[260px] w-full cursor-pointer flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-white p-6 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5"
							>
								<IconTile>
									<Icon />
								</IconTile>
								<h3 id={`valeur-${value.id}`} className="text-h3 mt-5">
									{value.title}
								</h3>
								<p className="mt-1 font-semibold text-primary">{value.subtitle}</p>
								<p className="mt-3 text-muted">{value.description}</p>
								<p aria-hidden="true" className="mt-auto pt-4 text-sm font-medium text-primary">
									En savoir plus
								</p>
								<div
									id={`valeur-${value.id}-plus`}
									className={cn(
										'brand-gradient-deep absolute inset-0 flex flex-col justify-end p-6 text-white transition-[opacity,visibility] duration-200 ease-out',
										'invisible opacity-0 group-hover:visible group-hover:opacity-100 group-focus-visible:visible group-focus-visible:opacity-100 group-data-[open=true]:visible group-data-[open=true]:opacity-100',
									)}
								>
									<p className="text-sm font-semibold uppercase tracking-[0.12em] text-white/85">
										{value.title} · {value.subtitle}
									</p>
									<p className="mt-3 text-white">{value.more}</p>
								</div>
							</div>
						</li>
					)
				})}
			</ul>
			<p className="mt-6 text-center text-sm text-muted">{values.hint}</p>
		</Section>
	)
}

/** The careers key figures, on a surface band. */
export function CareersStats() {
	return (
		<section aria-labelledby="chiffres-title" className="bg-surface py-14 lg:py-16">
			<div className="container-page">
				<h2 id="chiffres-title" className="text-h3 text-center">
					{stats.title}
				</h2>
				<StatList stats={stats.items} className="mx-auto mt-8 max-w-3xl grid-cols-1 text-center sm:grid-cols-3" />
			</div>
		</section>
	)
}
