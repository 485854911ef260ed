import { siteConfig } from '#app/config/site.ts'
import { calendarDayInstant } from '#app/lib/format.ts'
import { typeset } from '#app/lib/typography.ts'
import { absoluteUrl, shareImagePath } from '#app/lib/seo.ts'
import type { ArticleFrontmatter, ArticleSummary } from './article-schema.ts'

export const blogPage = typeset({
	metaTitle: 'Blog : IA, data, migration et sécurité Google Cloud',
	eyebrow: 'Blog',
	title: 'Le blog Nuvéa',
	subtitle:
		'Analyses, méthodes et retours d’expérience de nos experts Google Cloud : IA générative, data platform, migration, Google Workspace et sécurité.',
	description:
		'Les articles des experts Nuvéa sur Google Cloud : Gemini Enterprise, Vertex AI, BigQuery, Cloud Run, migration en 7 étapes, Google Workspace et sécurité.',
})

/** The feed's title: the firm's name is read at start (app/config/site.ts). */
export function blogFeedTitle(): string {
	return `Blog ${siteConfig.name}`
}

/** Publication instant of an article's date, for the RSS feed (the site's one rule: noon UTC). */
export function publishedAt(date: string): Date {
	return calendarDayInstant(date)
}

function publisher() {
	return {
		'@type': 'Organization',
		name: siteConfig.name,
		url: siteConfig.url,
		logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg') },
	}
}

export function blogJsonLd(articles: readonly ArticleSummary[]): Record<string, unknown> {
	return {
		'@context': 'https://schema.org',
		'@type': 'Blog',
		name: blogFeedTitle(),
		description: blogPage.description,
		url: absoluteUrl('/blog'),
		inLanguage: 'fr-FR',
		publisher: publisher(),
		blogPost: articles.map((article) => ({
			'@type': 'BlogPosting',
			headline: article.title,
			url: absoluteUrl(`/blog/${article.slug}`),
			datePublished: article.date,
		})),
	}
}

export function blogPostingJsonLd(article: ArticleFrontmatter): Record<string, unknown> {
	const url = absoluteUrl(`/blog/${article.slug}`)
	return {
		'@context': 'https://schema.org',
		'@type': 'BlogPosting',
		headline: article.title,
		description: article.excerpt,
		url,
		mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		image: [absoluteUrl(shareImagePath(`/blog/${article.slug}`)), absoluteUrl(article.image)],
		datePublished: article.date,
		dateModified: article.date,
		inLanguage: 'fr-FR',
		articleSection: article.category,
		keywords: article.tags.join(', '),
		timeRequired: `PT${article.readTime}M`,
		author: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url },
		publisher: publisher(),
	}
}
