import { expect, test } from 'vitest'
import { siteConfig } from '#app/config/site.ts'
import { expertisePages } from '#app/content/expertise/index.ts'
import { expertiseMeta, serviceJsonLd } from './seo.ts'

test('each page declares title, description, keywords, canonical, breadcrumb and service', () => {
	for (const page of Object.values(expertisePages)) {
		const meta = expertiseMeta(page)
		const find = (key: string, value: string) =>
			meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined
		expect(meta).toContainEqual({ title: `${page.seo.title} | Nuvéa – Expert Google Cloud` })
		expect(find('name', 'description')?.content).toBe(page.seo.description)
		expect(find('name', 'keywords')?.content).toBe(page.seo.keywords.join(', '))
		expect(find('rel', 'canonical')?.href).toBe(`${siteConfig.url}/expertise/${page.slug}`)
		const jsonLd = meta.flatMap((tag) =>
			'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : [],
		)
		expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'Service'])
		expect(page.seo.description.length).toBeGreaterThan(100)
		expect(page.seo.description.length).toBeLessThanOrEqual(200)
		expect(page.seo.keywords.length).toBeGreaterThanOrEqual(5)
	}
})

test('the Workspace service lists its priced plans as offers, excluding the plans on quote', () => {
	const service = serviceJsonLd(expertisePages.workspace)
	expect(service.offers).toEqual([
		expect.objectContaining({ name: 'Business Starter', price: '6.80', priceCurrency: 'EUR' }),
		expect.objectContaining({ name: 'Business Standard', price: '13.60', priceCurrency: 'EUR' }),
		expect.objectContaining({ name: 'Business Plus', price: '21.10', priceCurrency: 'EUR' }),
	])
	expect(serviceJsonLd(expertisePages.security)).not.toHaveProperty('offers')
})
