import { Section } from '#app/components/ui/section.tsx'
import { about } from '#app/content/home.ts'
import { StatList } from './stat-list.tsx'

export function AboutSection() {
	return (
		<Section id="about" tone="surface" aria-labelledby="about-title">
			<div className="grid items-center gap-12 lg:grid-cols-2">
				<div>
					<p className="mb-3 text-sm font-semibold uppercase tracking-[0.12em] text-primary">À propos</p>
					<h2 id="about-title" className="text-h2">
						{about.title}
					</h2>
					{about.paragraphs.map((paragraph) => (
						<p key={paragraph} className="mt-5 max-w-[65ch] text-lg text-muted">
							{paragraph}
						</p>
					))}
					<StatList stats={about.stats} className="mt-10 grid-cols-2 sm:grid-cols-4" />
				</div>
				<img
					src="/images/about-team.svg"
					alt="Illustration : les agences de Paris et de Toulouse reliées au cloud"
					width={640}
					height={480}
					loading="lazy"
					className="h-auto w-full"
				/>
			</div>
		</Section>
	)
}
