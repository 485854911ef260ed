import type { Token, Tokens } from 'marked'
import type { StructElement } from '../../../infra/pdf/tagged-pdf.server.ts'
import { ensureSpace, gradientBar, inlineRuns, itemInline, paragraphHeight, writeRuns } from './flow.ts'
import type { Section } from './source.ts'
import {
	BODY,
	BOTTOM,
	COLORS,
	CONTENT_WIDTH,
	type Doc,
	type FontName,
	MARGIN,
	PAGE,
	type Renderer,
	TABLE,
} from './style.ts'
import { plain } from './text.ts'

/**
 * The chapters: headings, paragraphs (no orphans or widows), lists, tables, callouts and
 * code. Each chapter is a Sect of the structure tree; its number, bands and rules are
 * artifacts (docs/decisions/060-tagged-pdf.md).
 */

export function renderSection(r: Renderer, section: Section): void {
	const { doc, pdf } = r
	pdf.newPage()
	r.pages.set(section.id, doc.bufferedPageRange().count)
	doc.addNamedDestination(section.id, 'XYZ', 0, 0, null)
	const parent = r.parent
	const sect = pdf.group('Sect', parent)
	r.parent = sect

	// Top band.
	pdf.artifact(() => {
		const band = doc.linearGradient(0, 0, PAGE.width, 0)
		band.stop(0, COLORS.primary).stop(1, COLORS.accent)
		doc.rect(0, 0, PAGE.width, 6).fill(band)
	})

	let y = MARGIN.top + 6
	if (section.numbered) {
		// The large number repeats the « Chapitre n » of the heading: decoration.
		pdf.artifact(() => {
			doc.font('extrabold').fontSize(64).fillColor(COLORS.tint)
			doc.text(String(section.number).padStart(2, '0'), MARGIN.left - 3, y - 8, { lineBreak: false })
		})
		y += 70
	} else {
		// The document's title above an unnumbered chapter, as a running header.
		pdf.artifact(() => {
			doc.font('semibold').fontSize(9).fillColor(COLORS.accent)
			doc.text(r.paper.meta.title.toUpperCase(), MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
		}, 'Pagination')
		y += 18
	}
	pdf.tag('H1', sect, () => {
		if (section.numbered) {
			doc.font('semibold').fontSize(9).fillColor(COLORS.accent)
			doc.text(`CHAPITRE ${section.number}`, MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
			y += 18
		}
		doc.font('bold').fontSize(25).fillColor(COLORS.ink)
		doc.text(section.title, MARGIN.left, y, { width: CONTENT_WIDTH - 30, lineGap: 1 })
	})
	y = doc.y + 12
	pdf.artifact(() => gradientBar(doc, MARGIN.left, y, 56, 4))
	doc.x = MARGIN.left
	doc.y = y + 26
	r.lead = true

	section.tokens.forEach((token, i) => renderBlock(r, token, section.tokens.slice(i + 1), section))
	r.lead = false
	r.parent = parent
}

export function renderBlock(r: Renderer, token: Token, rest: Token[], section: Section): void {
	const { doc, pdf } = r
	switch (token.type) {
		case 'space':
			return
		case 'heading': {
			const heading = token as Tokens.Heading
			const next = rest.find((t) => t.type !== 'space')
			renderHeading(r, heading, next, section)
			return
		}
		case 'paragraph': {
			const p = token as Tokens.Paragraph
			const lead = r.lead
			r.lead = false
			const size = lead ? 11.6 : BODY.size
			const lineGap = lead ? 4.2 : BODY.lineGap
			doc.font('regular').fontSize(size)
			const line = doc.currentLineHeight(true) + lineGap
			const height = paragraphHeight(doc, p.tokens, CONTENT_WIDTH, size, lineGap)
			const lines = Math.round((height + lineGap) / line)
			const next = rest.find((t) => t.type !== 'space')
			// A short paragraph that introduces a list or a table stays with its start.
			if (lines <= 4 && /:\s*$/.test(p.text) && (next?.type === 'list' || next?.type === 'table')) {
				ensureSpace(doc, height + BODY.after + minBlockHeight(doc, next))
			}
			// No single line alone at the bottom (orphan) or at the top of a page (widow).
			ensureSpace(doc, Math.min(height, 2 * line))
			const page = doc.page
			const fitting = Math.floor((BOTTOM - doc.y + lineGap) / line)
			const widow = lines > fitting && lines - fitting === 1 && fitting >= 3
			if (widow) page.margins.bottom = MARGIN.bottom + line
			pdf.tag('P', r.parent, (scope) =>
				writeRuns(
					doc,
					inlineRuns(p.tokens, 'regular', lead ? COLORS.ink : COLORS.text),
					{ x: MARGIN.left, width: CONTENT_WIDTH, size, lineGap },
					scope,
				),
			)
			page.margins.bottom = MARGIN.bottom
			doc.y += lead ? 12 : BODY.after
			return
		}
		case 'list':
			r.lead = false
			renderList(r, token as Tokens.List, MARGIN.left, CONTENT_WIDTH, r.parent)
			doc.y += 4
			return
		case 'table':
			r.lead = false
			renderTable(r, token as Tokens.Table)
			return
		case 'blockquote':
			r.lead = false
			renderCallout(r, token as Tokens.Blockquote)
			return
		case 'code':
			r.lead = false
			renderCode(r, token as Tokens.Code)
			return
		case 'hr':
			ensureSpace(doc, 24)
			pdf.artifact(() =>
				doc
					.moveTo(MARGIN.left, doc.y + 8)
					.lineTo(PAGE.width - MARGIN.right, doc.y + 8)
					.lineWidth(0.6)
					.stroke(COLORS.border),
			)
			doc.y += 20
			return
		case 'html':
			return
		default: {
			const text = (token as Tokens.Generic).text
			if (typeof text === 'string' && text.trim()) {
				pdf.tag('P', r.parent, () =>
					writeRuns(doc, [{ text, font: 'regular' }], {
						x: MARGIN.left,
						width: CONTENT_WIDTH,
						size: BODY.size,
						lineGap: BODY.lineGap,
					}),
				)
				doc.y += BODY.after
			}
		}
	}
}

export function renderHeading(r: Renderer, heading: Tokens.Heading, next: Token | undefined, section: Section): void {
	const { doc, pdf } = r
	// Right under a chapter title, a heading needs no extra space above it.
	const afterChapterTitle = r.lead
	r.lead = false
	const title = plain(heading.tokens)
	const level = Math.min(heading.depth, 4)
	const style =
		level === 2
			? { font: 'bold' as FontName, size: 15, color: COLORS.ink, before: 16, after: 8 }
			: level === 3
				? { font: 'semibold' as FontName, size: 11.8, color: COLORS.primary, before: 10, after: 5 }
				: { font: 'semibold' as FontName, size: 10.5, color: COLORS.ink, before: 8, after: 4 }
	doc.font(style.font).fontSize(style.size)
	const h = doc.heightOfString(title, { width: CONTENT_WIDTH, lineGap: 1 })
	const skipBefore = afterChapterTitle || doc.y <= MARGIN.top + 1
	// Keep the heading with the start of what follows it.
	ensureSpace(doc, (skipBefore ? 0 : style.before) + h + style.after + minBlockHeight(doc, next))
	if (!afterChapterTitle && doc.y > MARGIN.top + 1) doc.y += style.before

	if (level === 2) {
		const sub = section.subheadings.find((s) => s.title === title && !r.pages.has(s.id))
		if (sub) {
			r.pages.set(sub.id, doc.bufferedPageRange().count)
			doc.addNamedDestination(sub.id, 'XYZ', 0, doc.y - 10, null)
		}
		pdf.artifact(() => doc.roundedRect(MARGIN.left - 14, doc.y + 1.5, 3.5, style.size - 1, 1.75).fill(COLORS.accent))
	}
	// Markdown's ## is the chapter's second level, under the chapter's H1.
	pdf.tag(`H${level}` as 'H2' | 'H3' | 'H4', r.parent, () => {
		doc.font(style.font).fontSize(style.size).fillColor(style.color)
		doc.text(title, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 1 })
	})
	doc.y += style.after
}

/** The smallest height of the block that must stay with a preceding heading. */
export function minBlockHeight(doc: Doc, token: Token | undefined): number {
	if (!token) return 0
	const line = BODY.size * 1.21 + BODY.lineGap
	switch (token.type) {
		case 'paragraph':
			return Math.min(
				paragraphHeight(doc, (token as Tokens.Paragraph).tokens, CONTENT_WIDTH, BODY.size, BODY.lineGap),
				2 * line,
			)
		case 'list': {
			const first = (token as Tokens.List).items[0]
			return first
				? Math.min(paragraphHeight(doc, itemInline(first), CONTENT_WIDTH - 18, BODY.size, BODY.lineGap), 2 * line)
				: 0
		}
		case 'table': {
			const layout = tableLayout(doc, token as Tokens.Table)
			return layout.headerHeight + (layout.rowHeights[0] ?? 0) + 4
		}
		case 'heading':
			return 40
		default:
			return 2 * line
	}
}

/** A list (L) of items (LI): the number as a label (Lbl), a bullet as decoration, the text as the body (LBody). */
function renderList(r: Renderer, list: Tokens.List, x: number, width: number, parent: StructElement): void {
	const { doc, pdf } = r
	const indent = list.ordered ? 20 : 16
	const start = typeof list.start === 'number' ? list.start : 1
	const l = pdf.group('L', parent)
	list.items.forEach((item, i) => {
		const inline = itemInline(item)
		const h = paragraphHeight(doc, inline, width - indent, BODY.size, BODY.lineGap)
		const line = BODY.size * 1.21 + BODY.lineGap
		ensureSpace(doc, Math.min(h, 2 * line))
		const y = doc.y
		const li = pdf.group('LI', l)
		if (list.ordered) {
			pdf.tag('Lbl', li, () => {
				doc.font('bold').fontSize(BODY.size).fillColor(COLORS.primary)
				doc.text(`${start + i}.`, x, y, { width: indent, lineBreak: false })
			})
		} else {
			pdf.artifact(() => doc.circle(x + 4, y + BODY.size * 0.62, 2.3).fill(COLORS.accent))
		}
		const nested = item.tokens.filter((t) => t.type === 'list') as Tokens.List[]
		// An item with a nested list: its body holds the text (P) and the nested list (L).
		const body = nested.length ? pdf.group('LBody', li) : li
		pdf.tag(nested.length ? 'P' : 'LBody', body, (scope) =>
			writeRuns(
				doc,
				inlineRuns(inline, 'regular', COLORS.text),
				{ x: x + indent, y, width: width - indent, size: BODY.size, lineGap: BODY.lineGap },
				scope,
			),
		)
		doc.y += 4
		for (const sublist of nested) renderList(r, sublist, x + indent, width - indent, body)
	})
	doc.x = MARGIN.left
}

// --- Tables ----------------------------------------------------------------

type TableLayout = { widths: number[]; headerHeight: number; rowHeights: number[] }

function cellText(cell: Tokens.TableCell): string {
	return plain(cell.tokens).trim()
}

function tableLayout(doc: Doc, table: Tokens.Table): TableLayout {
	const cols = table.header.length
	const fontFor = (row: number, col: number): FontName => (row < 0 ? 'bold' : col === 0 ? 'semibold' : 'regular')
	const minW: number[] = Array.from({ length: cols }, () => 0)
	const maxW: number[] = Array.from({ length: cols }, () => 0)
	const all = [table.header, ...table.rows]
	all.forEach((row, ri) => {
		row.forEach((cell, ci) => {
			doc.font(fontFor(ri - 1, ci)).fontSize(TABLE.size)
			const text = cellText(cell)
			const longestWord = Math.max(0, ...text.split(/[\s]+/).map((w) => doc.widthOfString(w)))
			minW[ci] = Math.max(minW[ci] as number, longestWord + 2 * TABLE.pad + 1)
			maxW[ci] = Math.max(maxW[ci] as number, doc.widthOfString(text) + 2 * TABLE.pad + 1)
		})
	})
	const total = CONTENT_WIDTH
	const sumMin = minW.reduce((a, b) => a + b, 0)
	const sumMax = maxW.reduce((a, b) => a + b, 0)
	let widths: number[]
	if (sumMax <= total) {
		widths = maxW.map((w) => (w / sumMax) * total)
	} else if (sumMin >= total) {
		widths = minW.map((w) => (w / sumMin) * total)
	} else {
		// Share the free space in proportion to how much each column would like to grow,
		// damped (square root) so a single long column does not starve the others.
		const want = maxW.map((w, i) => Math.sqrt(Math.max(0, w - (minW[i] as number))) * Math.sqrt(w))
		const sumWant = want.reduce((a, b) => a + b, 0) || 1
		widths = minW.map((w, i) => w + ((want[i] as number) / sumWant) * (total - sumMin))
		// Never give a column more than it can use.
		let spare = 0
		widths = widths.map((w, i) => {
			const cap = maxW[i] as number
			if (w > cap) {
				spare += w - cap
				return cap
			}
			return w
		})
		if (spare > 0) {
			const growable = widths.map((w, i) => ((maxW[i] as number) > w ? (maxW[i] as number) - w : 0))
			const sumGrow = growable.reduce((a, b) => a + b, 0) || 1
			widths = widths.map((w, i) => w + ((growable[i] as number) / sumGrow) * spare)
		}
	}
	const heightOf = (row: Tokens.TableCell[], ri: number) =>
		Math.max(
			...row.map((cell, ci) => {
				doc.font(fontFor(ri, ci)).fontSize(TABLE.size)
				return doc.heightOfString(cellText(cell), {
					width: (widths[ci] as number) - 2 * TABLE.pad,
					lineGap: TABLE.lineGap,
				})
			}),
		) +
		2 * TABLE.pad
	return {
		widths,
		headerHeight: heightOf(table.header, -1),
		rowHeights: table.rows.map((row, ri) => heightOf(row, ri)),
	}
}

/**
 * A table (Table > THead/TBody > TR > TH/TD): header cells head their column; the header
 * row repeated at the top of a new page is drawn again as an artifact (read once).
 */
function renderTable(r: Renderer, table: Tokens.Table): void {
	const { doc, pdf } = r
	const layout = tableLayout(doc, table)
	const x0 = MARGIN.left
	doc.y += 2
	const element = pdf.group('Table', r.parent)
	const head = pdf.group('THead', element)
	const bodyGroup = pdf.group('TBody', element)

	const drawRow = (
		cells: Tokens.TableCell[],
		height: number,
		kind: 'header' | 'body',
		index: number,
		row: StructElement | null,
	) => {
		const y = doc.y
		const background = () => {
			if (kind === 'header') {
				doc.roundedRect(x0, y, CONTENT_WIDTH, height, 4).fill(COLORS.ink)
				doc.rect(x0, y + height - 4, CONTENT_WIDTH, 4).fill(COLORS.ink)
			} else if (index % 2 === 1) {
				doc.rect(x0, y, CONTENT_WIDTH, height).fill(COLORS.zebra)
			}
		}
		if (row) pdf.artifact(background)
		else background()
		let x = x0
		cells.forEach((cell, ci) => {
			const w = layout.widths[ci] as number
			const font: FontName = kind === 'header' ? 'bold' : ci === 0 ? 'semibold' : 'regular'
			const color = kind === 'header' ? '#FFFFFF' : ci === 0 ? COLORS.ink : COLORS.text
			const left = x
			const write = () => {
				doc.font(font).fontSize(TABLE.size).fillColor(color)
				doc.text(cellText(cell), left + TABLE.pad, y + TABLE.pad, {
					width: w - 2 * TABLE.pad,
					lineGap: TABLE.lineGap,
					align: cell.align === 'right' ? 'right' : cell.align === 'center' ? 'center' : 'left',
				})
			}
			if (!row) write()
			else if (kind === 'header') pdf.tag('TH', row, write, { scope: 'Column' })
			else pdf.tag('TD', row, write)
			x += w
		})
		if (kind === 'body') {
			pdf.artifact(() =>
				doc
					.moveTo(x0, y + height)
					.lineTo(x0 + CONTENT_WIDTH, y + height)
					.lineWidth(0.5)
					.stroke(COLORS.border),
			)
		}
		doc.x = MARGIN.left
		doc.y = y + height
	}

	ensureSpace(doc, layout.headerHeight + (layout.rowHeights[0] ?? 0))
	drawRow(table.header, layout.headerHeight, 'header', -1, pdf.group('TR', head))
	const n = table.rows.length
	table.rows.forEach((row, i) => {
		const h = layout.rowHeights[i] as number
		// Break before this row if it does not fit, or if it would leave the last row alone
		// on the next page (then two rows move together).
		const lastAlone = i === n - 2 && i >= 2 && doc.y + h + (layout.rowHeights[n - 1] as number) > BOTTOM
		if (doc.y + h > BOTTOM || lastAlone) {
			pdf.newPage()
			doc.y = MARGIN.top
			pdf.artifact(() => drawRow(table.header, layout.headerHeight, 'header', -1, null), 'Pagination')
		}
		drawRow(row, h, 'body', i, pdf.group('TR', bodyGroup))
	})
	doc.y += 14
}

// --- Callouts and code -------------------------------------------------------------

function renderCallout(r: Renderer, quote: Tokens.Blockquote): void {
	const { doc, pdf } = r
	const inner = quote.tokens.filter((t) => t.type === 'paragraph') as Tokens.Paragraph[]
	const pad = 12
	const width = CONTENT_WIDTH - 2 * pad - 4
	const heights = inner.map((p) => paragraphHeight(doc, p.tokens, width, BODY.size, BODY.lineGap))
	const height = heights.reduce((a, b) => a + b, 0) + (inner.length - 1) * 6 + 2 * pad
	ensureSpace(doc, height + 10)
	const y = doc.y + 2
	pdf.artifact(() => {
		doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLORS.callout)
		doc.rect(MARGIN.left, y, 3.5, height).fill(COLORS.accent)
	})
	doc.y = y + pad
	const element = pdf.group('BlockQuote', r.parent)
	inner.forEach((p) => {
		pdf.tag('P', element, (scope) =>
			writeRuns(
				doc,
				inlineRuns(p.tokens, 'regular', COLORS.ink),
				{ x: MARGIN.left + pad + 4, width, size: BODY.size, lineGap: BODY.lineGap },
				scope,
			),
		)
		doc.y += 6
	})
	doc.y = y + height + 12
}

function renderCode(r: Renderer, code: Tokens.Code): void {
	const { doc, pdf } = r
	const pad = 10
	doc.font('medium').fontSize(8.8)
	const height = doc.heightOfString(code.text, { width: CONTENT_WIDTH - 2 * pad, lineGap: 2 }) + 2 * pad
	ensureSpace(doc, Math.min(height, 120))
	const y = doc.y
	pdf.artifact(() => doc.roundedRect(MARGIN.left, y, CONTENT_WIDTH, height, 4).fill(COLORS.zebra))
	pdf.tag('Code', r.parent, () => {
		doc.font('medium').fontSize(8.8).fillColor(COLORS.ink)
		doc.text(code.text, MARGIN.left + pad, y + pad, { width: CONTENT_WIDTH - 2 * pad, lineGap: 2 })
	})
	doc.x = MARGIN.left
	doc.y = Math.max(doc.y, y + height) + 12
}
