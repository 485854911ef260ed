import type { ExpertiseSectionData } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { ToneIcon } from './section-frame.tsx'

type Feature = Extract<ExpertiseSectionData, { kind: 'feature' }>

/**
 * A text section with its own heading on the left and, on the right, an illustration or a
 * grid of highlights (both when there is an image: highlights go under the text).
 */
export function FeatureBlock({ section }: { section: Feature }) {
	const highlights = section.highlights?.length ? (
		<ul className="grid gap-4 sm:grid-cols-2">
			{section.highlights.map((highlight) => (
				<li key={highlight.title} className="rounded-[var(--radius-card)] border border-border bg-white p-5">
					<ToneIcon icon={highlight.icon} size="sm" />
					<h3 className="mt-4 text-lg font-bold">{highlight.title}</h3>
					<p className="mt-1 text-[0.95rem] text-muted">{highlight.description}</p>
				</li>
			))}
		</ul>
	) : null
	return (
		<div className="grid items-center gap-12 lg:grid-cols-2">
			<div className={cn(section.reverse && 'lg:order-2')}>
				{section.eyebrow ? (
					<p className="mb-3 text-sm font-semibold uppercase tracking-[0.12em] text-primary">{section.eyebrow}</p>
				) : null}
				<h2 id={`${section.id}-title`} className="text-h2">
					{section.title}
				</h2>
				{section.paragraphs.map((paragraph) => (
					<p key={paragraph} className="mt-5 max-w-[65ch] text-lg text-muted">
						{paragraph}
					</p>
				))}
				{section.image && highlights ? <div className="mt-10">{highlights}</div> : null}
			</div>
			{section.image ? (
				<img
					src={section.image.src}
					alt={section.image.alt}
					width={section.image.width}
					height={section.image.height}
					loading="lazy"
					decoding="async"
					className="h-auto w-full rounded-[24px]"
				/>
			) : (
				highlights
			)}
		</div>
	)
}
