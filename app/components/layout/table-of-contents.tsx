/** A heading of a rendered Markdown document, as the table of contents lists it. */
export type TocHeading = { id: string; text: string; depth: number }

/**
 * The sticky « Sommaire » beside a long text (blog article, legal page): one link per
 * second-level heading. The caller decides where it sits (hidden below `lg`).
 */
export function TableOfContents({ headings, className }: { headings: TocHeading[]; className?: string }) {
	const sections = headings.filter((heading) => heading.depth === 2)
	return (
		<nav aria-labelledby="sommaire-title" className={className}>
			<div className="sticky top-24">
				<p id="sommaire-title" className="text-sm font-semibold uppercase tracking-[0.12em] text-primary">
					Sommaire
				</p>
				<ol className="mt-4 space-y-1 border-l border-border text-sm">
					{sections.map((section) => (
						<li key={section.id}>
							<a
								href={`#${section.id}`}
								className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-muted transition-colors hover:border-primary hover:text-ink"
							>
								{section.text}
							</a>
						</li>
					))}
				</ol>
			</div>
		</nav>
	)
}
