import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { story } from '#app/content/home.ts'

export function StorySection() {
	return (
		<Section id="story" aria-labelledby="story-title">
			<SectionHeading id="story-title" eyebrow="Depuis 2014" title={story.title} intro={story.intro} />
			{/* The timeline's line is the list's own pseudo-element: an <ol> holds only <li>. */}
			<ol className="relative grid gap-8 before:brand-gradient md:grid-cols-4 md:before:absolute md:before:inset-x-0 md:before:top-5 md:before:h-0.5 md:before:content-['']">
				{story.milestones.map((milestone) => (
					<li key={milestone.year} className="relative">
						<span className="relative inline-flex h-10 items-center rounded-full bg-primary px-4 font-bold text-white tabular">
							{milestone.year}
						</span>
						<h3 className="mt-4 text-lg font-bold">{milestone.title}</h3>
						<p className="mt-2 text-muted">{milestone.text}</p>
					</li>
				))}
			</ol>
		</Section>
	)
}
