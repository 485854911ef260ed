import { Lexer, type Tokens } from 'marked'
import { expect, test } from 'vitest'
import { absoluteUrl } from '#app/lib/seo.ts'
import { articles, getArticleBody } from './articles.server.ts'
import { articleMarkdown } from './markdown.server.ts'

test.each(articles)('$slug: its Markdown parses, with the article’s title, headings and body', (article) => {
	const body = getArticleBody(article.slug)
	expect(body).toBeDefined()
	const markdown = articleMarkdown(article, body!)
	const tokens = Lexer.lex(markdown)
	const headings = tokens.filter((token): token is Tokens.Heading => token.type === 'heading')
	expect(headings[0]).toMatchObject({ depth: 1, text: article.title })
	// The page's headings (rendered from the same body, with the same typography).
	expect(headings.slice(1).map(({ depth, text }) => ({ depth, text }))).toEqual(
		article.headings.map(({ depth, text }) => ({ depth, text: text.replace(/&amp;/g, '&') })),
	)
	expect((tokens.find((token) => token.type === 'blockquote') as Tokens.Blockquote | undefined)?.text).toBe(
		article.excerpt,
	)
	expect(markdown).toContain(`- Article\u00a0: ${absoluteUrl(`/blog/${article.slug}`)}`)
	expect(markdown).toContain(`](${absoluteUrl('/#contact')})`)
	expect(markdown).not.toMatch(/ [:;!?»]/)
})

test('an unknown article has no body', () => {
	expect(getArticleBody('nope')).toBeUndefined()
})
