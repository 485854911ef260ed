import Download from 'lucide-react/icons/download'
import { WhitepaperCover } from '#app/components/whitepaper-cover.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { whitepaperSection } from '#app/content/home.ts'
import { whitepapers } from '#app/content/whitepapers.ts'
import type * as React from 'react'

/** The white-paper section; `action` renders the download trigger of each white paper. */
export function WhitepapersSection({ action }: { action?: (type: (typeof whitepapers)[number]) => React.ReactNode }) {
	return (
		<Section id="livres-blancs" tone="surface" aria-labelledby="whitepapers-title">
			<SectionHeading
				id="whitepapers-title"
				eyebrow={whitepaperSection.eyebrow}
				title={whitepaperSection.title}
				intro={whitepaperSection.intro}
			/>
			<ul className="grid gap-8 md:grid-cols-2">
				{whitepapers.map((whitepaper) => (
					<li
						key={whitepaper.type}
						className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-white sm:flex-row"
					>
						{/* The whole cover, never cropped. */}
						<WhitepaperCover
							whitepaper={whitepaper}
							className="mx-auto mt-6 h-auto w-40 shrink-0 sm:m-0 sm:w-44 sm:self-start"
						/>
						<div className="flex flex-1 flex-col p-6">
							<p className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">Livre blanc</p>
							<h3 className="text-h3 mt-2">{whitepaper.title}</h3>
							<p className="mt-3 text-muted">{whitepaper.description}</p>
							<div className="mt-auto pt-6">
								{action ? (
									action(whitepaper)
								) : (
									<a href={whitepaper.pdfUrl} className="inline-flex items-center gap-2 font-semibold text-primary">
										<Download aria-hidden="true" className="size-4" />
										{whitepaperSection.cta}
									</a>
								)}
							</div>
						</div>
					</li>
				))}
			</ul>
		</Section>
	)
}
