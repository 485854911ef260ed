import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import type { Route } from './+types/blog-article'
import { CtaBand } from '#app/components/layout/cta-band.tsx'
import { NotFoundScreen } from '#app/components/layout/not-found-screen.tsx'
import { SectionLink } from '#app/components/layout/nav-link.tsx'
import { TableOfContents } from '#app/components/layout/table-of-contents.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { ArticleCard } from '#app/features/blog/article-card.tsx'
import { ArticleHeader } from '#app/features/blog/article-header.tsx'
import { getArticle, relatedArticles } from '#app/features/blog/articles.server.ts'
import { blogPostingJsonLd } from '#app/features/blog/blog-seo.ts'
import { breadcrumbJsonLd, markdownAlternate, seo } from '#app/lib/seo.ts'

export function loader({ params }: Route.LoaderArgs) {
	const article = getArticle(params.slug)
	if (!article) {
		throw data(null, { status: 404 })
	}
	const { wordCount: _wordCount, ...shown } = article
	return { article: shown, related: relatedArticles(article) }
}

export default function BlogArticle({ loaderData: { article, related } }: Route.ComponentProps) {
	return (
		<>
			<article>
				<ArticleHeader article={article} />
				<div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 pt-12 lg:grid-cols-[minmax(0,1fr)_260px] lg:pt-20">
					{/* Our own Markdown, rendered at build time with raw HTML escaped (markdown.server.ts). */}
					<div className="prose-nuvea text-[1.0625rem] lg:text-lg" dangerouslySetInnerHTML={{ __html: article.html }} />
					<TableOfContents headings={article.headings} className="hidden lg:block" />
				</div>
			</article>
			<CtaBand id="article-cta" title={article.banner.title} text={article.banner.text}>
				<SectionLink section="contact" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
					{article.banner.button}
				</SectionLink>
			</CtaBand>
			<Section tone="surface" aria-labelledby="related-title">
				<SectionHeading id="related-title" eyebrow="Blog" title="À lire aussi" align="left" />
				<ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{related.map((other) => (
						<li key={other.slug}>
							<ArticleCard article={other} />
						</li>
					))}
				</ul>
			</Section>
		</>
	)
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
	if (!loaderData)
		return seo({
			title: 'Page introuvable',
			description: 'Cet article n’existe pas ou a été déplacé.',
			path: location.pathname,
			noindex: true,
		})
	const { article } = loaderData
	const path = `/blog/${article.slug}`
	return seo({
		title: article.title,
		description: article.excerpt,
		path,
		type: 'article',
		keywords: article.tags,
		extra: [
			{ property: 'article:published_time', content: article.date },
			{ property: 'article:modified_time', content: article.date },
			{ property: 'article:section', content: article.category },
			...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
			markdownAlternate(path),
		],
		jsonLd: [
			blogPostingJsonLd(article),
			breadcrumbJsonLd([
				{ name: 'Accueil', path: '/' },
				{ name: 'Blog', path: '/blog' },
				{ name: article.title, path },
			]),
		],
	})
}

/** Catches the 404 here (not in root) so this route's meta still runs: the page gets its title and noindex. */
export function ErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
	throw error
}
