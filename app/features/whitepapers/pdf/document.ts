import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { siteConfig } from '../../../config/site.ts'
import { renderSection } from './body.ts'
import { drawClosingPage, drawCover } from './cover.ts'
import type { Whitepaper } from './source.ts'
import { type Doc, FONT_FILES, MARGIN, type Renderer } from './style.ts'
import { addOutline, drawFooters, drawToc } from './toc.ts'
import { plainTitle, typo } from './text.ts'

/** The white-paper renderer: one Markdown source in, one PDF out. */

const require = createRequire(import.meta.url)

function newDocument(paper: Whitepaper): Doc {
	const { meta } = paper
	const year = Number(/\d{4}/.exec(meta.date)?.[0] ?? 2025)
	const doc = new PDFDocument({
		size: 'A4',
		margins: MARGIN,
		bufferPages: true,
		autoFirstPage: true,
		lang: 'fr-FR',
		displayTitle: true,
		pdfVersion: '1.7',
		info: {
			Title: `${plainTitle(meta.title)} : livre blanc ${siteConfig.name}`,
			Author: siteConfig.name,
			Subject: plainTitle(meta.subtitle),
			Keywords: meta.keywords,
			Creator: `${siteConfig.name} (scripts/build-whitepapers.ts)`,
			Producer: 'PDFKit',
			// Fixed date: identical sources give byte-identical PDFs.
			CreationDate: new Date(Date.UTC(year, 0, 1)),
			ModDate: new Date(Date.UTC(year, 0, 1)),
		},
	})
	escapeXmpMetadata(doc)
	for (const [name, file] of Object.entries(FONT_FILES)) {
		doc.registerFont(name, require.resolve(`@fontsource/inter/files/${file}`))
	}
	return doc
}

/**
 * A patch of PDFKit's private `_addInfo` (0.20): it copies Title, Subject… into the XMP
 * metadata without escaping them, so « IA & Workspace » would make that XML invalid.
 * We escape them for the XMP packet only; the Info dictionary keeps the original
 * strings. If PDFKit renames the method, the build stops here rather than silently
 * writing invalid metadata; `checkXmpMetadata` then checks the result in the file.
 */
export function escapeXmpMetadata(doc: Doc): void {
	const target = doc as unknown as { _addInfo?: () => void; info: Record<string, unknown> }
	const addInfo = target._addInfo
	if (typeof addInfo !== 'function') {
		throw new Error(
			'Patch « escapeXmpMetadata » (app/features/whitepapers/pdf/document.ts) : PDFKit n’a plus de méthode _addInfo, le correctif ne s’applique plus.',
		)
	}
	target._addInfo = () => {
		const saved = { ...target.info }
		for (const [key, value] of Object.entries(saved)) {
			if (typeof value === 'string') {
				target.info[key] = value
					.replace(/&(?!(?:amp|lt|gt|quot|apos);)/g, '&amp;')
					.replace(/</g, '&lt;')
					.replace(/>/g, '&gt;')
			}
		}
		try {
			addInfo.call(doc)
		} finally {
			Object.assign(target.info, saved)
		}
	}
}

/**
 * The XMP packet (written uncompressed by PDFKit) must be well-formed: no bare `&` or
 * `<` inside its text. Throws naming the patch when the escaping did not happen.
 */
export function checkXmpMetadata(pdf: Buffer, file: string): void {
	const text = pdf.toString('latin1')
	const start = text.indexOf('<x:xmpmeta')
	const end = text.indexOf('</x:xmpmeta>')
	if (start === -1 || end === -1) {
		throw new Error(`${file} : pas de métadonnées XMP dans le PDF (patch « escapeXmpMetadata » à revoir).`)
	}
	const xml = text.slice(start, end)
	if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(xml)) {
		throw new Error(
			`${file} : « & » non échappé dans les métadonnées XMP : le patch « escapeXmpMetadata » ne s’applique plus.`,
		)
	}
}

/** Fails the build when a character has no glyph in Inter (it would print as a box). */
function checkGlyphs(doc: Doc, paper: Whitepaper): void {
	doc.font('regular')
	// PDFKit exposes no glyph query: its private `_font.font` is the fontkit font. If that
	// ever changes, stop rather than skip the check (a missing glyph prints as a box).
	const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font?.font
	if (typeof font?.hasGlyphForCodePoint !== 'function') {
		throw new Error(
			'Patch « checkGlyphs » (app/features/whitepapers/pdf/document.ts) : PDFKit n’expose plus _font.font.hasGlyphForCodePoint, la vérification des glyphes ne s’applique plus.',
		)
	}
	const source = readFileSync(paper.sourceFile, 'utf8')
	const text = typo(source) + paper.meta.title + paper.meta.subtitle + paper.meta.date
	const missing = new Set<string>()
	for (const ch of text) {
		const cp = ch.codePointAt(0) as number
		if (cp < 0x20) continue
		if (!font.hasGlyphForCodePoint(cp)) missing.add(`${ch} (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`)
	}
	if (missing.size) {
		throw new Error(`${paper.sourceFile}: characters missing from the Inter font: ${[...missing].join(', ')}`)
	}
}

export async function render(paper: Whitepaper): Promise<{ pdf: Buffer; pages: number }> {
	const doc = newDocument(paper)
	checkGlyphs(doc, paper)
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const ended = new Promise<void>((resolve, reject) => {
		doc.on('end', () => resolve())
		doc.on('error', reject)
	})

	const r: Renderer = { doc, paper, pages: new Map(), lead: false }

	drawCover(r)

	// Reserve the table of contents, filled in once the page numbers are known.
	const tocPages = drawToc(r, true)
	const tocStart = doc.bufferedPageRange().count
	for (let i = 0; i < tocPages; i++) doc.addPage()

	for (const section of paper.sections) renderSection(r, section)

	drawClosingPage(r)

	const total = doc.bufferedPageRange().count
	drawToc(r, false, tocStart)
	addOutline(r)
	drawFooters(r, total)

	doc.end()
	await ended
	const pdf = Buffer.concat(chunks)
	checkXmpMetadata(pdf, paper.sourceFile)
	return { pdf, pages: total }
}
