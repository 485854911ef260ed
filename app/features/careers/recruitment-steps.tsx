import Clock from 'lucide-react/icons/clock'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage } from '#app/content/careers/careers.ts'

const { steps } = careersPage

/**
 * The four recruitment steps. Step n fades in once the page has scrolled past n × 100 px
 * (the steps appear one by one as the visitor reads down): a CSS scroll-driven animation
 * on the page's scroll (app.css, « Recruitment steps »). Where the browser has no
 * scroll-driven animations, and under reduced motion, they are simply there.
 */
export function RecruitmentSteps() {
	return (
		<Section id="recrutement" tone="surface" aria-labelledby="recrutement-title">
			<SectionHeading id="recrutement-title" eyebrow={steps.eyebrow} title={steps.title} intro={steps.intro} />
			<ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
				{steps.items.map((step, index) => {
					const rank = index + 1
					return (
						<li
							key={step.title}
							data-step={rank}
							className="recruitment-step relative flex flex-col rounded-[var(--radius-card)] border border-border bg-white p-6"
						>
							<span
								aria-hidden="true"
								className="brand-gradient-deep tabular inline-flex size-12 items-center justify-center rounded-full text-xl font-bold text-white"
							>
								{rank}
							</span>
							<h3 className="text-h3 mt-5">
								<span className="sr-only">Étape {rank}&nbsp;: </span>
								{step.title}
							</h3>
							<p className="mt-3 flex-1 text-muted">{step.description}</p>
							<p className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-primary-strong">
								<Clock aria-hidden="true" className="size-4" />
								{step.duration}
							</p>
						</li>
					)
				})}
			</ol>
		</Section>
	)
}
