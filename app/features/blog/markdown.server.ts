/**
 * The Markdown version of an article (/blog/<slug>.md): its title, summary and facts,
 * then its body as written, with the French typography and absolute links of the page.
 * For AI assistants and search tools (announced by the page's <link rel="alternate"
 * type="text/markdown">, listed in /llms.txt).
 */
import { siteConfig } from '#app/config/site.ts'
import { formatDateLong } from '#app/lib/format.ts'
import { absoluteMarkdownLinks, escapeMarkdown as text, markdownLink, typesetMarkdown } from '#app/lib/markdown-text.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import type { ArticleFrontmatter } from './article-schema.ts'

export function articleMarkdown(article: ArticleFrontmatter, body: string): string {
	const parts = [
		`# ${text(article.title)}`,
		`> ${text(article.excerpt)}`,
		[
			`- Publié le ${formatDateLong(article.date)}`,
			`- Catégorie\u00a0: ${text(article.category)}`,
			`- Lecture\u00a0: ${article.readTime}\u00a0min`,
			`- Mots-clés\u00a0: ${article.tags.map(text).join(', ')}`,
			`- Article\u00a0: ${absoluteUrl(`/blog/${article.slug}`)}`,
		].join('\n'),
		typesetMarkdown(absoluteMarkdownLinks(body.trim(), siteConfig.url)),
		'---',
		`**${text(article.banner.title)}** ${text(article.banner.text)} ${markdownLink(article.banner.button, absoluteUrl('/#contact'))}`,
	]
	return `${parts.join('\n\n')}\n`
}
