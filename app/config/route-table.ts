/**
 * The one route table. `app/routes.ts` builds React Router’s config from it,
 * `react-router.config.ts` prerenders its public pages, and sitemap.xml lists them.
 * Keep this module free of imports from app code: it is loaded at build time.
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
}

export type SitemapPage = { path: string; lastmod?: string }

export const routeTable: RouteEntry[] = [
	{ path: '/', file: 'routes/home.tsx', sitemap: { priority: 1, changefreq: 'weekly' } },
	// A static path: it outranks any '/expertise/:slug' route whatever the order.
	{ path: '/expertise/roi-calculator', file: 'routes/roi-calculator.tsx', sitemap: { priority: 0.7, changefreq: 'monthly' } },
	{
		path: '/ressources/livre-blanc-data-platforms-scalables-google-cloud',
		file: 'routes/whitepaper-landing.tsx',
		sitemap: { priority: 0.8, changefreq: 'monthly' },
	},
	{ path: '/auth', file: 'routes/auth.tsx' },
	{ path: '/admin/leads', file: 'routes/admin-leads.tsx' },
	{ path: '/admin/leads/export.csv', file: 'routes/admin-leads-export.ts' },
	{ path: '/deconnexion', file: 'routes/logout.ts' },
	{ path: '/sitemap.xml', file: 'routes/sitemap-xml.ts' },
	{ path: '/robots.txt', file: 'routes/robots-txt.ts' },
	{ path: '*', file: 'routes/not-found.tsx' },
]

/** Every public page with its sitemap settings, in route-table order. */
export function publicPages(): (SitemapPage & NonNullable<RouteEntry['sitemap']>)[] {
	return routeTable.flatMap((entry) =>
		entry.sitemap ? (entry.paths ? entry.paths() : [{ path: entry.path }]).map((page) => ({ ...entry.sitemap!, ...page })) : [],
	)
}

/** Every public URL path (prerendered). */
export function publicPaths(): string[] {
	return publicPages().map((page) => page.path)
}
