import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

/** A heading of a rendered Markdown document, as the table of contents lists it. */
export type TocHeading = { id: string; text: string; depth: number }

/**
 * The sticky « Sommaire » beside a long text (blog article, legal page): one link per
 * second-level heading. The caller decides where it sits (TextWithContents places it).
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

/**
 * A long text and its « Sommaire », laid out alike on every page that has one (articles,
 * legal pages): the text at reading measure (`.prose-nuvea`) on the left, the contents
 * against the page's right edge from `lg` up (hidden below). The contents come first in
 * the document, so that a keyboard or a screen reader meets them before the text.
 */
export function TextWithContents({
	headings,
	className,
	children,
}: {
	headings: TocHeading[]
	className?: string
	children: React.ReactNode
}) {
	return (
		<div
			className={cn(
				'grid grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,auto)_16rem] lg:justify-between lg:gap-16',
				className,
			)}
		>
			<TableOfContents headings={headings} className="hidden lg:col-start-2 lg:row-start-1 lg:block" />
			<div className="min-w-0 lg:col-start-1 lg:row-start-1">{children}</div>
		</div>
	)
}
