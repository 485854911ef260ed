import type { Route } from './+types/blog'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { getArticleSummaries } from '#app/features/blog/articles.server.ts'
import { BlogListing } from '#app/features/blog/blog-listing.tsx'
import { blogJsonLd, blogPage } from '#app/features/blog/blog-seo.ts'
import { NewsletterBox } from '#app/features/newsletter/newsletter-box.tsx'
import { handleNewsletterSubscription } from '#app/features/newsletter/newsletter.server.ts'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'

export function loader() {
	// Every article: the list is filtered from the URL while rendering (a request with ?q=…
	// is rendered per request), and the browser module filters the same list as one types.
	return { articles: getArticleSummaries() }
}

/** The newsletter box posts here (a plain form post without JavaScript, a fetcher with it). */
export async function action({ request }: Route.ActionArgs) {
	return handleNewsletterSubscription(request)
}

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={blogPage.eyebrow} title={blogPage.title} subtitle={blogPage.subtitle} />
			<Section aria-labelledby="articles-title">
				<h2 id="articles-title" className="sr-only">
					Articles
				</h2>
				<BlogListing articles={loaderData.articles} />
				<div className="mt-16 lg:mt-24">
					<NewsletterBox reply={actionData} />
				</div>
			</Section>
		</>
	)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	seo({
		title: blogPage.metaTitle,
		description: blogPage.description,
		path: '/blog',
		keywords: [
			'blog Google Cloud',
			'BigQuery',
			'Vertex AI',
			'Gemini',
			'Cloud Run',
			'Google Workspace',
			'sécurité cloud',
			'migration cloud',
		],
		jsonLd: [
			blogJsonLd(loaderData?.articles ?? []),
			breadcrumbJsonLd([
				{ name: 'Accueil', path: '/' },
				{ name: 'Blog', path: '/blog' },
			]),
		],
	})
