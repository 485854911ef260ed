import { Badge } from '#app/components/ui/badge.tsx'
import { ChallengeSolution, Duration } from '#app/components/ui/case-study-facts.tsx'
import type { CaseStudy } from '#app/content/expertise/types.ts'
import { TagList } from './section-frame.tsx'

/** A client story: challenge, solution, measured results and the stack used. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
	return (
		<article className="overflow-hidden rounded-[24px] border border-border bg-white lg:grid lg:grid-cols-[1.2fr_1fr]">
			<div className="p-6 sm:p-10">
				<div className="flex flex-wrap items-center gap-3">
					<Badge>{study.sector}</Badge>
					{study.duration ? <Duration className="text-sm text-muted">{study.duration}</Duration> : null}
				</div>
				<p className="mt-4 text-lg font-semibold">{study.client}</p>
				<ChallengeSolution challenge={study.challenge} solution={study.solution} className="mt-6" />
				{study.technologies?.length ? (
					<TagList items={study.technologies} label="Technologies utilisées" className="mt-8" />
				) : null}
			</div>
			<div className="on-dark brand-gradient-deep p-6 text-white sm:p-10">
				<h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-white/85">Résultats</h3>
				<ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
					{study.results.map((result) => (
						<li key={result.metric + result.description}>
							<span className="tabular block text-4xl font-bold tracking-tight">{result.metric}</span>{' '}
							<span className="mt-1 block text-white/90">{result.description}</span>
						</li>
					))}
				</ul>
				{study.highlights?.length ? (
					<ul aria-label="Également obtenu" className="mt-8 flex flex-wrap gap-2">
						{study.highlights.map((highlight) => (
							<li key={highlight}>
								<Badge tone="inverse">{highlight}</Badge>
							</li>
						))}
					</ul>
				) : null}
			</div>
		</article>
	)
}
