import { siteConfig } from '#app/config/site.ts'
import { articles } from '#app/features/blog/articles.server.ts'
import { blogPage, publishedAt } from '#app/features/blog/blog-seo.ts'
import { absoluteUrl } from '#app/lib/seo.ts'

function escapeXml(value: string): string {
	return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** RSS 2.0 feed of the blog, newest first (linked from every page's head). */
export function loader() {
	const feedUrl = absoluteUrl('/blog/rss.xml')
	const lastBuild = articles[0] ? publishedAt(articles[0].date) : new Date(0)
	const items = articles.map((article) => {
		const url = absoluteUrl(`/blog/${article.slug}`)
		return [
			'    <item>',
			`      <title>${escapeXml(article.title)}</title>`,
			`      <link>${escapeXml(url)}</link>`,
			`      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
			`      <pubDate>${publishedAt(article.date).toUTCString()}</pubDate>`,
			`      <description>${escapeXml(article.excerpt)}</description>`,
			`      <category>${escapeXml(article.category)}</category>`,
			...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
			'    </item>',
		].join('\n')
	})
	const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(blogPage.feedTitle)}</title>
    <link>${escapeXml(absoluteUrl('/blog'))}</link>
    <description>${escapeXml(blogPage.description)}</description>
    <language>fr-FR</language>
    <copyright>${escapeXml(`© ${siteConfig.legalName}`)}</copyright>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`
	return new Response(body, {
		headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
