import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expertiseSlugs } from '../content/identifiers.ts'
import { splitFrontMatter } from '../lib/front-matter.ts'

/**
 * The one route table. `app/routes.ts` builds React Router’s config from it,
 * `react-router.config.ts` prerenders its public pages, and sitemap.xml lists them.
 * It is loaded by react-router.config.ts in plain Node at build time: it imports only
 * plain modules (the front-matter reader), through relative paths.
 */
export type RouteEntry = {
	/** URL path, '/' for home; may contain params (':slug') when `paths` lists them. */
	path: string
	/** Route module, relative to app/. */
	file: string
	/** Public pages are prerendered and listed in the sitemap. */
	sitemap?: { priority: number; changefreq: 'weekly' | 'monthly' | 'yearly' }
	/** Concrete pages of a parametrised public route (with their last modification date). */
	paths?: () => SitemapPage[]
	/** A resource route (file) written to build/client at build time, outside the sitemap (`paths` if parametrised). */
	prerender?: boolean
}

export type SitemapPage = { path: string; lastmod?: string }

export const routeTable: RouteEntry[] = [
	{ path: '/', file: 'routes/home.tsx', sitemap: { priority: 1, changefreq: 'weekly' } },
	// A static path: it outranks any '/expertise/:slug' route whatever the order.
	{
		path: '/expertise/roi-calculator',
		file: 'routes/roi-calculator.tsx',
		sitemap: { priority: 0.7, changefreq: 'monthly' },
	},
	{
		path: '/ressources/livre-blanc-data-platforms-scalables-google-cloud',
		file: 'routes/whitepaper-landing.tsx',
		sitemap: { priority: 0.8, changefreq: 'monthly' },
	},
	{ path: '/contact', file: 'routes/contact.tsx', sitemap: { priority: 0.8, changefreq: 'yearly' } },
	{ path: '/auth', file: 'routes/auth.tsx' },
	{ path: '/admin', file: 'routes/admin-dashboard.tsx' },
	{ path: '/admin/leads', file: 'routes/admin-leads.tsx' },
	{ path: '/admin/envois', file: 'routes/admin-deliveries.tsx' },
	{ path: '/admin/leads/export.csv', file: 'routes/admin-leads-export.ts' },
	{ path: '/admin/leads/:id', file: 'routes/admin-lead.tsx' },
	{ path: '/admin/newsletter', file: 'routes/admin-newsletter.tsx' },
	{ path: '/admin/newsletter/export.csv', file: 'routes/admin-newsletter-export.ts' },
	{ path: '/admin/newsletter/apercu/:id', file: 'routes/admin-newsletter-preview.ts' },
	{ path: '/admin/journal', file: 'routes/admin-journal.tsx' },
	{ path: '/deconnexion', file: 'routes/logout.tsx' },
	{ path: '/newsletter/confirmer', file: 'routes/newsletter-confirm.tsx' },
	{ path: '/newsletter/desinscription', file: 'routes/newsletter-unsubscribe.tsx' },
	{
		path: '/blog',
		file: 'routes/blog.tsx',
		sitemap: { priority: 0.8, changefreq: 'weekly' },
		paths: () => [{ path: '/blog', lastmod: blogArticlePages()[0]?.lastmod }],
	},
	{ path: '/blog/rss.xml', file: 'routes/blog-rss-xml.ts' },
	// Markdown versions for AI assistants and search tools (docs/decisions/061-text-for-machines.md).
	{
		path: '/blog/:slug.md',
		file: 'routes/blog-article-md.ts',
		prerender: true,
		paths: () => blogArticlePages().map((page) => ({ path: `${page.path}.md` })),
	},
	{
		path: '/blog/:slug',
		file: 'routes/blog-article.tsx',
		sitemap: { priority: 0.7, changefreq: 'monthly' },
		paths: () => blogArticlePages(),
	},
	{ path: '/carrieres', file: 'routes/careers.tsx', sitemap: { priority: 0.7, changefreq: 'monthly' } },
	{ path: '/images/carte-du-monde.svg', file: 'routes/world-map-svg.ts', prerender: true },
	{ path: '/mentions-legales', file: 'routes/legal-notice.tsx', sitemap: { priority: 0.2, changefreq: 'yearly' } },
	{
		path: '/politique-confidentialite',
		file: 'routes/privacy-policy.tsx',
		sitemap: { priority: 0.2, changefreq: 'yearly' },
	},
	{ path: '/accessibilite', file: 'routes/accessibility.tsx', sitemap: { priority: 0.2, changefreq: 'monthly' } },
	// Prerendered: it lists the blog articles, read from their files at build time.
	{ path: '/sitemap.xml', file: 'routes/sitemap-xml.ts', prerender: true },
	{ path: '/robots.txt', file: 'routes/robots-txt.ts' },
	{ path: '/llms.txt', file: 'routes/llms-txt.ts', prerender: true },
	// Rendered per request: it expires a year after the server started (docs/decisions/063-security-txt.md).
	{ path: '/.well-known/security.txt', file: 'routes/security-txt.ts' },
	{
		path: '/expertise/:slug',
		file: 'routes/expertise-page.tsx',
		sitemap: { priority: 0.9, changefreq: 'monthly' },
		paths: () => expertiseSlugs.map((slug) => ({ path: `/expertise/${slug}` })),
	},
	{
		path: '/expertise/:slug.md',
		file: 'routes/expertise-page-md.ts',
		prerender: true,
		paths: () => expertiseSlugs.map((slug) => ({ path: `/expertise/${slug}.md` })),
	},
	{ path: '*', file: 'routes/not-found.tsx' },
]

/** Every public page with its sitemap settings, in route-table order. */
export function publicPages(): (SitemapPage & NonNullable<RouteEntry['sitemap']>)[] {
	return routeTable.flatMap((entry) =>
		entry.sitemap
			? (entry.paths ? entry.paths() : [{ path: entry.path }]).map((page) => ({ ...entry.sitemap!, ...page }))
			: [],
	)
}

/** Every public URL path (prerendered). */
export function publicPaths(): string[] {
	return publicPages().map((page) => page.path)
}

/** Every path written as a static file at build time: the public pages and prerendered resources. */
export function prerenderPaths(): string[] {
	return [
		...publicPaths(),
		...routeTable
			.filter((entry) => entry.prerender)
			.flatMap((entry) => (entry.paths ? entry.paths().map((page) => page.path) : [entry.path])),
	]
}

/**
 * The blog articles (app/content/blog/<slug>.md) with their publication date, newest
 * first. Read with node:fs because this module also runs in plain Node at build time,
 * through the same front-matter reader as the app (which also validates the files, in
 * app/features/blog/articles.server.ts).
 */
export function blogArticlePages(): SitemapPage[] {
	const dir = findUp(path.join('app', 'content', 'blog'))
	return readdirSync(dir)
		.filter((file) => file.endsWith('.md'))
		.map((file) => {
			const { data } = splitFrontMatter(readFileSync(path.join(dir, file), 'utf8'), file)
			const date = (data as { date?: unknown }).date
			return { path: `/blog/${file.slice(0, -3)}`, lastmod: typeof date === 'string' ? date : undefined }
		})
		.sort((a, b) => (b.lastmod ?? '').localeCompare(a.lastmod ?? '') || a.path.localeCompare(b.path))
}

/** `relative` in the nearest ancestor folder that has it: this module runs from app/config or bundled in build/server. */
function findUp(relative: string): string {
	for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
		const candidate = path.join(dir, relative)
		if (existsSync(candidate)) return candidate
		if (path.dirname(dir) === dir) throw new Error(`${relative} introuvable`)
	}
}
