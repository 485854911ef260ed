import { readFileSync } from 'node:fs'
import { siteConfig } from '../../../config/site.ts'
import { createTaggedPdf, interFont, missingGlyphs, type TaggedPdf } from '../../../infra/pdf/tagged-pdf.server.ts'
import { renderSection } from './body.ts'
import { drawClosingPage, drawCover } from './cover.ts'
import type { Whitepaper } from './source.ts'
import { FONT_FILES, MARGIN, type Renderer } from './style.ts'
import { addOutline, drawFooters, drawToc } from './toc.ts'
import { plainTitle, typo } from './text.ts'

/**
 * The white-paper renderer: one Markdown source in, one tagged PDF/UA document out
 * (app/infra/pdf, docs/decisions/060-tagged-pdf.md).
 */

function newDocument(paper: Whitepaper): TaggedPdf {
	const { meta } = paper
	const year = Number(/\d{4}/.exec(meta.date)?.[0] ?? 2025)
	return createTaggedPdf({
		title: `${plainTitle(meta.title)} : livre blanc ${siteConfig.name}`,
		lang: 'fr-FR',
		author: siteConfig.name,
		subject: plainTitle(meta.subtitle),
		keywords: meta.keywords,
		creator: `${siteConfig.name} (scripts/build-whitepapers.ts)`,
		// Fixed date: identical sources give byte-identical PDFs.
		date: new Date(Date.UTC(year, 0, 1)),
		margins: MARGIN,
		fonts: Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, interFont(file)])),
	})
}

/** Fails the build when a character has no glyph in Inter (it would print as a box). */
function checkGlyphs(pdf: TaggedPdf, paper: Whitepaper): void {
	const source = readFileSync(paper.sourceFile, 'utf8')
	const text = typo(source) + paper.meta.title + paper.meta.subtitle + paper.meta.date
	const missing = missingGlyphs(pdf.doc, 'regular', text)
	if (missing.length) {
		throw new Error(`${paper.sourceFile}: characters missing from the Inter font: ${missing.join(', ')}`)
	}
}

export async function render(paper: Whitepaper): Promise<{ pdf: Buffer; pages: number }> {
	const pdf = newDocument(paper)
	checkGlyphs(pdf, paper)
	const { doc } = pdf
	const r: Renderer = { pdf, doc, paper, parent: pdf.root, pages: new Map(), lead: false }

	drawCover(r)

	// Reserve the table of contents, filled in once the page numbers are known; its
	// section takes its place in the reading order now.
	const tocSection = pdf.group('Sect')
	const tocPages = drawToc(r, true)
	const tocStart = doc.bufferedPageRange().count
	for (let i = 0; i < tocPages; i++) pdf.newPage()

	for (const section of paper.sections) renderSection(r, section)

	drawClosingPage(r)

	const total = doc.bufferedPageRange().count
	drawToc({ ...r, parent: tocSection }, false, tocStart)
	addOutline(r)
	drawFooters(r, total)

	return { pdf: await pdf.end(), pages: total }
}
