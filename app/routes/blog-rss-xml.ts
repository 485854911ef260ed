import { siteConfig } from '#app/config/site.ts'
import { articles } from '#app/features/blog/articles.server.ts'
import { blogFeedTitle, blogPage, publishedAt } from '#app/features/blog/blog-seo.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { escapeMarkup } from '#app/lib/escape.ts'

/** RSS 2.0 feed of the blog, newest first (linked from every page's head). */
export function loader() {
	const feedUrl = absoluteUrl('/blog/rss.xml')
	const lastBuild = articles[0] ? publishedAt(articles[0].date) : new Date(0)
	const items = articles.map((article) => {
		const url = absoluteUrl(`/blog/${article.slug}`)
		return [
			'    <item>',
			`      <title>${escapeMarkup(article.title)}</title>`,
			`      <link>${escapeMarkup(url)}</link>`,
			`      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
			`      <pubDate>${publishedAt(article.date).toUTCString()}</pubDate>`,
			`      <description>${escapeMarkup(article.excerpt)}</description>`,
			`      <category>${escapeMarkup(article.category)}</category>`,
			...article.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`),
			'    </item>',
		].join('\n')
	})
	const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeMarkup(blogFeedTitle())}</title>
    <link>${escapeMarkup(absoluteUrl('/blog'))}</link>
    <description>${escapeMarkup(blogPage.description)}</description>
    <language>fr-FR</language>
    <copyright>${escapeMarkup(`© ${siteConfig.legalName}`)}</copyright>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`
	return new Response(body, {
		headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
