import ArrowRight from 'lucide-react/icons/arrow-right'
import { Badge } from '#app/components/ui/badge.tsx'
import { Card } from '#app/components/ui/card.tsx'
import type { ArticleSummary } from './article-schema.ts'
import { ArticleMeta } from './article-meta.tsx'

/**
 * A blog card: the whole card is one link (the title's, stretched), for one tab stop.
 * In the blog listing, the entry holding it (`group/entry`) may be marked `data-featured`
 * (the newest article across the first row): the card then lays out wide. The listing's
 * browser module moves that mark as the filter changes.
 */
export function ArticleCard({ article, eager = false }: { article: ArticleSummary; eager?: boolean }) {
	return (
		<Card
			interactive
			className="group relative flex h-full flex-col overflow-hidden group-data-featured/entry:lg:flex-row group-data-featured/entry:lg:items-center"
		>
			<img
				src={article.image}
				alt=""
				width={1200}
				height={630}
				loading={eager ? 'eager' : 'lazy'}
				decoding="async"
				className="-mx-6 -mt-6 mb-6 aspect-[1200/630] w-[calc(100%+3rem)] max-w-none bg-ink object-cover group-data-featured/entry:lg:-my-6 group-data-featured/entry:lg:ml-[-1.5rem] group-data-featured/entry:lg:mr-10 group-data-featured/entry:lg:w-[55%] group-data-featured/entry:lg:self-stretch"
			/>
			<div className="flex flex-1 flex-col self-stretch">
				<div>
					<Badge>{article.category}</Badge>
				</div>
				<h3 className="mt-4 text-xl font-bold group-data-featured/entry:lg:text-3xl">
					<a
						href={`/blog/${article.slug}`}
						data-prerender=""
						className="after:absolute after:inset-0 focus-visible:outline-none"
					>
						{article.title}
					</a>
				</h3>
				<p className="mt-3 text-[0.95rem] text-muted group-data-featured/entry:lg:text-base">{article.excerpt}</p>
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
