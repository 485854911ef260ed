import Compass from 'lucide-react/icons/compass'
import Gem from 'lucide-react/icons/gem'
import HeartHandshake from 'lucide-react/icons/heart-handshake'
import { BrowserModule } from '#app/components/browser-module.tsx'
import { IconTile } from '#app/components/ui/card.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage } from '#app/content/careers/careers.ts'
import { StatList } from '#app/features/home/public-ui.tsx'
// The page's one module, shared with the other section that needs one (React writes it once).
import careersPageModule from './careers-page.browser.ts?browser-module'

const icons = { entraide: HeartHandshake, expertise: Compass, excellence: Gem } as const
const { values, stats } = careersPage

/**
 * The three values: each card reveals its longer text on hover (CSS) and through its
 * « En savoir plus » disclosure, a `<details>`: Enter, Space, a click or a tap anywhere on
 * the card toggle it, with or without JavaScript. careers-values.browser.ts adds Escape,
 * which closes it, and hides a hover reveal until the pointer leaves (app.css, « Careers
 * values »; docs/decisions/056-careers-page-on-the-platform.md).
 */
export function CareersValues() {
	return (
		<Section id="valeurs" aria-labelledby="valeurs-title">
			<SectionHeading id="valeurs-title" eyebrow={values.eyebrow} title={values.title} intro={values.intro} />
			<ul className="grid gap-6 md:grid-cols-3">
				{values.items.map((value) => {
					const Icon = icons[value.id as keyof typeof icons] ?? Compass
					return (
						<li
							key={value.id}
							data-value={value.id}
							className="value-card relative flex min-h-[260px] w-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-white p-6 transition-shadow duration-200 hover:shadow-lg hover:shadow-ink/5"
						>
							<IconTile>
								<Icon />
							</IconTile>
							<h3 id={`valeur-${value.id}`} className="text-h3 mt-5">
								{value.title}
							</h3>
							<p className="mt-1 font-semibold text-primary">{value.subtitle}</p>
							<p className="mt-3 text-muted">{value.description}</p>
							<details className="value-more mt-auto">
								{/* Above the revealed text, so that it stays reachable; its ::after covers the card for a click or a tap. */}
								<summary
									aria-describedby={`valeur-${value.id}`}
									className="value-more-toggle relative z-10 -mx-2 mt-4 inline-flex min-h-11 cursor-pointer list-none items-center rounded-full px-2 text-sm font-medium text-primary after:absolute after:-inset-[100vmax] after:content-[''] [&::-webkit-details-marker]:hidden"
								>
									<span className="value-more-closed">En savoir plus</span>
									<span className="value-more-open">Refermer</span>
								</summary>
								<div
									id={`valeur-${value.id}-plus`}
									className="value-more-text on-dark brand-gradient-deep absolute inset-0 flex flex-col justify-end p-6 pb-20 text-white"
								>
									<p className="text-sm font-semibold uppercase tracking-[0.12em] text-white/85">
										{value.title} · {value.subtitle}
									</p>
									<p className="mt-3 text-white">{value.more}</p>
								</div>
							</details>
						</li>
					)
				})}
			</ul>
			<p className="mt-6 text-center text-sm text-muted">{values.hint}</p>
			<BrowserModule src={careersPageModule} />
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
