import ArrowRight from 'lucide-react/icons/arrow-right'
import Search from 'lucide-react/icons/search'
import SearchX from 'lucide-react/icons/search-x'
import { useSearchParams } from 'react-router'
import { BrowserModule } from '#app/components/browser-module.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import type { ArticleSummary } from './article-schema.ts'
import { ArticleCard } from './article-card.tsx'
import listingModule from './blog-listing.browser.ts?browser-module'
import { ALL_CATEGORIES, blogCategories, type CategoryFilter } from './categories.ts'
import {
	articleCountLabel,
	CATEGORY_PARAM,
	filterArticles,
	isFeatured,
	parseBlogQuery,
	QUERY_PARAM,
	type SearchableArticle,
} from './filter.ts'

const categoryChoices: { label: CategoryFilter; slug: string }[] = [
	{ label: ALL_CATEGORIES, slug: '' },
	...blogCategories,
]

export const emptyResultMessage = 'Aucun article trouvé pour cette recherche'

/** The id of the JSON data block the browser module filters (never executed: no CSP hash). */
export const ARTICLES_DATA_ID = 'blog-articles'

/** JSON safe inside a <script> element: no `</script>` nor comment opener can close it. */
function scriptJson(value: unknown): string {
	return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * Search box, category buttons and card grid (docs/decisions/057-blog-filter-as-a-module.md).
 * The filter lives in the URL query (?q=…&categorie=…): the server renders the list
 * filtered from it, and without JavaScript the box and the buttons are a GET form. Every
 * card is in the page, those that do not match `hidden`, with the articles' searchable
 * text as a JSON data block: blog-listing.browser.ts filters them as one types with the
 * same `filterArticles`, and keeps the URL in step.
 */
export function BlogListing({ articles }: { articles: readonly ArticleSummary[] }) {
	const [searchParams] = useSearchParams()
	const filter = parseBlogQuery(searchParams)
	const matching = new Set(filterArticles(articles, filter).map((article) => article.slug))
	const currentSlug = blogCategories.find((category) => category.label === filter.category)?.slug ?? ''
	const searchable: SearchableArticle[] = articles.map(({ slug, title, excerpt, tags, category }) => ({
		slug,
		title,
		excerpt,
		tags,
		category,
	}))
	let visibleIndex = 0

	return (
		<>
			<form
				method="get"
				action="/blog"
				role="search"
				aria-label="Articles du blog"
				data-blog-filter=""
				className="space-y-5"
			>
				<div className="flex max-w-2xl gap-3">
					<div className="relative flex-1">
						<label htmlFor="blog-search" className="sr-only">
							Rechercher un article
						</label>
						<Search
							aria-hidden="true"
							className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
						/>
						<input
							id="blog-search"
							type="search"
							name={QUERY_PARAM}
							defaultValue={filter.query}
							placeholder="BigQuery, sécurité, Gemini…"
							autoComplete="off"
							maxLength={100}
							className="min-h-12 w-full rounded-full border border-muted bg-white pl-12 pr-4 text-base placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--focus-ring)"
						/>
					</div>
					{/* First submit button of the form: the one Enter uses without JavaScript. It sends the
					    current category, a category button sends its own: one value, valid HTML. */}
					<button
						type="submit"
						name={CATEGORY_PARAM}
						value={currentSlug}
						data-blog-submit=""
						className={buttonVariants({ className: 'min-h-12 min-w-12 max-sm:px-0' })}
					>
						<span className="sr-only sm:not-sr-only">Rechercher</span>
						<ArrowRight aria-hidden="true" className="sm:hidden" />
					</button>
				</div>
				<div role="group" aria-label="Filtrer par catégorie" className="flex flex-wrap gap-2">
					{categoryChoices.map((choice) => (
						<button
							key={choice.label}
							type="submit"
							name={CATEGORY_PARAM}
							value={choice.slug}
							aria-pressed={filter.category === choice.label}
							data-category={choice.label}
							className="min-h-11 rounded-full border border-border bg-white px-4 text-sm font-semibold text-ink transition-[color,background-color,border-color] duration-200 hover:not-aria-pressed:border-primary hover:not-aria-pressed:text-primary aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white"
						>
							{choice.label}
						</button>
					))}
				</div>
			</form>

			<p role="status" data-blog-count="" className="mt-8 text-sm font-medium text-muted">
				{articleCountLabel(matching.size, articles.length)}
			</p>

			<ul data-blog-list="" hidden={matching.size === 0} className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
				{articles.map((article, index) => {
					const visible = matching.has(article.slug)
					const featured = visible && isFeatured(visibleIndex++, matching.size, articles.length)
					return (
						<li
							key={article.slug}
							data-article={article.slug}
							data-featured={featured ? '' : undefined}
							hidden={!visible}
							className="group/entry data-featured:md:col-span-2 data-featured:lg:col-span-3"
						>
							{/* Only the first card is in the first view, at every width (the newest, featured across
							    the first row from md): the other covers wait until the page scrolls near them, and
							    leave the first load to what the first paint needs (docs/decisions/098-what-lighthouse-counts.md). */}
							<ArticleCard article={article} eager={index === 0} />
						</li>
					)
				})}
			</ul>
			<div
				data-blog-empty=""
				hidden={matching.size > 0}
				className="mt-4 rounded-[var(--radius-card)] border border-dashed border-border px-6 py-14 text-center"
			>
				<SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
				<p className="mt-4 text-lg font-semibold">{emptyResultMessage}</p>
				<p className="mt-2 text-muted">Essayez un autre mot-clé ou une autre catégorie.</p>
				<a href="/blog" data-blog-reset="" className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}>
					Afficher tous les articles
				</a>
			</div>
			<script
				type="application/json"
				id={ARTICLES_DATA_ID}
				// oxlint-disable-next-line react/no-danger -- the site's own article summaries, escaped for a script element
				dangerouslySetInnerHTML={{ __html: scriptJson(searchable) }}
			/>
			<BrowserModule src={listingModule} />
		</>
	)
}
