import { ArrowRight, Search, SearchX } from 'lucide-react'
import { useLayoutEffect, useState } from 'react'
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'
import type { ArticleSummary } from './article-schema.ts'
import { ArticleCard } from './article-card.tsx'
import { ALL_CATEGORIES, blogCategories, type CategoryFilter } from './categories.ts'
import {
	type BlogFilter,
	blogQueryParams,
	CATEGORY_PARAM,
	filterArticles,
	parseBlogQuery,
	QUERY_PARAM,
} from './filter.ts'

/** Marks the history entries written by the filter itself (see the sync effect). */
type FilterState = { blogFilter?: boolean } | null

const categoryChoices: { label: CategoryFilter; slug: string }[] = [
	{ label: ALL_CATEGORIES, slug: '' },
	...blogCategories,
]

export const emptyResultMessage = 'Aucun article trouvé pour cette recherche'

/**
 * Search box, category buttons and card grid. The filter lives in the URL query
 * (?q=…&categorie=…): the server renders a filtered list for a request that carries
 * one (a GET form without JavaScript), and with JavaScript the list filters as one
 * types while the URL follows (replaced while typing, pushed on a category change).
 */
export function BlogListing({ articles }: { articles: readonly ArticleSummary[] }) {
	const [searchParams, setSearchParams] = useSearchParams()
	const location = useLocation()
	const navigationType = useNavigationType()
	// Local state keeps typing instant; the URL is written from it.
	const [filter, setFilter] = useState<BlogFilter>(() => parseBlogQuery(searchParams))

	// Follow the URL when something else changed it (back/forward, a link to /blog),
	// but not our own writes, which may land after the next keystroke. Adjusted during
	// render, once per navigation (React's pattern for state that follows a prop).
	const [seenLocationKey, setSeenLocationKey] = useState(location.key)
	if (location.key !== seenLocationKey) {
		setSeenLocationKey(location.key)
		const ours = navigationType !== 'POP' && (location.state as FilterState)?.blogFilter
		if (!ours) setFilter(parseBlogQuery(new URLSearchParams(location.search)))
	}

	function update(next: BlogFilter, { replace }: { replace: boolean }) {
		setFilter(next)
		setSearchParams(blogQueryParams(next), { replace, preventScrollReset: true, state: { blogFilter: true } })
	}

	// The page is usable before its code runs (docs/decisions/047-first-load-budget.md): a
	// search typed before hydration is taken from the box, before React puts its own back.
	useLayoutEffect(() => {
		const box = document.getElementById('blog-search')
		if (box instanceof HTMLInputElement && box.value !== filter.query)
			// oxlint-disable-next-line react/set-state-in-effect -- once, from the field the visitor typed in before hydration
			update({ ...filter, query: box.value }, { replace: true })
		// oxlint-disable-next-line react-hooks/exhaustive-deps, react/exhaustive-effect-dependencies -- once, at hydration
	}, [])

	const visible = filterArticles(articles, filter)
	const currentSlug = blogCategories.find((category) => category.label === filter.category)?.slug ?? ''

	return (
		<>
			<form
				method="get"
				action="/blog"
				role="search"
				aria-label="Articles du blog"
				onSubmit={(event) => event.preventDefault()}
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
							value={filter.query}
							onChange={(event) => update({ ...filter, query: event.target.value }, { replace: true })}
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
						className={buttonVariants({ className: 'min-h-12 min-w-12 max-sm:px-0' })}
					>
						<span className="sr-only sm:not-sr-only">Rechercher</span>
						<ArrowRight aria-hidden="true" className="sm:hidden" />
					</button>
				</div>
				<div role="group" aria-label="Filtrer par catégorie" className="flex flex-wrap gap-2">
					{categoryChoices.map((choice) => {
						const pressed = filter.category === choice.label
						return (
							<button
								key={choice.label}
								type="submit"
								name={CATEGORY_PARAM}
								value={choice.slug}
								aria-pressed={pressed}
								onClick={(event) => {
									event.preventDefault()
									if (!pressed) update({ ...filter, category: choice.label }, { replace: false })
								}}
								className={cn(
									'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors duration-200',
									pressed
										? 'border-primary bg-primary text-white'
										: 'border-border bg-white text-ink hover:border-primary hover:text-primary',
								)}
							>
								{choice.label}
							</button>
						)
					})}
				</div>
			</form>

			<p role="status" className="mt-8 text-sm font-medium text-muted">
				{visible.length === articles.length
					? `${visible.length} articles`
					: `${visible.length} article${visible.length > 1 ? 's' : ''} sur ${articles.length}`}
			</p>

			{visible.length > 0 ? (
				<ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{visible.map((article, index) => {
						// Unfiltered, the newest article spans the first row (7 = 1 + 2 rows of 3).
						const featured = index === 0 && visible.length === articles.length && visible.length % 3 === 1
						return (
							<li key={article.slug} className={featured ? 'md:col-span-2 lg:col-span-3' : undefined}>
								<ArticleCard article={article} eager={index < 3} featured={featured} />
							</li>
						)
					})}
				</ul>
			) : (
				<div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-border px-6 py-14 text-center">
					<SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
					<p className="mt-4 text-lg font-semibold">{emptyResultMessage}</p>
					<p className="mt-2 text-muted">Essayez un autre mot-clé ou une autre catégorie.</p>
					<Link to="/blog" preventScrollReset className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}>
						Afficher tous les articles
					</Link>
				</div>
			)}
		</>
	)
}
