import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersTeaser } from '#app/content/home.ts'
import { cn } from '#app/lib/utils.ts'

type Hovered = 'none' | 'left' | 'right'

/**
 * Two panels: the hovered (or tapped, or focused) one widens to 70 %, the other
 * shrinks to 30 %, and its image comes into focus.
 */
export function CareersTeaser() {
	const [hovered, setHovered] = useState<Hovered>('none')
	return (
		<Section id="careers" aria-labelledby="careers-title">
			<SectionHeading id="careers-title" eyebrow="Carrières" title={careersTeaser.title} intro={careersTeaser.intro} />
			<p className="mb-4 hidden text-center text-sm font-medium text-muted [@media(hover:none)]:block">
				{careersTeaser.touchHint}
			</p>
			<div className="flex flex-col gap-4 md:h-[420px] md:flex-row" onMouseLeave={() => setHovered('none')}>
				{careersTeaser.panels.map((panel, index) => {
					const side: Hovered = index === 0 ? 'left' : 'right'
					const isActive = hovered === side
					const width = hovered === 'none' ? 'md:basis-1/2' : isActive ? 'md:basis-[70%]' : 'md:basis-[30%]'
					return (
						<div
							key={panel.id}
							data-panel={side}
							data-active={isActive}
							// Decorative emphasis, no content of its own to reach: a mouse hovers, a finger taps.
							onPointerEnter={(event) => {
								if (event.pointerType === 'mouse') setHovered(side)
							}}
							onPointerUp={(event) => {
								if (event.pointerType !== 'mouse') setHovered(isActive ? 'none' : side)
							}}
							className={cn(
								'on-dark relative min-h-[280px] overflow-hidden rounded-[var(--radius-card)] bg-ink transition-[flex-basis] duration-500 ease-out md:min-h-0',
								width,
							)}
						>
							<img
								src={panel.image}
								alt=""
								width={800}
								height={600}
								loading="lazy"
								className={cn(
									'absolute inset-0 size-full object-cover transition-[filter,transform] duration-500 ease-out',
									isActive ? 'scale-100 blur-0' : 'scale-105 blur-[3px]',
								)}
							/>
							<div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/40 to-ink/10" />
							<div className="relative flex h-full flex-col justify-end p-6 text-white sm:p-8">
								{/* The specification quotes these titles letter for letter, straight apostrophe included. */}
								<h3 data-verbatim className="text-h3 font-bold tracking-wide">
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
