import { readFileSync } from 'node:fs'
import { Lexer, type Token, type Tokens } from 'marked'
import { z } from 'zod'
import { siteConfig } from '../../../config/site.ts'
import { whitepaperFileNames, whitepaperTypes } from '../../../content/identifiers.ts'
import { readFrontMatter } from '../../../lib/front-matter.ts'
import { plain, typo } from './text.ts'

/**
 * A white paper's source, app/content/whitepapers/<type>.md: YAML front matter (read
 * by the app's front-matter reader) and the Markdown body. Each `#` heading opens a
 * chapter on a new page and is numbered, unless it ends with `{-}` or `{.unnumbered}`
 * (Introduction, Conclusion); `##` headings are listed in the table of contents.
 */
const frontMatterSchema = z
	.object({
		title: z.string().trim().min(1),
		subtitle: z.string().trim().min(1),
		type: z.enum(whitepaperTypes),
		/** Printed on the cover and in the legal line, e.g. « Édition 2025 ». */
		date: z.string().trim().min(1),
		/** The PDF's Keywords metadata. */
		keywords: z.string().trim().min(1),
		/** The paragraph of the closing « Parlons de votre projet » page. */
		closingPitch: z.string().trim().min(1),
	})
	.strict()

export type FrontMatter = z.infer<typeof frontMatterSchema> & { filename: string }

export type Section = {
	title: string
	numbered: boolean
	number: number
	id: string
	tokens: Token[]
	subheadings: { title: string; id: string }[]
}

export type Whitepaper = { meta: FrontMatter; sections: Section[]; words: number; sourceFile: string }

/**
 * The firm's contact details as the sources name them ({{email}}, {{phone}}): read from
 * the settings, like the legal pages', never typed into the text.
 */
function fillContactDetails(text: string, file: string): string {
	const values: Record<string, string> = { email: siteConfig.email, phone: siteConfig.phone }
	return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
		const value = values[name]
		if (value === undefined) throw new Error(`${file}: champ inconnu ${placeholder} (connus : {{email}}, {{phone}})`)
		return value
	})
}

export function parseSource(file: string): Whitepaper {
	const raw = fillContactDetails(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), file)
	const { frontmatter, body } = readFrontMatter(raw, frontMatterSchema, file)
	const meta: FrontMatter = {
		...frontmatter,
		title: typo(frontmatter.title),
		subtitle: typo(frontmatter.subtitle),
		date: typo(frontmatter.date),
		closingPitch: typo(frontmatter.closingPitch),
		filename: whitepaperFileNames[frontmatter.type],
	}
	const tokens = Lexer.lex(typo(body), { gfm: true })

	const sections: Section[] = []
	let chapter = 0
	for (const token of tokens) {
		if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) {
			const heading = token as Tokens.Heading
			const unnumbered = /\s*\{(?:-|\.unnumbered)\}\s*$/.test(heading.text)
			const title = plain(heading.tokens)
				.replace(/\s*\{(?:-|\.unnumbered)\}\s*$/, '')
				.trim()
			if (!unnumbered) chapter += 1
			sections.push({
				title,
				numbered: !unnumbered,
				number: unnumbered ? 0 : chapter,
				id: `section-${sections.length + 1}`,
				tokens: [],
				subheadings: [],
			})
			continue
		}
		const current = sections.at(-1)
		if (!current) {
			if (token.type === 'space') continue
			throw new Error(`${file}: content before the first "#" heading`)
		}
		if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
			current.subheadings.push({
				title: plain((token as Tokens.Heading).tokens),
				id: `${current.id}-${current.subheadings.length + 1}`,
			})
		}
		current.tokens.push(token)
	}
	if (sections.length === 0) throw new Error(`${file}: no "#" chapter found`)
	const words = countWords(tokens)
	return { meta, sections, words, sourceFile: file }
}

function countWords(tokens: Token[]): number {
	let text = ''
	const walk = (list: Token[]) => {
		for (const t of list) {
			const tok = t as Tokens.Generic
			if (tok.type === 'heading' || tok.type === 'paragraph') text += ` ${plain(tok.tokens as Token[])}`
			else if (tok.type === 'list') for (const item of (tok as Tokens.List).items) walk(item.tokens)
			else if (tok.type === 'text') text += ` ${tok.tokens ? plain(tok.tokens as Token[]) : tok.text}`
			else if (tok.type === 'blockquote') walk(tok.tokens as Token[])
			else if (tok.type === 'table') {
				const table = tok as Tokens.Table
				for (const cell of [...table.header, ...table.rows.flat()]) text += ` ${plain(cell.tokens)}`
			}
		}
	}
	walk(tokens)
	return (text.match(/[\p{L}\p{N}][\p{L}\p{N}’'’.,/-]*/gu) ?? []).length
}
