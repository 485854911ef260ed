import { Clock } from 'lucide-react'
import { Badge } from '#app/components/ui/badge.tsx'
import type { CaseStudy } from '#app/content/expertise/types.ts'
import { TagList } from './section-frame.tsx'

/** A client story: challenge, solution, measured results and the stack used. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
	return (
		<article className="overflow-hidden rounded-[24px] border border-border bg-white lg:grid lg:grid-cols-[1.2fr_1fr]">
			<div className="p-6 sm:p-10">
				<div className="flex flex-wrap items-center gap-3">
					<Badge>{study.sector}</Badge>
					{study.duration ? (
						<span className="inline-flex items-center gap-1.5 text-sm text-muted">
							<Clock aria-hidden="true" className="size-4" />
							<span className="sr-only">{'Durée du projet\u00a0: '}</span>
							{study.duration}
						</span>
					) : null}
				</div>
				<p className="mt-4 text-lg font-semibold">{study.client}</p>
				<dl className="mt-6 space-y-5">
					<div>
						<dt className="font-semibold">Le défi</dt>
						<dd className="mt-1 text-muted">{study.challenge}</dd>
					</div>
					<div>
						<dt className="font-semibold">Notre solution</dt>
						<dd className="mt-1 text-muted">{study.solution}</dd>
					</div>
				</dl>
				{study.technologies?.length ? <TagList items={study.technologies} label="Technologies utilisées" className="mt-8" /> : null}
			</div>
			<div className="brand-gradient-deep p-6 text-white sm:p-10">
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
