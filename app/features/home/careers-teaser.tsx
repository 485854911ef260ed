import ArrowRight from 'lucide-react/icons/arrow-right'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersTeaser } from '#app/content/home.ts'

/**
 * Two panels: the emphasised one widens to 70 %, the other shrinks to 30 %, and its
 * image comes into focus. All CSS (app.css, « Careers teaser »), without JavaScript: the
 * mouse emphasises the panel it hovers, the keyboard the one it focuses, a finger the one
 * it taps. A tap needs a state to keep: each panel is covered by a transparent radio button
 * (one group for the two), named by the panel's title; the keyboard reaches it too (arrow
 * keys between the two).
 */
export function CareersTeaser() {
	return (
		<Section id="careers" aria-labelledby="careers-title">
			<SectionHeading id="careers-title" eyebrow="Carrières" title={careersTeaser.title} intro={careersTeaser.intro} />
			<p className="mb-4 hidden text-center text-sm font-medium text-muted [@media(hover:none)]:block">
				{careersTeaser.touchHint}
			</p>
			<div className="careers-teaser flex flex-col gap-4 md:h-[420px] md:flex-row">
				{careersTeaser.panels.map((panel, index) => {
					const side = index === 0 ? 'left' : 'right'
					const inputId = `careers-teaser-${panel.id}`
					return (
						<div
							key={panel.id}
							data-panel={side}
							className="teaser-panel on-dark relative min-h-[280px] overflow-hidden rounded-[var(--radius-card)] bg-ink md:min-h-0"
						>
							<input
								type="radio"
								name="careers-teaser"
								id={inputId}
								value={panel.id}
								aria-labelledby={`${inputId}-title`}
								className="teaser-choice absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
							/>
							<img
								src={panel.image}
								alt=""
								width={800}
								height={600}
								loading="lazy"
								className="teaser-image absolute inset-0 size-full object-cover"
							/>
							<div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/40 to-ink/10" />
							<div className="relative flex h-full flex-col justify-end p-6 text-white sm:p-8">
								{/* The specification quotes these titles letter for letter, straight apostrophe included. */}
								<h3 id={`${inputId}-title`} data-verbatim className="text-h3 font-bold tracking-wide">
									{panel.title}
								</h3>
								<p className="mt-3 max-w-md text-white/90">{panel.text}</p>
							</div>
						</div>
					)
				})}
			</div>
			<div className="mt-10 text-center">
				<a href="/carrieres" className={buttonVariants({ size: 'lg' })}>
					{careersTeaser.cta}
					<ArrowRight aria-hidden="true" />
				</a>
			</div>
		</Section>
	)
}
