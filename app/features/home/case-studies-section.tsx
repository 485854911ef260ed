import Clock from 'lucide-react/icons/clock'
import Euro from 'lucide-react/icons/euro'
import Target from 'lucide-react/icons/target'
import TrendingUp from 'lucide-react/icons/trending-up'
import Users from 'lucide-react/icons/users'
import { Badge } from '#app/components/ui/badge.tsx'
import { ChallengeSolution, Duration } from '#app/components/ui/case-study-facts.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { siteConfig } from '#app/config/site.ts'
import { type CaseStudyResult, caseStudies } from '#app/content/home.ts'
import { cn } from '#app/lib/utils.ts'

const resultIcons: Record<CaseStudyResult['icon'], typeof Clock> = {
	'trending-up': TrendingUp,
	clock: Clock,
	euro: Euro,
	users: Users,
	target: Target,
}

const resultColors: Record<CaseStudyResult['color'], string> = {
	primary: 'bg-primary/10 text-primary',
	accent: 'bg-accent/10 text-accent',
	success: 'bg-success/10 text-success',
}

export function CaseStudiesSection() {
	return (
		<Section id="case-studies" aria-labelledby="case-studies-title">
			<SectionHeading
				id="case-studies-title"
				eyebrow="Réalisations"
				title="Ils nous font confiance"
				intro="Trois projets récents, trois secteurs, des résultats mesurés. Les noms de nos clients restent confidentiels."
			/>
			<ul className="grid gap-6 lg:grid-cols-3">
				{caseStudies.map((study) => (
					<li key={study.id} className="flex">
						<Card className="flex w-full flex-col">
							<div className="flex items-center justify-between gap-3">
								<Badge>{study.sector}</Badge>
								<Duration className="text-sm text-muted">{study.duration}</Duration>
							</div>
							<h3 className="text-h3 mt-5">{study.title}</h3>
							<p className="mt-2 text-sm font-medium text-muted">{study.client}</p>
							<ChallengeSolution challenge={study.problem} solution={study.solution} className="mt-5 text-[0.95rem]" />
							<h4 className="mt-6 text-sm font-semibold uppercase tracking-[0.12em] text-muted">Résultats</h4>
							<ul className="mt-3 space-y-2">
								{study.results.map((result) => {
									const Icon = resultIcons[result.icon]
									return (
										<li key={result.text} className="flex items-center gap-3 font-semibold">
											<span
												aria-hidden="true"
												className={cn(
													'inline-flex size-8 items-center justify-center rounded-lg',
													resultColors[result.color],
												)}
											>
												<Icon className="size-4" />
											</span>
											{result.text}
										</li>
									)
								})}
							</ul>
							<ul aria-label="Technologies" className="mt-auto flex flex-wrap gap-2 pt-6">
								{study.technologies.map((technology) => (
									<li key={technology}>
										<Badge tone="neutral">{technology}</Badge>
									</li>
								))}
							</ul>
						</Card>
					</li>
				))}
			</ul>
			<div className="mt-12 text-center">
				<ExternalLink href={siteConfig.sharedCalendarUrl} className={buttonVariants({ size: 'lg' })}>
					Échanger sur votre projet
				</ExternalLink>
			</div>
		</Section>
	)
}
