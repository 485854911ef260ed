import type { MetaDescriptor } from 'react-router'
import { siteConfig } from '#app/config/site.ts'
import { expertiseAreas } from '#app/content/expertise-areas.ts'
import type { ExpertisePage } from '#app/content/expertise/types.ts'
import { absoluteUrl, breadcrumbJsonLd, markdownAlternate, seo } from '#app/lib/seo.ts'

export function expertisePath(page: Pick<ExpertisePage, 'slug'>): string {
	return expertiseAreas.find((area) => area.slug === page.slug)?.path ?? `/expertise/${page.slug}`
}

/** schema.org Service of an expertise page; plans with a price become its offers. */
export function serviceJsonLd(page: ExpertisePage): Record<string, unknown> {
	const offers = page.sections.flatMap((section) =>
		section.kind === 'pricing'
			? section.plans.flatMap((plan) =>
					plan.price === null
						? []
						: [
								{
									'@type': 'Offer',
									name: plan.name,
									price: plan.price.toFixed(2),
									priceCurrency: 'EUR',
									priceSpecification: {
										'@type': 'UnitPriceSpecification',
										price: plan.price.toFixed(2),
										priceCurrency: 'EUR',
										unitText: 'utilisateur par mois',
										valueAddedTaxIncluded: false,
									},
								},
							],
				)
			: [],
	)
	return {
		'@context': 'https://schema.org',
		'@type': 'Service',
		name: page.title,
		serviceType: page.seo.serviceType,
		description: page.seo.description,
		url: absoluteUrl(expertisePath(page)),
		inLanguage: 'fr-FR',
		areaServed: { '@type': 'Country', name: 'France' },
		provider: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
		...(offers.length ? { offers } : {}),
	}
}

/** Title, description, keywords, canonical, BreadcrumbList and Service JSON-LD of a page. */
export function expertiseMeta(page: ExpertisePage): MetaDescriptor[] {
	const path = expertisePath(page)
	return seo({
		title: page.seo.title,
		description: page.seo.description,
		path,
		keywords: page.seo.keywords,
		extra: [markdownAlternate(path)],
		jsonLd: [
			breadcrumbJsonLd([
				{ name: 'Accueil', path: '/' },
				{ name: 'Expertises', path: '/#expertise' },
				{ name: page.title, path },
			]),
			serviceJsonLd(page),
		],
	})
}
