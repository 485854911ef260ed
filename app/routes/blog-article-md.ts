import type { Route } from './+types/blog-article-md'
import { getArticle, getArticleBody } from '#app/features/blog/articles.server.ts'
import { articleMarkdown } from '#app/features/blog/markdown.server.ts'
import { markdownResponse } from '#app/lib/seo.ts'

/** /blog/<slug>.md: the article in Markdown (prerendered, outside the sitemap). */
export function loader({ params }: Route.LoaderArgs) {
	const article = getArticle(params.slug)
	const body = getArticleBody(params.slug)
	if (!article || body === undefined) return markdownResponse(null, `/blog/${params.slug}`)
	return markdownResponse(articleMarkdown(article, body), `/blog/${article.slug}`)
}
