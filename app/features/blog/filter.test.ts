import { describe, expect, test } from 'vitest'
import {
	articleCountLabel,
	blogQueryParams,
	filterArticles,
	isFeatured,
	normalizeSearchText,
	parseBlogQuery,
} from './filter.ts'

const articles = [
	{
		title: 'BigQuery : l’entrepôt serverless',
		excerpt: 'Coûts et partitionnement.',
		tags: ['BigQuery', 'FinOps'],
		category: 'Data Platform' as const,
	},
	{
		title: 'Sécurité Google Cloud',
		excerpt: 'IAM et chiffrement.',
		tags: ['Sécurité', 'Cloud Armor'],
		category: 'Sécurité' as const,
	},
	{
		title: 'Google Workspace au quotidien',
		excerpt: 'Co-édition et Meet.',
		tags: ['Workspace', 'Productivité'],
		category: 'Workspace' as const,
	},
]
const titles = (list: typeof articles) => list.map((article) => article.title)

describe('filterArticles', () => {
	test('an empty query with Tous keeps everything, in order', () => {
		expect(filterArticles(articles, { query: '', category: 'Tous' })).toEqual(articles)
		expect(filterArticles(articles, { query: '   ', category: 'Tous' })).toEqual(articles)
	})

	test('matches the title, case-insensitively', () => {
		expect(titles(filterArticles(articles, { query: 'BIGQUERY', category: 'Tous' }))).toEqual([
			'BigQuery : l’entrepôt serverless',
		])
	})

	test('matches the excerpt and any tag', () => {
		expect(titles(filterArticles(articles, { query: 'chiffrement', category: 'Tous' }))).toEqual([
			'Sécurité Google Cloud',
		])
		expect(titles(filterArticles(articles, { query: 'cloud armor', category: 'Tous' }))).toEqual([
			'Sécurité Google Cloud',
		])
		expect(titles(filterArticles(articles, { query: 'finops', category: 'Tous' }))).toEqual([
			'BigQuery : l’entrepôt serverless',
		])
	})

	test('ignores accents, apostrophe styles and non-breaking spaces', () => {
		expect(titles(filterArticles(articles, { query: 'securite', category: 'Tous' }))).toEqual(['Sécurité Google Cloud'])
		expect(titles(filterArticles(articles, { query: "l'entrepot", category: 'Tous' }))).toHaveLength(1)
		const typeset = [{ ...articles[0]!, title: 'BigQuery\u00a0: l’entrepôt' }]
		expect(filterArticles(typeset, { query: 'bigquery : l', category: 'Tous' })).toHaveLength(1)
	})

	test('combines the query with the category', () => {
		expect(titles(filterArticles(articles, { query: 'google', category: 'Workspace' }))).toEqual([
			'Google Workspace au quotidien',
		])
		expect(filterArticles(articles, { query: 'bigquery', category: 'Workspace' })).toEqual([])
		expect(titles(filterArticles(articles, { query: '', category: 'Sécurité' }))).toEqual(['Sécurité Google Cloud'])
	})

	test('no match gives an empty list', () => {
		expect(filterArticles(articles, { query: 'kubernetes quantique', category: 'Tous' })).toEqual([])
	})
})

describe('URL query', () => {
	test('reads q and categorie (slug or label), defaulting to Tous', () => {
		expect(parseBlogQuery(new URLSearchParams('q=bigquery&categorie=data-platform'))).toEqual({
			query: 'bigquery',
			category: 'Data Platform',
		})
		expect(parseBlogQuery(new URLSearchParams('categorie=S%C3%A9curit%C3%A9'))).toEqual({
			query: '',
			category: 'Sécurité',
		})
		expect(parseBlogQuery(new URLSearchParams('categorie=ia-gen-ai'))).toEqual({ query: '', category: 'IA & Gen AI' })
		expect(parseBlogQuery(new URLSearchParams(''))).toEqual({ query: '', category: 'Tous' })
		expect(parseBlogQuery(new URLSearchParams('categorie=inconnue&q='))).toEqual({ query: '', category: 'Tous' })
	})

	test('the first categorie wins (the clicked button comes before the current value)', () => {
		expect(parseBlogQuery(new URLSearchParams('q=&categorie=workspace&categorie=securite')).category).toBe('Workspace')
		expect(parseBlogQuery(new URLSearchParams('q=&categorie=&categorie=securite')).category).toBe('Tous')
	})

	test('caps an overlong query', () => {
		expect(parseBlogQuery(new URLSearchParams(`q=${'a'.repeat(500)}`)).query).toHaveLength(100)
	})

	test('writes only what is set, and round-trips', () => {
		expect(blogQueryParams({ query: '', category: 'Tous' }).toString()).toBe('')
		expect(blogQueryParams({ query: 'cloud run', category: 'Applicatif' }).toString()).toBe(
			'q=cloud+run&categorie=applicatif',
		)
		const filter = { query: 'IA générative', category: 'IA & Gen AI' as const }
		expect(parseBlogQuery(blogQueryParams(filter))).toEqual(filter)
	})
})

test('normalizeSearchText', () => {
	expect(normalizeSearchText('  Él’ÉVE\u00a0 Été ')).toBe("el'eve ete")
})

describe('what the listing shows around the cards (the server and the browser module alike)', () => {
	test('the count: every article, or how many of them', () => {
		expect(articleCountLabel(7, 7)).toBe('7 articles')
		expect(articleCountLabel(1, 7)).toBe('1 article sur 7')
		expect(articleCountLabel(2, 7)).toBe('2 articles sur 7')
		expect(articleCountLabel(0, 7)).toBe('0 article sur 7')
	})

	test('the featured card: the first of an unfiltered list left alone on its row of three', () => {
		expect(isFeatured(0, 7, 7)).toBe(true)
		expect(isFeatured(1, 7, 7)).toBe(false)
		expect(isFeatured(0, 6, 7)).toBe(false)
		expect(isFeatured(0, 6, 6)).toBe(false)
		expect(isFeatured(0, 4, 4)).toBe(true)
	})
})
