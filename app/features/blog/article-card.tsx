import { ArrowRight } from 'lucide-react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { cn } from '#app/lib/utils.ts'
import type { ArticleSummary } from './article-schema.ts'
import { ArticleMeta } from './article-meta.tsx'

/** A blog card: the whole card is one link (the title's, stretched), for one tab stop. */
export function ArticleCard({
	article,
	eager = false,
	featured = false,
}: {
	article: ArticleSummary
	eager?: boolean
	featured?: boolean
}) {
	return (
		<Card
			interactive
			className={cn('group relative flex h-full flex-col overflow-hidden', featured && 'lg:flex-row lg:items-center')}
		>
			<img
				src={article.image}
				alt=""
				width={1200}
				height={630}
				loading={eager ? 'eager' : 'lazy'}
				decoding="async"
				className={cn(
					'-mx-6 -mt-6 mb-6 aspect-[1200/630] w-[calc(100%+3rem)] max-w-none bg-ink object-cover',
					featured && 'lg:-my-6 lg:ml-[-1.5rem] lg:mr-10 lg:w-[55%] lg:self-stretch',
				)}
			/>
			<div className="flex flex-1 flex-col self-stretch">
				<div>
					<Badge>{article.category}</Badge>
				</div>
				<h3 className={cn('mt-4 font-bold', featured ? 'text-xl lg:text-3xl' : 'text-xl')}>
					<a
						href={`/blog/${article.slug}`}
						data-prerender=""
						className="after:absolute after:inset-0 focus-visible:outline-none"
					>
						{article.title}
					</a>
				</h3>
				<p className={cn('mt-3 text-muted', featured ? 'text-[0.95rem] lg:text-base' : 'text-[0.95rem]')}>
					{article.excerpt}
				</p>
				<div className="mt-auto flex items-end justify-between gap-4 pt-6">
					<ArticleMeta date={article.date} readTime={article.readTime} className="text-muted" />
					<ArrowRight
						aria-hidden="true"
						className="size-5 shrink-0 text-primary transition-transform duration-200 group-hover:translate-x-0.5"
					/>
				</div>
			</div>
		</Card>
	)
}
