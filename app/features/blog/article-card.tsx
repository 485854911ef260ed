import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card } from '#app/components/ui/card.tsx'
import type { ArticleSummary } from './article-schema.ts'
import { ArticleMeta } from './article-meta.tsx'

/** A blog card: the whole card is one link (the title's, stretched), for one tab stop. */
export function ArticleCard({ article, headingLevel = 3, eager = false }: { article: ArticleSummary; headingLevel?: 2 | 3; eager?: boolean }) {
	const Heading = `h${headingLevel}` as const
	return (
		<Card interactive className="group relative flex h-full flex-col overflow-hidden">
			<img
				src={article.image}
				alt=""
				width={1200}
				height={630}
				loading={eager ? 'eager' : 'lazy'}
				decoding="async"
				className="-mx-6 -mt-6 mb-6 aspect-[1200/630] w-[calc(100%+3rem)] max-w-none bg-ink object-cover"
			/>
			<div>
				<Badge>{article.category}</Badge>
			</div>
			<Heading className="mt-4 text-xl font-bold">
				<Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
					{article.title}
				</Link>
			</Heading>
			<p className="mt-3 text-[0.95rem] text-muted">{article.excerpt}</p>
			<div className="mt-auto flex items-end justify-between gap-4 pt-6">
				<ArticleMeta date={article.date} readTime={article.readTime} className="text-muted" />
				<ArrowRight aria-hidden="true" className="size-5 shrink-0 text-primary transition-transform duration-200 group-hover:translate-x-0.5" />
			</div>
		</Card>
	)
}
