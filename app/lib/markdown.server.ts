import { Marked, Renderer, type Tokens } from 'marked'
import type { z } from 'zod'
import { frenchTypography } from './typography.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { readFrontMatter } from '#app/lib/front-matter.ts'

export type MarkdownDocument<T> = {
	frontmatter: T
	html: string
	headings: { id: string; text: string; depth: number }[]
}

/** `base`, or `base-2`, `base-3`… when an earlier heading of the document already took it. */
function uniqueId(base: string, used: Set<string>): string {
	let id = base
	for (let n = 2; used.has(id); n++) id = `${base}-${n}`
	used.add(id)
	return id
}

/** URL-safe id for a heading ("Étape 1 : l'audit" → "etape-1-l-audit"). */
export function slugify(text: string): string {
	return text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
}

/**
 * Parses a Markdown file with YAML front matter, validated by `schema` (a bad front
 * matter throws with the file name, failing the build), and renders its body to HTML
 * with French typography, heading ids and no raw HTML from the source.
 */
export function renderMarkdown<T>(
	source: string,
	schema: z.ZodType<T>,
	fileName: string,
	replacements: Record<string, string> = {},
): MarkdownDocument<T> {
	const { frontmatter, body: markdown } = readFrontMatter(source, schema, fileName)
	let body = markdown
	for (const [key, value] of Object.entries(replacements)) body = body.replaceAll(`{{${key}}}`, value)
	const unknown = body.match(/\{\{\s*[\w.]+\s*\}\}/)
	if (unknown) throw new Error(`${fileName}: variable inconnue ${unknown[0]}`)

	const headings: MarkdownDocument<T>['headings'] = []
	const usedIds = new Set<string>()
	const marked = new Marked({
		gfm: true,
		renderer: {
			heading({ tokens, depth }: Tokens.Heading) {
				const text = this.parser.parseInline(tokens)
				const plain = text.replace(/<[^>]+>/g, '')
				const id = uniqueId(slugify(plain) || 'section', usedIds)
				headings.push({ id, text: plain, depth })
				return `<h${depth} id="${id}">${text}</h${depth}>\n`
			},
			html({ text }: Tokens.HTML | Tokens.Tag) {
				// Content is ours, but raw HTML would bypass the design system: show it as text.
				return escapeMarkup(text)
			},
			table(token: Tokens.Table) {
				// A wide table scrolls sideways on small screens: its scroller must be reachable by keyboard.
				const table = Renderer.prototype.table.call(this, token)
				return `<div class="table-scroll" role="region" aria-label="Tableau" tabindex="0">${table}</div>\n`
			},
			link({ href, title, tokens }: Tokens.Link) {
				const text = this.parser.parseInline(tokens)
				const external = /^https?:\/\//.test(href)
				const attributes = external ? ' target="_blank" rel="noopener noreferrer"' : ''
				return `<a href="${escapeMarkup(href)}"${title ? ` title="${escapeMarkup(title)}"` : ''}${attributes}>${text}</a>`
			},
		},
		walkTokens(token) {
			if (token.type === 'text' && 'text' in token && !('tokens' in token && token.tokens?.length)) {
				token.text = frenchTypography(token.text)
			}
		},
	})
	const html = marked.parse(body, { async: false })
	return { frontmatter, html, headings }
}
