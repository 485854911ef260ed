import { splitFrontMatter } from '#app/lib/front-matter.ts'
import { renderMarkdown } from '#app/lib/markdown.server.ts'
import { typeset } from '#app/lib/typography.ts'
import { articleFrontmatterSchema, type Article, type ArticleSummary } from './article-schema.ts'

/** Parses one article file; a bad front matter throws (and so fails the build). */
export function parseArticle(source: string, fileName: string): Article {
	const { frontmatter, html, headings } = renderMarkdown(source, articleFrontmatterSchema, fileName)
	const expectedSlug = fileName.replace(/^.*\//, '').replace(/\.md$/, '')
	if (frontmatter.slug !== expectedSlug) {
		throw new Error(
			`${fileName}: front matter invalide\n  - slug : « ${frontmatter.slug} » au lieu de « ${expectedSlug} » (nom du fichier)`,
		)
	}
	const { body } = splitFrontMatter(source, fileName)
	const wordCount = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
	return { ...typeset(frontmatter), html, headings, wordCount }
}

const sources = import.meta.glob<string>('/app/content/blog/*.md', { query: '?raw', import: 'default', eager: true })

/** Every article, newest first. Parsed once, when the server bundle loads. */
export const articles: Article[] = Object.entries(sources)
	.map(([file, source]) => parseArticle(source, file.replace(/^\//, '')))
	.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

export function getArticle(slug: string): Article | undefined {
	return articles.find((article) => article.slug === slug)
}

/** An article's Markdown body as written (its front matter removed), for its `.md` version. */
export function getArticleBody(slug: string): string | undefined {
	const source = sources[`/app/content/blog/${slug}.md`]
	return source === undefined ? undefined : splitFrontMatter(source, `${slug}.md`).body
}

export function toSummary({ slug, title, excerpt, category, date, readTime, image, tags }: Article): ArticleSummary {
	return { slug, title, excerpt, category, date, readTime, image, tags }
}

const summaries: readonly ArticleSummary[] = articles.map(toSummary)

/** The same list every time: the search's normalised texts are computed once per list (filter.ts). */
export function getArticleSummaries(): readonly ArticleSummary[] {
	return summaries
}

/** Up to `count` other articles, the same category first, then the newest. */
export function relatedArticles(article: Article, count = 3): ArticleSummary[] {
	const others = articles.filter((other) => other.slug !== article.slug)
	const sameCategory = others.filter((other) => other.category === article.category)
	const rest = others.filter((other) => other.category !== article.category)
	return [...sameCategory, ...rest].slice(0, count).map(toSummary)
}
