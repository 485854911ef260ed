import { gradientBar } from './flow.ts'
import { BOTTOM, COLORS, CONTENT_WIDTH, type Doc, type FontName, MARGIN, PAGE, type Renderer } from './style.ts'
import { NBSP, plainTitle, typo } from './text.ts'
import { siteConfig } from '../../../config/site.ts'
import type { Bookmark, StructElement } from '../../../infra/pdf/tagged-pdf.server.ts'

/** The table of contents, the PDF outline (bookmarks) and the running footers. */

/**
 * Draws the table of contents from page index tocStart on, or with dryRun only counts
 * the pages it needs (its height does not depend on the page numbers). Each chapter
 * shows its number, title, page and, below, its sections in one flowing line. Tagged as
 * a TOC of TOCI entries (number, link to the chapter, its sections) under `r.parent`.
 */
export function drawToc(r: Renderer, dryRun: boolean, tocStart = 0): number {
	const { doc, paper, pdf } = r
	let toc: StructElement | undefined
	let pages = 1
	let y = MARGIN.top
	const titleX = MARGIN.left + 40
	const pageColWidth = 36
	const pageX = PAGE.width - MARGIN.right - pageColWidth
	const titleWidth = CONTENT_WIDTH - 40 - pageColWidth - 24
	const chapter = { font: 'semibold' as FontName, size: 12.5, lineGap: 1 }
	const summary = { font: 'regular' as FontName, size: 9.2, lineGap: 2 }

	const heading = () => {
		if (!dryRun) {
			pdf.artifact(() => {
				doc.font('semibold').fontSize(9).fillColor(COLORS.accent)
				doc.text('LIVRE BLANC', MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
			}, 'Pagination')
			const drawTitle = () => {
				doc.font('extrabold').fontSize(28).fillColor(COLORS.ink)
				doc.text(pages === 1 ? 'Sommaire' : 'Sommaire (suite)', MARGIN.left, y + 16, { lineBreak: false })
			}
			// « Sommaire (suite) » repeats the heading on the next page: read once.
			if (pages === 1) pdf.tag('H1', r.parent, drawTitle)
			else pdf.artifact(drawTitle, 'Pagination')
			pdf.artifact(() => gradientBar(doc, MARGIN.left, y + 58, 56, 4))
			toc ??= pdf.group('TOC', r.parent)
		}
		y += 96
	}
	const nextPage = () => {
		pages += 1
		if (!dryRun) doc.switchToPage(tocStart + pages - 1)
		y = MARGIN.top
		heading()
	}
	if (!dryRun) doc.switchToPage(tocStart)
	heading()

	paper.sections.forEach((section, index) => {
		const subs = section.subheadings.map((s) => s.title).join(`${NBSP}·  `)
		doc.font(chapter.font).fontSize(chapter.size)
		const titleHeight = doc.heightOfString(section.title, { width: titleWidth, lineGap: chapter.lineGap })
		doc.font(summary.font).fontSize(summary.size)
		const subsHeight = subs ? doc.heightOfString(subs, { width: titleWidth, lineGap: summary.lineGap }) + 4 : 0
		const blockHeight = titleHeight + subsHeight
		if (y + blockHeight + 14 > BOTTOM) nextPage()
		if (!dryRun && toc) {
			const entry = pdf.group('TOCI', toc)
			if (section.numbered) {
				pdf.tag('Lbl', entry, () => {
					doc.font('extrabold').fontSize(chapter.size).fillColor(COLORS.primary)
					doc.text(String(section.number).padStart(2, '0'), MARGIN.left, y, { lineBreak: false })
				})
			} else {
				pdf.artifact(() => doc.roundedRect(MARGIN.left + 1, y + 6.5, 12, 2.4, 1.2).fill(COLORS.accent))
			}
			let lastLineY = y
			const page = String(r.pages.get(section.id) ?? '')
			// The title and its page number link to the chapter (the annotation covers the entry).
			pdf.tag('Link', entry, ({ element }) => {
				doc.font(chapter.font).fontSize(chapter.size).fillColor(COLORS.ink)
				doc.text(section.title, titleX, y, { width: titleWidth, lineGap: chapter.lineGap })
				lastLineY = doc.y - doc.currentLineHeight(true) - chapter.lineGap
				doc.font('bold').fontSize(chapter.size).fillColor(COLORS.primary)
				doc.text(page, pageX, lastLineY, {
					width: pageColWidth,
					align: 'right',
					lineBreak: false,
				})
				doc.goTo(MARGIN.left, y - 4, CONTENT_WIDTH, blockHeight + 8, section.id, {
					structParent: element,
					// oxlint-disable-next-line no-new-wrappers -- PDFKit writes a String object as a PDF string.
					Contents: new String(`Aller au chapitre « ${plainTitle(section.title)} », page ${page}`),
				} as object)
			})
			pdf.artifact(() =>
				drawLeader(doc, titleX, section.title, titleWidth, lastLineY + 10.5, chapter.font, chapter.size),
			)
			if (subs) {
				pdf.tag('P', entry, () => {
					doc.font(summary.font).fontSize(summary.size).fillColor(COLORS.muted)
					doc.text(subs, titleX, y + titleHeight + 4, { width: titleWidth, lineGap: summary.lineGap })
				})
			}
		}
		y += blockHeight + 8
		if (index < paper.sections.length - 1) {
			if (!dryRun)
				pdf.artifact(() =>
					doc
						.moveTo(MARGIN.left, y)
						.lineTo(PAGE.width - MARGIN.right, y)
						.lineWidth(0.5)
						.stroke(COLORS.border),
				)
			y += 14
		}
	})
	return pages
}

/** Dotted leader from the end of a TOC title's last line to the page number column. */
function drawLeader(doc: Doc, x: number, title: string, width: number, y: number, font: FontName, size: number): void {
	doc.font(font).fontSize(size)
	const lastLine = lastWrappedLine(doc, title, width)
	const start = x + doc.widthOfString(lastLine) + 8
	const end = PAGE.width - MARGIN.right - 30
	if (end - start < 10) return
	doc.save()
	doc.moveTo(start, y).lineTo(end, y).dash(0.8, { space: 3 }).lineWidth(0.8).stroke(COLORS.faint)
	doc.undash()
	doc.restore()
}

/** Approximates the text of the last wrapped line (greedy, word by word). */
function lastWrappedLine(doc: Doc, text: string, width: number): string {
	const words = text.split(/ +/)
	let line = ''
	for (const word of words) {
		const candidate = line ? `${line} ${word}` : word
		if (line && doc.widthOfString(candidate) > width) line = word
		else line = candidate
	}
	return line
}

/** The bookmarks: the cover, each chapter with its sections, the contact page. */
export function addOutline(r: Renderer): void {
	const { doc, paper, pdf } = r
	const items: Bookmark[] = [{ title: 'Couverture', page: 0 }]
	for (const section of paper.sections) {
		const page = r.pages.get(section.id)
		if (!page) continue
		const label = section.numbered ? `${section.number}. ${plainTitle(section.title)}` : plainTitle(section.title)
		items.push({
			title: label,
			page: page - 1,
			children: section.subheadings.flatMap((sub) => {
				const subPage = r.pages.get(sub.id)
				return subPage ? [{ title: plainTitle(sub.title), page: subPage - 1 }] : []
			}),
		})
	}
	items.push({ title: 'Contact', page: doc.bufferedPageRange().count - 1 })
	pdf.bookmarks(items)
}

/** The running footer of every page but the cover and the contact page: an artifact. */
export function drawFooters(r: Renderer, total: number): void {
	const { doc, paper, pdf } = r
	const label = typo(`${siteConfig.name} · Livre blanc · ${paper.meta.title}`)
	for (let i = 1; i < total - 1; i++) {
		doc.switchToPage(i)
		const bottomMargin = doc.page.margins.bottom
		doc.page.margins.bottom = 0
		const y = PAGE.height - 50
		pdf.artifact(() => {
			doc
				.moveTo(MARGIN.left, y)
				.lineTo(PAGE.width - MARGIN.right, y)
				.lineWidth(0.5)
				.stroke(COLORS.border)
			doc.font('regular').fontSize(7.8).fillColor(COLORS.muted)
			doc.text(label, MARGIN.left, y + 10, { width: CONTENT_WIDTH - 60, lineBreak: false })
			doc.font('semibold').fontSize(8).fillColor(COLORS.ink)
			doc.text(String(i + 1), PAGE.width - MARGIN.right - 60, y + 10, { width: 60, align: 'right', lineBreak: false })
		}, 'Pagination')
		doc.page.margins.bottom = bottomMargin
	}
}
