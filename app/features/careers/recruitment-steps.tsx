import { Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage } from '#app/content/careers/careers.ts'

const { steps } = careersPage

/** Step n is revealed once the page has scrolled past n × 100 px: the steps appear one by one as the visitor reads down. */
export const REVEAL_STEP_PX = 100

/**
 * The furthest the page has scrolled so far, or null before hydration. Listening stops
 * once `limit` is passed: nothing changes beyond it.
 */
function useFurthestScroll(limit: number): number | null {
	const [furthest, setFurthest] = useState<number | null>(null)
	useEffect(() => {
		let current = 0
		const update = () => {
			if (window.scrollY <= current && current !== 0) return
			current = Math.max(current, window.scrollY)
			setFurthest(current)
			if (current > limit) window.removeEventListener('scroll', update)
		}
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [limit])
	return furthest
}

/**
 * The four recruitment steps. They fade in as the scroll offset passes n × 100 px; the
 * server HTML shows them all (no JavaScript, no hiding), and reduced motion keeps them visible.
 */
export function RecruitmentSteps() {
	const furthest = useFurthestScroll(steps.items.length * REVEAL_STEP_PX)
	return (
		<Section id="recrutement" tone="surface" aria-labelledby="recrutement-title">
			<SectionHeading id="recrutement-title" eyebrow={steps.eyebrow} title={steps.title} intro={steps.intro} />
			<ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
				{steps.items.map((step, index) => {
					const rank = index + 1
					const reveal = furthest === null ? undefined : furthest > rank * REVEAL_STEP_PX ? 'shown' : 'hidden'
					return (
						<li
							key={step.title}
							data-step={rank}
							data-reveal={reveal}
							className="relative flex flex-col rounded-[var(--radius-card)] border border-border bg-white p-6"
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
