import type { MetaDescriptor } from 'react-router'
import { siteConfig } from '#app/config/site.ts'

export type PageMeta = {
	/** The page’s own title; the firm’s suffix is added. */
	title: string
	description: string
	/** Path of the canonical URL on SITE_URL ('/blog'). */
	path: string
	keywords?: string[]
	/** Share image path; defaults to the image generated for this path at build. */
	image?: string
	imageAlt?: string
	noindex?: boolean
	type?: 'website' | 'article'
	/** Extra Open Graph / other tags (article:published_time…). */
	extra?: MetaDescriptor[]
	jsonLd?: Record<string, unknown> | Record<string, unknown>[]
}

export function pageTitle(title: string): string {
	return `${title} | ${siteConfig.name} – ${siteConfig.tagline}`
}

export function absoluteUrl(path: string): string {
	if (/^https?:\/\//.test(path)) return path
	return `${siteConfig.url}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The share image generated at build for a page path (scripts/build-assets.ts). */
export function shareImagePath(path: string): string {
	const slug = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/\//g, '--')
	return `/og/${slug}.png`
}

/** The one meta helper every route uses (title, description, canonical, OG, Twitter, robots). */
export function seo(page: PageMeta): MetaDescriptor[] {
	const title = pageTitle(page.title)
	const canonical = absoluteUrl(page.path)
	const image = absoluteUrl(page.image ?? shareImagePath(page.path))
	const descriptors: MetaDescriptor[] = [
		{ title },
		{ name: 'description', content: page.description },
		{ tagName: 'link', rel: 'canonical', href: canonical },
		{ property: 'og:type', content: page.type ?? 'website' },
		{ property: 'og:site_name', content: siteConfig.name },
		{ property: 'og:locale', content: 'fr_FR' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: page.description },
		{ property: 'og:url', content: canonical },
		{ property: 'og:image', content: image },
		{ property: 'og:image:width', content: '1200' },
		{ property: 'og:image:height', content: '630' },
		{ property: 'og:image:alt', content: page.imageAlt ?? page.title },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: page.description },
		{ name: 'twitter:image', content: image },
	]
	if (page.keywords?.length) descriptors.push({ name: 'keywords', content: page.keywords.join(', ') })
	if (page.noindex) descriptors.push({ name: 'robots', content: 'noindex, nofollow' })
	if (page.extra) descriptors.push(...page.extra)
	const jsonLd = Array.isArray(page.jsonLd) ? page.jsonLd : page.jsonLd ? [page.jsonLd] : []
	for (const data of jsonLd) descriptors.push({ 'script:ld+json': data })
	return descriptors
}

/** BreadcrumbList JSON-LD from (name, path) pairs, home first. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]): Record<string, unknown> {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: items.map((item, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: item.name,
			item: absoluteUrl(item.path),
		})),
	}
}

export function organizationJsonLd(): Record<string, unknown> {
	return {
		'@context': 'https://schema.org',
		'@type': 'Organization',
		name: siteConfig.name,
		legalName: siteConfig.legalName,
		url: siteConfig.url,
		logo: absoluteUrl('/logo.svg'),
		email: siteConfig.email,
		telephone: siteConfig.phone,
		sameAs: [siteConfig.socialUrl],
		address: siteConfig.offices.map((office) => ({
			'@type': 'PostalAddress',
			streetAddress: office.street,
			postalCode: office.postalCode,
			addressLocality: office.city,
			addressCountry: 'FR',
		})),
	}
}

/**
 * The address of a page's Markdown version (for AI assistants and search tools): the
 * page's own followed by `.md`, as /llms.txt describes (docs/decisions/061-text-for-machines.md).
 */
export function markdownPath(path: string): string {
	return `${path === '/' ? '/index.html' : path.replace(/\/$/, '')}.md`
}

/** <link rel="alternate" type="text/markdown">: announces a page's Markdown version. */
export function markdownAlternate(path: string): MetaDescriptor {
	return { tagName: 'link', rel: 'alternate', type: 'text/markdown', href: absoluteUrl(markdownPath(path)) }
}

/** A Markdown version as a response (404 in plain text when there is none), pointing to its page as canonical. */
export function markdownResponse(markdown: string | null, pagePath: string): Response {
	if (markdown === null)
		return new Response('Page introuvable\n', {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	return new Response(markdown, {
		headers: {
			'Content-Type': 'text/markdown; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
			Link: `<${absoluteUrl(pagePath)}>; rel="canonical"`,
		},
	})
}
