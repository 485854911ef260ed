import type { Token, Tokens } from 'marked'
import type { LeafScope } from '../../../infra/pdf/tagged-pdf.server.ts'
import { BOTTOM, COLORS, type Doc, type FontName, MARGIN, type Run } from './style.ts'
import { NBSP, plain } from './text.ts'

/** Text flow primitives shared by every part of the layout. */

export function gradientBar(doc: Doc, x: number, y: number, w: number, h: number): void {
	const g = doc.linearGradient(x, y, x + w, y)
	g.stop(0, COLORS.primary).stop(1, COLORS.accent)
	doc.roundedRect(x, y, w, h, h / 2).fill(g)
}

export function ensureSpace(doc: Doc, height: number): void {
	if (doc.y + height > BOTTOM && doc.y > MARGIN.top + 1) {
		doc.addPage()
		doc.x = MARGIN.left
		doc.y = MARGIN.top
	}
}

export function paragraphHeight(
	doc: Doc,
	tokens: Token[] | undefined,
	width: number,
	size: number,
	lineGap: number,
): number {
	doc.font('regular').fontSize(size)
	return doc.heightOfString(plain(tokens), { width, lineGap })
}

export function inlineRuns(
	tokens: Token[] | undefined,
	base: FontName,
	color: string,
	style: { bold?: boolean; italic?: boolean; link?: string } = {},
): Run[] {
	const runs: Run[] = []
	const fontFor = (s: { bold?: boolean; italic?: boolean }): FontName => {
		if (s.bold && s.italic) return 'boldItalic'
		if (s.bold) return base === 'regular' ? 'semibold' : 'bold'
		if (s.italic) return 'italic'
		return base
	}
	for (const t of tokens ?? []) {
		const tok = t as Tokens.Generic
		switch (tok.type) {
			case 'strong':
				runs.push(...inlineRuns(tok.tokens as Token[], base, style.bold ? color : COLORS.ink, { ...style, bold: true }))
				break
			case 'em':
				runs.push(...inlineRuns(tok.tokens as Token[], base, color, { ...style, italic: true }))
				break
			case 'codespan':
				runs.push({ text: String(tok.text).replace(/ /g, NBSP), font: 'medium', color: COLORS.accent })
				break
			case 'link':
				runs.push(...inlineRuns(tok.tokens as Token[], base, COLORS.primary, { ...style, link: String(tok.href) }))
				break
			case 'br':
				runs.push({ text: '\n', font: fontFor(style), color })
				break
			case 'html':
				break
			default:
				if (Array.isArray(tok.tokens) && tok.tokens.length)
					runs.push(...inlineRuns(tok.tokens as Token[], base, color, style))
				else if (typeof tok.text === 'string')
					runs.push({ text: tok.text, font: fontFor(style), color, link: style.link })
		}
	}
	// Auto-link e-mail addresses written as plain text.
	return runs.flatMap((run) => {
		if (run.link || !/[\w.+-]+@[\w-]+\.[\w.-]+/.test(run.text)) return [run]
		return run.text
			.split(/([\w.+-]+@[\w-]+\.[\w-]+(?:\.[\w-]+)*)/)
			.filter(Boolean)
			.map((part) =>
				/^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(part)
					? { ...run, text: part, font: 'semibold' as FontName, color: COLORS.primary, link: `mailto:${part}` }
					: { ...run, text: part },
			)
	})
}

/**
 * Writes runs as one flowing text. Inside a tagged leaf (`scope`), a run with a link
 * becomes a Link element of its own, described for assistive technologies.
 */
export function writeRuns(
	doc: Doc,
	runs: Run[],
	o: { x: number; width: number; size: number; lineGap: number; y?: number },
	scope?: LeafScope,
): void {
	const list = runs.filter((run) => run.text.length > 0)
	if (list.length === 0) return
	doc.fontSize(o.size)
	list.forEach((run, i) => {
		doc.font(run.font).fillColor(run.color ?? COLORS.text)
		const options = {
			width: o.width,
			lineGap: o.lineGap,
			align: 'left' as const,
			continued: i < list.length - 1,
			link: run.link ?? null,
			underline: false,
		}
		const write = () => {
			if (i === 0) doc.text(run.text, o.x, o.y ?? doc.y, options)
			else doc.text(run.text, options)
		}
		if (run.link && scope) scope.link(linkDescription(run.link), write)
		else write()
	})
	doc.x = MARGIN.left
}

export function itemInline(item: Tokens.ListItem): Token[] {
	const out: Token[] = []
	for (const t of item.tokens) {
		const tok = t as Tokens.Generic
		if (tok.type === 'text' || tok.type === 'paragraph') {
			if (out.length) out.push({ type: 'br', raw: '' } as Token)
			out.push(...((tok.tokens as Token[] | undefined) ?? [{ type: 'text', raw: tok.text, text: tok.text } as Token]))
		}
	}
	return out
}

/** What a link annotation says it does (PDF/UA asks for a description of each link). */
export function linkDescription(href: string): string {
	if (href.startsWith('mailto:')) return `Écrire à ${href.slice('mailto:'.length)}`
	if (href.startsWith('tel:')) return `Appeler le ${href.slice('tel:'.length)}`
	return `Ouvrir ${href}`
}
