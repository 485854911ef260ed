import { publicPages } from '#app/config/route-table.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { escapeMarkup } from '#app/lib/escape.ts'

/** sitemap.xml generated from the route table’s public pages. */
export function loader() {
	const urls = publicPages().map(({ path, lastmod, priority, changefreq }) =>
		[
			'  <url>',
			`    <loc>${escapeMarkup(absoluteUrl(path))}</loc>`,
			lastmod ? `    <lastmod>${lastmod}</lastmod>` : null,
			`    <changefreq>${changefreq}</changefreq>`,
			`    <priority>${priority.toFixed(1)}</priority>`,
			'  </url>',
		]
			.filter(Boolean)
			.join('\n'),
	)
	const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
	return new Response(body, {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
