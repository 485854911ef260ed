import ArrowRight from 'lucide-react/icons/arrow-right'
import Check from 'lucide-react/icons/check'
import { Card, IconTile } from '#app/components/ui/card.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { expertiseAreas, expertisePathByTitle } from '#app/content/expertise-areas.ts'
import { expertiseIcons } from '#app/features/expertise/public.ts'
import { cn } from '#app/lib/utils.ts'

/**
 * Seven cards, no hole at any width: two columns with the last card across both; on a
 * laptop a row of three then two rows of two (six columns, cards two or three wide); on a
 * wide screen a row of four then a row of three (twelve columns, cards three or four wide).
 */
const cellSpans = [
	'lg:col-span-2 xl:col-span-3',
	'lg:col-span-2 xl:col-span-3',
	'lg:col-span-2 xl:col-span-3',
	'lg:col-span-3 xl:col-span-3',
	'lg:col-span-3 xl:col-span-4',
	'lg:col-span-3 xl:col-span-4',
	'sm:col-span-2 lg:col-span-3 xl:col-span-4',
]

export function ExpertiseSection() {
	return (
		<Section id="expertise" tone="surface" aria-labelledby="expertise-title">
			<SectionHeading
				id="expertise-title"
				eyebrow="Nos expertises"
				title="Sept expertises, un seul partenaire Google Cloud"
				intro="De l’infrastructure à l’IA générative, nos équipes certifiées couvrent tout le cycle de vos projets."
			/>
			<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6 xl:grid-cols-12">
				{expertiseAreas.map((area, index) => {
					const Icon = expertiseIcons[area.slug]
					return (
						<li key={area.slug} className={cn('flex', cellSpans[index])}>
							<Card interactive className="group relative flex w-full flex-col">
								<IconTile>
									<Icon />
								</IconTile>
								<h3 className="text-h3 mt-5">
									<a
										href={expertisePathByTitle(area.title)}
										data-prerender=""
										className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none"
									>
										{area.title}
									</a>
								</h3>
								<p className="mt-3 text-muted">{area.description}</p>
								<ul className="mt-5 space-y-2">
									{area.benefits.map((benefit) => (
										<li key={benefit} className="flex items-start gap-2 text-[0.95rem]">
											<Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
											{benefit}
										</li>
									))}
								</ul>
								<span
									aria-hidden="true"
									className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-primary"
								>
									En savoir plus
									<ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" />
								</span>
							</Card>
						</li>
					)
				})}
			</ul>
		</Section>
	)
}
