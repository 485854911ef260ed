import { Marked, Renderer, type TokenizerAndRendererExtension, type Tokens } from 'marked'
import type { z } from 'zod'
import { frenchTypography } from './typography.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { readFrontMatter } from '#app/lib/front-matter.ts'
import { LANG_SPAN } from '#app/lib/inline-lang.ts'

export type MarkdownDocument<T> = {
	frontmatter: T
	html: string
	headings: { id: string; text: string; depth: number }[]
}

/** Said by assistive technologies after an external link's words: it opens in a new tab. */
const NEW_TAB_NOTICE = '<span class="sr-only"> (nouvel onglet)</span>'

/** `[scale to zero]{lang=en}` (Pandoc's bracketed span): words of another language, read in their voice. */
const langSpan: TokenizerAndRendererExtension = {
	name: 'langSpan',
	level: 'inline',
	start: (source) => source.search(LANG_SPAN),
	tokenizer(source) {
		const match = new RegExp(`^${LANG_SPAN.source}`).exec(source)
		if (!match) return undefined
		return { type: 'langSpan', raw: match[0], lang: match[2], tokens: this.lexer.inlineTokens(match[1]!) }
	},
	renderer(token) {
		return `<span lang="${escapeMarkup(String(token.lang))}">${this.parser.parseInline(token.tokens ?? [])}</span>`
	},
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
 * Link targets a document may use: http(s), mailto, and relative URLs (no scheme).
 * Control characters and spaces are dropped first, as browsers do ("java\tscript:").
 */
export function isSafeLinkTarget(href: string): boolean {
	// oxlint-disable-next-line no-control-regex
	const cleaned = href.replace(/[\u0000-\u0020\u007f]/g, '')
	const scheme = cleaned.match(/^([^/?#:]*):/)?.[1]
	return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme.toLowerCase())
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
	// Tables are named after the section they sit in (a caption and the scroller's name).
	let section = ''
	const tableNames = new Map<string, number>()
	const marked = new Marked({
		gfm: true,
		extensions: [langSpan],
		renderer: {
			heading({ tokens, depth }: Tokens.Heading) {
				const text = this.parser.parseInline(tokens)
				const plain = text.replace(/<[^>]+>/g, '')
				const id = uniqueId(slugify(plain) || 'section', usedIds)
				headings.push({ id, text: plain, depth })
				section = plain
				return `<h${depth} id="${id}">${text}</h${depth}>\n`
			},
			html({ text }: Tokens.HTML | Tokens.Tag) {
				// Content is ours, but raw HTML would bypass the design system: show it as text.
				return escapeMarkup(text)
			},
			table(token: Tokens.Table) {
				// A wide table scrolls sideways on small screens: its scroller must be reachable by
				// keyboard, and both carry the section's name so that each table is told apart.
				const base = section || 'Tableau'
				const count = (tableNames.get(base) ?? 0) + 1
				tableNames.set(base, count)
				const name = count > 1 ? `${base} (${count})` : base
				const id = `tableau-${slugify(name)}`
				const table = Renderer.prototype.table
					.call(this, token)
					.replace('<table>', `<table>\n<caption id="${id}">${escapeMarkup(name)}</caption>`)
				return `<section class="table-scroll" aria-labelledby="${id}" tabindex="0">${table}</section>\n`
			},
			tablecell(token: Tokens.TableCell) {
				const cell = Renderer.prototype.tablecell.call(this, token)
				return token.header ? cell.replace(/^<th/, '<th scope="col"') : cell
			},
			link({ href, title, tokens }: Tokens.Link) {
				const text = this.parser.parseInline(tokens)
				// javascript:, data:, vbscript: and any other scheme: the words stay, the link goes.
				if (!isSafeLinkTarget(href)) return text
				const external = /^https?:\/\//.test(href)
				const attributes = external ? ' target="_blank" rel="noopener noreferrer"' : ''
				// A new tab is announced, as ExternalLink does (app/components/ui/external-link.tsx).
				const newTab = external ? NEW_TAB_NOTICE : ''
				return `<a href="${escapeMarkup(href)}"${title ? ` title="${escapeMarkup(title)}"` : ''}${attributes}>${text}${newTab}</a>`
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
