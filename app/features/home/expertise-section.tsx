import { ArrowRight, Check } from 'lucide-react'
import { Card, IconTile } from '#app/components/ui/card.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { expertiseAreas, expertisePathByTitle } from '#app/content/expertise-areas.ts'
import { expertiseIcons } from '#app/features/expertise/area-icons.ts'

export function ExpertiseSection() {
	return (
		<Section id="expertise" tone="surface" aria-labelledby="expertise-title">
			<SectionHeading
				id="expertise-title"
				eyebrow="Nos expertises"
				title="Sept expertises, un seul partenaire Google Cloud"
				intro="De l’infrastructure à l’IA générative, nos équipes certifiées couvrent tout le cycle de vos projets."
			/>
			<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 sm:[&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-3 xl:[&>li:last-child]:col-span-1">
				{expertiseAreas.map((area) => {
					const Icon = expertiseIcons[area.slug]
					return (
						<li key={area.slug} className="flex">
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
