/**
 * The blog listing's instant filter (blog-listing.tsx; docs/decisions/057-blog-filter-as-a-module.md).
 * Without JavaScript the box and the category buttons are a GET form the server answers
 * with the filtered list. With it, the list filters as one types, with the server's own
 * `filterArticles` over the articles' JSON data block: the cards that do not match are
 * hidden, the count, the empty message and the featured first card follow. The URL keeps
 * in step (replaced while typing, pushed on a category change), and back/forward bring
 * the filter of their entry back. A search typed before this module ran is read from the
 * box when it starts.
 */
import { whenReady } from '../../lib/when-ready.ts'
import { ALL_CATEGORIES, blogCategories } from './categories.ts'
import {
	articleCountLabel,
	type BlogFilter,
	blogQueryParams,
	CATEGORY_PARAM,
	filterArticles,
	isFeatured,
	parseBlogQuery,
	QUERY_PARAM,
	type SearchableArticle,
} from './filter.ts'

/** Marks the history entries the filter wrote. */
const historyState = { blogFilter: true }

function enhance(form: HTMLFormElement, articles: SearchableArticle[]): void {
	const box = form.querySelector<HTMLInputElement>('input[type="search"]')
	const submit = form.querySelector<HTMLButtonElement>('[data-blog-submit]')
	const categoryButtons = [...form.querySelectorAll<HTMLButtonElement>('button[data-category]')]
	const entries = [...document.querySelectorAll<HTMLElement>('[data-article]')]
	const list = document.querySelector<HTMLElement>('[data-blog-list]')
	const count = document.querySelector<HTMLElement>('[data-blog-count]')
	const empty = document.querySelector<HTMLElement>('[data-blog-empty]')
	if (!box) return

	let filter: BlogFilter = { ...fromUrl(), query: box.value }

	function fromUrl(): BlogFilter {
		return parseBlogQuery(new URLSearchParams(window.location.search))
	}

	function show(): void {
		const matching = new Set(filterArticles(articles, filter).map((article) => article.slug))
		let index = 0
		for (const entry of entries) {
			const visible = matching.has(entry.dataset.article ?? '')
			entry.hidden = !visible
			entry.toggleAttribute('data-featured', visible && isFeatured(index, matching.size, articles.length))
			if (visible) index++
		}
		if (list) list.hidden = matching.size === 0
		if (empty) empty.hidden = matching.size > 0
		const label = articleCountLabel(matching.size, articles.length)
		if (count && count.textContent !== label) count.textContent = label
		for (const button of categoryButtons)
			button.setAttribute('aria-pressed', String(button.dataset.category === filter.category))
		// Enter without JavaScript sends the current category with the search: kept true for a later reload's form.
		if (submit) submit.value = blogCategories.find((category) => category.label === filter.category)?.slug ?? ''
	}

	/** The URL of the filter; parameters other than the filter's (utm_…) stay. */
	function write({ replace }: { replace: boolean }): void {
		const params = new URLSearchParams(window.location.search)
		for (const name of [QUERY_PARAM, CATEGORY_PARAM]) params.delete(name)
		for (const [name, value] of blogQueryParams(filter)) params.append(name, value)
		const query = params.toString()
		const url = `${window.location.pathname}${query ? `?${query}` : ''}`
		if (url === `${window.location.pathname}${window.location.search}`) return
		if (replace) history.replaceState(historyState, '', url)
		else history.pushState(historyState, '', url)
	}

	function update(next: BlogFilter, options: { replace: boolean }): void {
		filter = next
		show()
		write(options)
	}

	box.addEventListener('input', () => update({ ...filter, query: box.value }, { replace: true }))
	// Enter in the box or « Rechercher »: the list is filtered already.
	form.addEventListener('submit', (event) => event.preventDefault())
	for (const button of categoryButtons)
		button.addEventListener('click', (event) => {
			event.preventDefault()
			const category = (button.dataset.category ?? ALL_CATEGORIES) as BlogFilter['category']
			if (category !== filter.category) update({ ...filter, category }, { replace: false })
		})
	document.querySelector('[data-blog-reset]')?.addEventListener('click', (event) => {
		event.preventDefault()
		box.value = ''
		update({ query: '', category: ALL_CATEGORIES }, { replace: false })
		box.focus()
	})
	window.addEventListener('popstate', () => {
		filter = fromUrl()
		box.value = filter.query
		show()
	})

	// The page as the server rendered it, or as the visitor changed it before this ran.
	show()
	if (filter.query !== fromUrl().query) write({ replace: true })
}

whenReady(() => {
	const form = document.querySelector<HTMLFormElement>('form[data-blog-filter]')
	const data = document.getElementById('blog-articles')
	if (!form || !data) return
	enhance(form, JSON.parse(data.textContent ?? '[]') as SearchableArticle[])
})
