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
 * The three values: each card reveals its longer text on hover (CSS, so also without
 * JavaScript) and through its « En savoir plus » button (Enter, Space, a click or a tap
 * toggle it). Escape closes it, and hides a hover reveal until the pointer leaves.
 */
export function CareersValues() {
	const [open, setOpen] = useState<string | null>(null)
	const [dismissed, setDismissed] = useState<string | null>(null)
	return (
		<Section id="valeurs" aria-labelledby="valeurs-title">
			<SectionHeading id="valeurs-title" eyebrow={values.eyebrow} title={values.title} intro={values.intro} />
			<ul className="grid gap-6 md:grid-cols-3">
				{values.items.map((value) => {
					const Icon = icons[value.id as keyof typeof icons] ?? Compass
					const isOpen = open === value.id
					return (
						<li
							key={value.id}
							data-value={value.id}
							data-open={isOpen ? 'true' : 'false'}
							data-dismissed={dismissed === value.id ? 'true' : 'false'}
							onPointerLeave={() => setDismissed(null)}
							className="group relative flex min-h-[260px] w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-white p-6 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5"
						>
							<IconTile>
								<Icon />
							</IconTile>
							<h3 id={`valeur-${value.id}`} className="text-h3 mt-5">
								{value.title}
							</h3>
							<p className="mt-1 font-semibold text-primary">{value.subtitle}</p>
							<p className="mt-3 text-muted">{value.description}</p>
							<div
								id={`valeur-${value.id}-plus`}
								className={cn(
									'on-dark brand-gradient-deep absolute inset-0 flex flex-col justify-end p-6 pb-20 text-white transition-[opacity,visibility] duration-200 ease-out',
									'invisible opacity-0 group-hover:visible group-hover:opacity-100 group-data-[open=true]:visible group-data-[open=true]:opacity-100',
									'group-data-[dismissed=true]:invisible group-data-[dismissed=true]:opacity-0',
								)}
							>
								<p className="text-sm font-semibold uppercase tracking-[0.12em] text-white/85">
									{value.title} · {value.subtitle}
								</p>
								<p className="mt-3 text-white">{value.more}</p>
							</div>
							{/* Above the revealed text, so that it stays reachable; its ::after covers the card for a click. */}
							<button
								type="button"
								aria-expanded={isOpen}
								aria-controls={`valeur-${value.id}-plus`}
								aria-describedby={`valeur-${value.id}`}
								onClick={() => {
									setDismissed(null)
									setOpen(isOpen ? null : value.id)
								}}
								onKeyDown={(event) => {
									if (event.key !== 'Escape') return
									setOpen(null)
									setDismissed(value.id)
								}}
								className={cn(
									'relative z-10 -mx-2 mt-auto inline-flex min-h-11 items-center self-start rounded-full px-2 text-sm font-medium text-primary after:absolute after:-inset-[100vmax] after:content-[""]',
									'group-hover:text-white group-hover:[--focus-ring:var(--color-white)] group-data-[open=true]:text-white group-data-[open=true]:[--focus-ring:var(--color-white)]',
									'group-data-[dismissed=true]:text-primary group-data-[dismissed=true]:[--focus-ring:var(--color-primary)]',
								)}
							>
								{isOpen ? 'Refermer' : 'En savoir plus'}
							</button>
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
