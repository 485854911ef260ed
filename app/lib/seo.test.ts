import { expect, test } from 'vitest'
import { absoluteUrl, breadcrumbJsonLd, pageTitle, seo, shareImagePath } from './seo.ts'
import { siteConfig } from '#app/config/site.ts'

function find(meta: ReturnType<typeof seo>, key: string, value: string) {
	return meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
		Record<string, string> | undefined
}

test('the title ends with the firm suffix', () => {
	expect(pageTitle('Blog')).toBe('Blog | Nuvéa – Expert Google Cloud')
})

test('seo() sets title, description, canonical, Open Graph and Twitter tags', () => {
	const meta = seo({ title: 'Blog', description: 'Nos articles', path: '/blog', keywords: ['BigQuery', 'Vertex AI'] })
	expect(meta).toContainEqual({ title: 'Blog | Nuvéa – Expert Google Cloud' })
	expect(find(meta, 'name', 'description')?.content).toBe('Nos articles')
	expect(find(meta, 'rel', 'canonical')?.href).toBe(`${siteConfig.url}/blog`)
	expect(find(meta, 'property', 'og:url')?.content).toBe(`${siteConfig.url}/blog`)
	expect(find(meta, 'property', 'og:title')?.content).toBe('Blog | Nuvéa – Expert Google Cloud')
	expect(find(meta, 'property', 'og:image')?.content).toBe(`${siteConfig.url}/og/blog.png`)
	expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image')
	expect(find(meta, 'name', 'keywords')?.content).toBe('BigQuery, Vertex AI')
	expect(find(meta, 'name', 'robots')).toBeUndefined()
})

test('noindex adds a robots noindex, nofollow tag', () => {
	const meta = seo({ title: 'Admin', description: 'x', path: '/auth', noindex: true })
	expect(find(meta, 'name', 'robots')?.content).toBe('noindex, nofollow')
})

test('JSON-LD is emitted as script:ld+json descriptors', () => {
	const crumbs = breadcrumbJsonLd([
		{ name: 'Accueil', path: '/' },
		{ name: 'Blog', path: '/blog' },
	])
	const meta = seo({ title: 'Blog', description: 'x', path: '/blog', jsonLd: crumbs })
	expect(meta).toContainEqual({ 'script:ld+json': crumbs })
	expect(crumbs.itemListElement).toEqual([
		{ '@type': 'ListItem', position: 1, name: 'Accueil', item: `${siteConfig.url}/` },
		{ '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteConfig.url}/blog` },
	])
})

test('share images are named after the page path', () => {
	expect(shareImagePath('/')).toBe('/og/home.png')
	expect(shareImagePath('/expertise/data-platform')).toBe('/og/expertise--data-platform.png')
	expect(absoluteUrl('https://example.org/x')).toBe('https://example.org/x')
})
