import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Badge } from '#app/components/ui/badge.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import type { ArticleSummary } from './article-schema.ts'
import { ArticleMeta, Hashtags } from './article-meta.tsx'

/** The dark header of an article: back button, category, hashtags, title, date and reading time, cover. */
export function ArticleHeader({ article }: { article: ArticleSummary }) {
	return (
		<header className="on-dark relative isolate overflow-hidden bg-ink text-white">
			<div
				aria-hidden="true"
				className="brand-gradient absolute -right-40 -top-40 -z-10 size-[560px] rounded-full opacity-30 blur-3xl"
			/>
			<div className="container-page grid items-center gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_400px] lg:py-20">
				<div>
					<a href="/blog" className={buttonVariants({ variant: 'outlineInverse', size: 'sm', className: 'mb-8' })}>
						<ArrowLeft aria-hidden="true" />
						Retour au blog
					</a>
					<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
						<Badge tone="inverse">{article.category}</Badge>
						<Hashtags tags={article.tags} className="text-white/85" />
					</div>
					<h1 className="mt-5 text-4xl font-bold lg:text-5xl">{article.title}</h1>
					<p className="mt-5 max-w-[62ch] text-lg text-white/85">{article.excerpt}</p>
					<ArticleMeta date={article.date} readTime={article.readTime} long className="mt-6 text-white/85" />
				</div>
				<img
					src={article.image}
					alt=""
					width={1200}
					height={630}
					loading="lazy"
					className="hidden w-full rounded-2xl shadow-2xl shadow-black/30 ring-1 ring-white/15 lg:block"
				/>
			</div>
		</header>
	)
}
