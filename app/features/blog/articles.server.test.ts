import { describe, expect, test } from 'vitest'
import { articles, getArticle, parseArticle, relatedArticles } from './articles.server.ts'

/** The seven articles of the catalogue: category, date and reading time. */
const spec = [
	['gemini-enterprise', 'IA & Gen AI', '2025-03-20', 18],
	['cloud-run', 'Applicatif', '2025-03-15', 5],
	['bigquery', 'Data Platform', '2025-03-10', 8],
	['vertex-ai', 'IA & Gen AI', '2025-03-05', 10],
	['migration-cloud', 'Move to Cloud', '2025-03-01', 12],
	['workspace-productivity', 'Workspace', '2025-02-25', 6],
	['security', 'Sécurité', '2025-02-20', 9],
] as const

test('the seven articles of the catalogue, newest first', () => {
	expect(articles.map((article) => [article.slug, article.category, article.date, article.readTime])).toEqual(spec)
})

test.each(articles.map((article) => [article.slug, article] as const))(
	'%s: its body matches its reading time (200 words a minute, ±30 %%)',
	(_slug, article) => {
		const minutes = article.wordCount / 200
		expect(minutes).toBeGreaterThanOrEqual(article.readTime * 0.7)
		expect(minutes).toBeLessThanOrEqual(article.readTime * 1.3)
		expect(article.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(3)
		expect(article.html).toMatch(/<ul>|<ol>/)
	},
)

test('the Workspace and Security articles carry their hashtags, banner and button', () => {
	const workspace = getArticle('workspace-productivity')!
	expect(workspace.tags).toEqual(['Workspace', 'Productivité', 'Collaboration'])
	expect(workspace.banner.button).toBe('Demander une formation')
	const security = getArticle('security')!
	expect(security.tags).toEqual(['Sécurité', 'IAM', 'Cloud Armor'])
	expect(security.banner.title).toBe('Auditez votre sécurité cloud')
	expect(security.banner.button).toBe('Demander un audit de sécurité')
	expect(getArticle('migration-cloud')!.headings.filter((heading) => /^Étape \d/.test(heading.text))).toHaveLength(7)
})

test('front matter text gets French typography', () => {
	expect(getArticle('bigquery')!.title).toContain('BigQuery\u00a0:')
})

test('related articles: others only, the same category first', () => {
	const related = relatedArticles(getArticle('vertex-ai')!)
	expect(related).toHaveLength(3)
	expect(related[0]!.slug).toBe('gemini-enterprise')
	expect(related.map((article) => article.slug)).not.toContain('vertex-ai')
})

describe('a bad front matter fails with a clear message', () => {
	const valid = `---
slug: exemple
title: "Un titre d’article suffisamment long"
excerpt: "Un résumé de plus de quarante caractères pour passer la validation."
category: Workspace
date: 2025-02-25
readTime: 6
image: /images/blog/exemple.svg
tags: [Workspace]
banner:
  title: "Un bandeau"
  text: "Le texte du bandeau de fin."
  button: "Nous contacter"
---

Le corps de l’article.
`

	test('a valid one parses', () => {
		expect(parseArticle(valid, 'app/content/blog/exemple.md').title).toBe('Un titre d’article suffisamment long')
	})

	test('an unknown category, a missing reading time and a bad date are each named', () => {
		const bad = valid
			.replace('category: Workspace', 'category: Marketing')
			.replace('readTime: 6\n', '')
			.replace('2025-02-25', '2025-02-30')
		const parse = () => parseArticle(bad, 'app/content/blog/exemple.md')
		expect(parse).toThrowError(/^app\/content\/blog\/exemple\.md: front matter invalide\n/)
		for (const field of ['category', 'readTime', 'date']) expect(parse).toThrowError(new RegExp(`\\n  - ${field} : `))
	})

	test('a slug that differs from the file name', () => {
		expect(() => parseArticle(valid, 'app/content/blog/autre.md')).toThrowError(
			/autre\.md: front matter invalide\n {2}- slug/,
		)
	})

	test('an unexpected field (a typo) and a missing front matter', () => {
		expect(() => parseArticle(valid.replace('tags:', 'tag:'), 'app/content/blog/exemple.md')).toThrowError(
			/front matter invalide/,
		)
		expect(() => parseArticle('# Sans front matter', 'app/content/blog/exemple.md')).toThrowError(
			/front matter manquant/,
		)
	})
})
