/**
 * Builds the downloadable white papers (PDF) from their Markdown sources.
 *
 *   node scripts/build-whitepapers.ts [outDir] [contentDir]
 *
 * - contentDir (default: app/content/whitepapers/ next to this script's parent):
 *   every *.md file is one white paper, with YAML front matter
 *   (title, subtitle, type, filename, date).
 * - outDir (default: public/ at the repository root): where the PDFs are written.
 *   A PDF whose bytes did not change is not rewritten.
 *
 * Markdown conventions: each `#` heading opens a chapter on a new page and is numbered,
 * unless it ends with `{-}` or `{.unnumbered}` (Introduction, Conclusion). `##` and `###`
 * are section headings; paragraphs, bullet and numbered lists, tables, block quotes and
 * inline bold, italic, code and links are supported.
 *
 * Runs with Node's built-in type stripping (Node 22.18+ / 24): erasable TypeScript only.
 * Needs the npm packages pdfkit, marked, yaml and @fontsource/inter.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'
import { Lexer, type Token, type Tokens } from 'marked'
import { parse as parseYaml } from 'yaml'
import { siteConfig } from '../app/config/site.ts'
import { frenchTypography } from '../app/lib/typography.ts'

type Doc = InstanceType<typeof PDFDocument>

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

const TYPES = ['workspace-ia', 'data-platform'] as const
type WhitepaperType = (typeof TYPES)[number]

type FrontMatter = {
	title: string
	subtitle: string
	type: WhitepaperType
	filename: string
	date: string
}

const COLORS = {
	ink: '#0B1B33',
	primary: '#1D4ED8',
	accent: '#0891B2',
	text: '#1E293B',
	muted: '#64748B',
	faint: '#94A3B8',
	border: '#E2E8F0',
	zebra: '#F5F8FC',
	tint: '#DBEAFE',
	callout: '#ECFEFF',
	onDark: '#CBD5E1',
	onDarkAccent: '#67E8F9',
}

const PAGE = { width: 595.28, height: 841.89 } // A4, in points
const MARGIN = { top: 70, bottom: 80, left: 66, right: 66 }
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const BOTTOM = PAGE.height - MARGIN.bottom

const BODY = { size: 10.3, lineGap: 3.6, after: 8 }
const SITE_HOST = websiteHost()
const NBSP = '\u00a0'

const require = createRequire(import.meta.url)
const FONT_FILES = {
	regular: 'inter-latin-400-normal.woff',
	italic: 'inter-latin-400-italic.woff',
	medium: 'inter-latin-500-normal.woff',
	semibold: 'inter-latin-600-normal.woff',
	bold: 'inter-latin-700-normal.woff',
	extrabold: 'inter-latin-800-normal.woff',
	boldItalic: 'inter-latin-700-italic.woff',
} as const
type FontName = keyof typeof FONT_FILES

// ---------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------

type Section = {
	title: string
	numbered: boolean
	number: number
	id: string
	tokens: Token[]
	subheadings: { title: string; id: string }[]
}

type Whitepaper = { meta: FrontMatter; sections: Section[]; words: number; sourceFile: string }

/** The site URL's host for print, unless it is a local development URL. */
function websiteHost(): string {
	try {
		const host = new URL(siteConfig.url).hostname
		if (host && host !== 'localhost' && !/^127\.|^\[?::1\]?$/.test(host)) return host.replace(/^www\./, '')
	} catch {
		// fall through
	}
	return 'nuvea.example'
}

/**
 * French typography for print. Shares the site's rules (app/lib/typography.ts), then:
 * the narrow no-break space becomes a no-break space (Inter's latin subset has no glyph
 * for U+202F), remaining spaces before « ; ! ? : » and inside guillemets become
 * no-break spaces, and phone numbers never break across lines.
 */
function typo(text: string): string {
	return frenchTypography(text)
		.replace(/\u202f/g, NBSP)
		.replace(/ ([;!?])(?=[\s»)*_`.,]|$)/gm, `${NBSP}$1`)
		.replace(/ :(?=\s|$)/gm, `${NBSP}:`)
		.replace(/« /g, `«${NBSP}`)
		.replace(/ »/g, `${NBSP}»`)
		.replace(/\+\d{2,3}(?: \d{1,4}){2,}/g, (phone) => phone.replace(/ /g, NBSP))
}

function parseSource(file: string): Whitepaper {
	const raw = readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
	const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(raw)
	if (!match) throw new Error(`${file}: missing YAML front matter`)
	const data = (parseYaml(match[1] ?? '') ?? {}) as Record<string, unknown>
	for (const key of ['title', 'subtitle', 'type', 'filename', 'date']) {
		if (typeof data[key] !== 'string' || !(data[key] as string).trim()) {
			throw new Error(`${file}: front matter "${key}" is required and must be a string`)
		}
	}
	if (!TYPES.includes(data.type as WhitepaperType)) {
		throw new Error(`${file}: front matter "type" must be one of ${TYPES.join(', ')}`)
	}
	if (!/^[a-z0-9][a-z0-9._-]*\.pdf$/.test(data.filename as string)) {
		throw new Error(`${file}: front matter "filename" must be a plain file name ending in .pdf`)
	}
	const meta: FrontMatter = {
		title: typo(String(data.title).trim()),
		subtitle: typo(String(data.subtitle).trim()),
		type: data.type as WhitepaperType,
		filename: String(data.filename).trim(),
		date: typo(String(data.date).trim()),
	}
	const body = raw.slice(match[0].length)
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

/** Plain text of inline tokens. */
function plain(tokens: Token[] | undefined): string {
	if (!tokens) return ''
	return tokens
		.map((t) => {
			const tok = t as Tokens.Generic
			if (tok.type === 'br') return ' '
			if (tok.type === 'html') return ''
			if (Array.isArray(tok.tokens) && tok.tokens.length) return plain(tok.tokens as Token[])
			return typeof tok.text === 'string' ? tok.text : ''
		})
		.join('')
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

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

type Run = { text: string; font: FontName; color?: string; link?: string }

type Renderer = {
	doc: Doc
	paper: Whitepaper
	pages: Map<string, number>
	/** Set right after a chapter heading so that its first paragraph is set as a lead. */
	lead: boolean
}

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
			Keywords: keywordsFor(meta.type),
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
 * PDFKit (0.20) copies Title, Subject… into the XMP metadata without escaping them, so
 * "IA & Workspace" would make that XML invalid. Escape them for the XMP packet only;
 * the Info dictionary keeps the original strings.
 */
function escapeXmpMetadata(doc: Doc): void {
	const target = doc as unknown as { _addInfo?: () => void; info: Record<string, unknown> }
	const addInfo = target._addInfo
	if (typeof addInfo !== 'function') return
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

function plainTitle(text: string): string {
	return text.replace(/\u00a0/g, ' ')
}

function keywordsFor(type: WhitepaperType): string {
	return type === 'workspace-ia'
		? 'Google Workspace, Gemini, IA générative, collaboration, conduite du changement, gouvernance des données, ROI'
		: 'Google Cloud, BigQuery, Pub/Sub, Dataflow, Datastream, Cloud SQL, AlloyDB, Spanner, FinOps, Dataplex, sécurité'
}

/** Fails the build when a character has no glyph in Inter (it would print as a box). */
function checkGlyphs(doc: Doc, paper: Whitepaper): void {
	doc.font('regular')
	const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font?.font
	if (!font?.hasGlyphForCodePoint) return
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

async function render(paper: Whitepaper): Promise<{ pdf: Buffer; pages: number }> {
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
	return { pdf: Buffer.concat(chunks), pages: total }
}

// --- Cover -----------------------------------------------------------------

function drawCover(r: Renderer): void {
	const { doc, paper } = r
	const { width: W, height: H } = PAGE
	// Full-bleed page: text near the bottom edge must not trigger a page break.
	doc.page.margins.bottom = 0
	doc.save()
	doc.rect(0, 0, W, H).fill(COLORS.ink)

	// Soft glow and large gradient disc in the upper right corner.
	const glow = doc.radialGradient(W - 90, 250, 0, W - 90, 250, 330)
	glow.stop(0, COLORS.primary, 0.55).stop(1, COLORS.ink, 0)
	doc.circle(W - 90, 250, 330).fill(glow)

	const disc = doc.linearGradient(W - 330, 40, W + 60, 420)
	disc.stop(0, COLORS.primary).stop(1, COLORS.accent)
	doc.circle(W - 120, 230, 170).fill(disc)

	// Concentric rings.
	doc.lineWidth(0.8)
	for (const [radius, opacity] of [
		[215, 0.22],
		[265, 0.14],
		[320, 0.08],
	] as const) {
		doc
			.circle(W - 120, 230, radius)
			.strokeOpacity(opacity)
			.stroke('#FFFFFF')
	}
	doc.strokeOpacity(1)

	// Dot grid.
	doc.fillOpacity(0.22)
	for (let row = 0; row < 7; row++) {
		for (let col = 0; col < 9; col++) {
			doc.circle(MARGIN.left + col * 16, 120 + row * 16, 1.3).fill('#FFFFFF')
		}
	}
	doc.fillOpacity(1)

	if (paper.meta.type === 'data-platform') drawLayersMotif(doc, W - 120, 230)
	else drawCollaborationMotif(doc, W - 120, 230)

	// Brand mark.
	drawLogo(doc, MARGIN.left, 54, '#FFFFFF')
	doc.font('medium').fontSize(9).fillColor(COLORS.onDark)
	doc.text(siteConfig.tagline, W - MARGIN.right - 200, 60, { width: 200, align: 'right', lineBreak: false })

	// Title block.
	let y = 470
	doc.font('bold').fontSize(8.5)
	const label = 'LIVRE BLANC'
	const labelWidth = doc.widthOfString(label, { characterSpacing: 1.6 }) + 20
	doc.roundedRect(MARGIN.left, y, labelWidth, 20, 10).fill(COLORS.accent)
	doc.fillColor('#FFFFFF').text(label, MARGIN.left + 10, y + 6.2, { characterSpacing: 1.6, lineBreak: false })
	y += 38

	doc.font('extrabold').fontSize(38).fillColor('#FFFFFF')
	doc.text(paper.meta.title, MARGIN.left, y, { width: CONTENT_WIDTH - 20, lineGap: -2 })
	y = doc.y + 14
	gradientBar(doc, MARGIN.left, y, 72, 5)
	y += 22
	doc.font('regular').fontSize(13.5).fillColor(COLORS.onDark)
	doc.text(paper.meta.subtitle, MARGIN.left, y, { width: CONTENT_WIDTH - 60, lineGap: 3 })

	// Footer band.
	const fy = H - 104
	doc
		.moveTo(MARGIN.left, fy)
		.lineTo(W - MARGIN.right, fy)
		.lineWidth(0.6)
		.strokeOpacity(0.2)
		.stroke('#FFFFFF')
	doc.strokeOpacity(1)
	doc.font('bold').fontSize(11).fillColor('#FFFFFF')
	doc.text(siteConfig.name, MARGIN.left, fy + 20, { lineBreak: false })
	doc.font('regular').fontSize(9).fillColor(COLORS.onDark)
	doc.text(typo(`Cabinet de conseil Google Cloud · Paris et Toulouse`), MARGIN.left, fy + 38, { lineBreak: false })
	doc.font('semibold').fontSize(11).fillColor('#FFFFFF')
	doc.text(paper.meta.date, W - MARGIN.right - 220, fy + 20, { width: 220, align: 'right', lineBreak: false })
	doc.font('regular').fontSize(9).fillColor(COLORS.onDark)
	doc.text(SITE_HOST, W - MARGIN.right - 220, fy + 38, { width: 220, align: 'right', lineBreak: false })
	doc.restore()
}

/** Nuvéa's logo (the mark of public/logo-mark.svg, redrawn as vectors) and the name. */
function drawLogo(doc: Doc, x: number, y: number, color: string): void {
	const size = 30
	doc.save()
	doc.translate(x, y).scale(size / 64)
	// Same gradient as the SVG, in its 64 × 64 coordinate space.
	const shapes: ((d: Doc) => Doc)[] = [
		(d) => d.circle(19, 38, 10),
		(d) => d.circle(32, 29, 14),
		(d) => d.circle(45, 37, 11),
		(d) => d.rect(19, 33, 26, 15),
	]
	for (const shape of shapes) {
		const g = doc.linearGradient(8, 14, 56, 50)
		g.stop(0, COLORS.primary).stop(1, COLORS.accent)
		shape(doc).fill(g)
	}
	doc.path('M23.5 41V30.5L40.5 41V30.5').lineWidth(4.2).lineCap('round').lineJoin('round').stroke('#FFFFFF')
	doc.restore()
	doc.font('bold').fontSize(17).fillColor(color)
	doc.text(siteConfig.name, x + size + 4, y + 8, { lineBreak: false, characterSpacing: -0.3 })
}

function gradientBar(doc: Doc, x: number, y: number, w: number, h: number): void {
	const g = doc.linearGradient(x, y, x + w, y)
	g.stop(0, COLORS.primary).stop(1, COLORS.accent)
	doc.roundedRect(x, y, w, h, h / 2).fill(g)
}

/** Stacked isometric layers: a data platform. */
function drawLayersMotif(doc: Doc, cx: number, cy: number): void {
	const layer = (y: number, fill: string, opacity: number) => {
		doc.save()
		doc.polygon([cx, y - 36], [cx + 72, y], [cx, y + 36], [cx - 72, y])
		doc.fillOpacity(opacity).fillAndStroke(fill, '#FFFFFF')
		doc.restore()
	}
	doc.lineWidth(1.2).strokeOpacity(0.9)
	layer(cy + 46, '#FFFFFF', 0.12)
	layer(cy + 8, '#FFFFFF', 0.22)
	layer(cy - 30, '#FFFFFF', 0.92)
	doc.strokeOpacity(1)
	// Data points on the top layer.
	doc.fillColor(COLORS.primary)
	for (const [dx, dy] of [
		[-24, -30],
		[0, -18],
		[24, -30],
		[0, -42],
	] as const) {
		doc.circle(cx + dx, cy + dy, 3.4).fill()
	}
	doc
		.moveTo(cx - 24, cy - 30)
		.lineTo(cx, cy - 18)
		.lineTo(cx + 24, cy - 30)
		.lineTo(cx, cy - 42)
		.closePath()
	doc.lineWidth(1).stroke(COLORS.primary)
}

/** Two documents and a conversation bubble: collaboration. */
function drawCollaborationMotif(doc: Doc, cx: number, cy: number): void {
	doc.save()
	doc
		.fillOpacity(0.2)
		.roundedRect(cx - 78, cy - 66, 96, 122, 10)
		.fill('#FFFFFF')
	doc
		.fillOpacity(1)
		.roundedRect(cx - 46, cy - 48, 96, 122, 10)
		.fill('#FFFFFF')
	doc
		.fillColor(COLORS.primary)
		.roundedRect(cx - 32, cy - 32, 44, 6, 3)
		.fill()
	doc.fillColor(COLORS.border)
	for (let i = 0; i < 6; i++) {
		doc.roundedRect(cx - 32, cy - 16 + i * 12, i % 3 === 2 ? 44 : 68, 4.5, 2.25).fill()
	}
	// Speech bubble with three dots.
	const bx = cx + 14
	const by = cy + 34
	doc.fillColor(COLORS.accent).roundedRect(bx, by, 62, 36, 12).fill()
	doc.polygon([bx + 12, by + 34], [bx + 24, by + 34], [bx + 8, by + 46]).fill()
	doc.fillColor('#FFFFFF')
	for (let i = 0; i < 3; i++) doc.circle(bx + 19 + i * 12, by + 18, 3).fill()
	// Four-point spark, for the AI.
	const sx = cx + 62
	const sy = cy - 62
	doc.fillColor('#FFFFFF')
	doc
		.path(
			`M ${sx} ${sy - 16} Q ${sx + 2} ${sy - 2} ${sx + 16} ${sy} Q ${sx + 2} ${sy + 2} ${sx} ${sy + 16} Q ${sx - 2} ${sy + 2} ${sx - 16} ${sy} Q ${sx - 2} ${sy - 2} ${sx} ${sy - 16} Z`,
		)
		.fill()
	doc.restore()
}

// --- Table of contents -------------------------------------------------------

/**
 * Draws the table of contents from page index tocStart on, or with dryRun only counts
 * the pages it needs (its height does not depend on the page numbers). Each chapter
 * shows its number, title, page and, below, its sections in one flowing line.
 */
function drawToc(r: Renderer, dryRun: boolean, tocStart = 0): number {
	const { doc, paper } = r
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
			doc.font('semibold').fontSize(9).fillColor(COLORS.accent)
			doc.text('LIVRE BLANC', MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
			doc.font('extrabold').fontSize(28).fillColor(COLORS.ink)
			doc.text(pages === 1 ? 'Sommaire' : 'Sommaire (suite)', MARGIN.left, y + 16, { lineBreak: false })
			gradientBar(doc, MARGIN.left, y + 58, 56, 4)
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
		if (!dryRun) {
			if (section.numbered) {
				doc.font('extrabold').fontSize(chapter.size).fillColor(COLORS.primary)
				doc.text(String(section.number).padStart(2, '0'), MARGIN.left, y, { lineBreak: false })
			} else {
				doc.roundedRect(MARGIN.left + 1, y + 6.5, 12, 2.4, 1.2).fill(COLORS.accent)
			}
			doc.font(chapter.font).fontSize(chapter.size).fillColor(COLORS.ink)
			doc.text(section.title, titleX, y, { width: titleWidth, lineGap: chapter.lineGap })
			const lastLineY = doc.y - doc.currentLineHeight(true) - chapter.lineGap
			drawLeader(doc, titleX, section.title, titleWidth, lastLineY + 10.5, chapter.font, chapter.size)
			doc.font('bold').fontSize(chapter.size).fillColor(COLORS.primary)
			doc.text(String(r.pages.get(section.id) ?? ''), pageX, lastLineY, {
				width: pageColWidth,
				align: 'right',
				lineBreak: false,
			})
			if (subs) {
				doc.font(summary.font).fontSize(summary.size).fillColor(COLORS.muted)
				doc.text(subs, titleX, y + titleHeight + 4, { width: titleWidth, lineGap: summary.lineGap })
			}
			doc.goTo(MARGIN.left, y - 4, CONTENT_WIDTH, blockHeight + 8, section.id)
		}
		y += blockHeight + 8
		if (index < paper.sections.length - 1) {
			if (!dryRun)
				doc
					.moveTo(MARGIN.left, y)
					.lineTo(PAGE.width - MARGIN.right, y)
					.lineWidth(0.5)
					.stroke(COLORS.border)
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

// --- Body ----------------------------------------------------------------------

function renderSection(r: Renderer, section: Section): void {
	const { doc } = r
	doc.addPage()
	r.pages.set(section.id, doc.bufferedPageRange().count)
	doc.addNamedDestination(section.id, 'XYZ', 0, 0, null)

	// Top band.
	const band = doc.linearGradient(0, 0, PAGE.width, 0)
	band.stop(0, COLORS.primary).stop(1, COLORS.accent)
	doc.rect(0, 0, PAGE.width, 6).fill(band)

	let y = MARGIN.top + 6
	if (section.numbered) {
		doc.font('extrabold').fontSize(64).fillColor(COLORS.tint)
		doc.text(String(section.number).padStart(2, '0'), MARGIN.left - 3, y - 8, { lineBreak: false })
		y += 70
		doc.font('semibold').fontSize(9).fillColor(COLORS.accent)
		doc.text(`CHAPITRE ${section.number}`, MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
		y += 18
	} else {
		doc.font('semibold').fontSize(9).fillColor(COLORS.accent)
		doc.text(r.paper.meta.title.toUpperCase(), MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
		y += 18
	}
	doc.font('bold').fontSize(25).fillColor(COLORS.ink)
	doc.text(section.title, MARGIN.left, y, { width: CONTENT_WIDTH - 30, lineGap: 1 })
	y = doc.y + 12
	gradientBar(doc, MARGIN.left, y, 56, 4)
	doc.x = MARGIN.left
	doc.y = y + 26
	r.lead = true

	section.tokens.forEach((token, i) => renderBlock(r, token, section.tokens.slice(i + 1), section))
	r.lead = false
}

function renderBlock(r: Renderer, token: Token, rest: Token[], section: Section): void {
	const { doc } = r
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
			writeRuns(doc, inlineRuns(p.tokens, 'regular', lead ? COLORS.ink : COLORS.text), {
				x: MARGIN.left,
				width: CONTENT_WIDTH,
				size,
				lineGap,
			})
			page.margins.bottom = MARGIN.bottom
			doc.y += lead ? 12 : BODY.after
			return
		}
		case 'list':
			r.lead = false
			renderList(r, token as Tokens.List, MARGIN.left, CONTENT_WIDTH)
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
			doc
				.moveTo(MARGIN.left, doc.y + 8)
				.lineTo(PAGE.width - MARGIN.right, doc.y + 8)
				.lineWidth(0.6)
				.stroke(COLORS.border)
			doc.y += 20
			return
		case 'html':
			return
		default: {
			const text = (token as Tokens.Generic).text
			if (typeof text === 'string' && text.trim()) {
				writeRuns(doc, [{ text, font: 'regular' }], {
					x: MARGIN.left,
					width: CONTENT_WIDTH,
					size: BODY.size,
					lineGap: BODY.lineGap,
				})
				doc.y += BODY.after
			}
		}
	}
}

function renderHeading(r: Renderer, heading: Tokens.Heading, next: Token | undefined, section: Section): void {
	const { doc } = r
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
		doc.roundedRect(MARGIN.left - 14, doc.y + 1.5, 3.5, style.size - 1, 1.75).fill(COLORS.accent)
	}
	doc.font(style.font).fontSize(style.size).fillColor(style.color)
	doc.text(title, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 1 })
	doc.y += style.after
}

/** The smallest height of the block that must stay with a preceding heading. */
function minBlockHeight(doc: Doc, token: Token | undefined): number {
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

function ensureSpace(doc: Doc, height: number): void {
	if (doc.y + height > BOTTOM && doc.y > MARGIN.top + 1) {
		doc.addPage()
		doc.x = MARGIN.left
		doc.y = MARGIN.top
	}
}

function paragraphHeight(doc: Doc, tokens: Token[] | undefined, width: number, size: number, lineGap: number): number {
	doc.font('regular').fontSize(size)
	return doc.heightOfString(plain(tokens), { width, lineGap })
}

function inlineRuns(
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

function writeRuns(
	doc: Doc,
	runs: Run[],
	o: { x: number; width: number; size: number; lineGap: number; y?: number },
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
		if (i === 0) doc.text(run.text, o.x, o.y ?? doc.y, options)
		else doc.text(run.text, options)
	})
	doc.x = MARGIN.left
}

// --- Lists -----------------------------------------------------------------

function itemInline(item: Tokens.ListItem): Token[] {
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

function renderList(r: Renderer, list: Tokens.List, x: number, width: number): void {
	const { doc } = r
	const indent = list.ordered ? 20 : 16
	const start = typeof list.start === 'number' ? list.start : 1
	list.items.forEach((item, i) => {
		const inline = itemInline(item)
		const h = paragraphHeight(doc, inline, width - indent, BODY.size, BODY.lineGap)
		const line = BODY.size * 1.21 + BODY.lineGap
		ensureSpace(doc, Math.min(h, 2 * line))
		const y = doc.y
		if (list.ordered) {
			doc.font('bold').fontSize(BODY.size).fillColor(COLORS.primary)
			doc.text(`${start + i}.`, x, y, { width: indent, lineBreak: false })
		} else {
			doc.circle(x + 4, y + BODY.size * 0.62, 2.3).fill(COLORS.accent)
		}
		writeRuns(doc, inlineRuns(inline, 'regular', COLORS.text), {
			x: x + indent,
			y,
			width: width - indent,
			size: BODY.size,
			lineGap: BODY.lineGap,
		})
		doc.y += 4
		for (const t of item.tokens) {
			if (t.type === 'list') renderList(r, t as Tokens.List, x + indent, width - indent)
		}
	})
	doc.x = MARGIN.left
}

// --- Tables ----------------------------------------------------------------

type TableLayout = { widths: number[]; headerHeight: number; rowHeights: number[] }

const TABLE = { size: 8.6, pad: 5.2, lineGap: 1.3 }

function cellText(cell: Tokens.TableCell): string {
	return plain(cell.tokens).trim()
}

function tableLayout(doc: Doc, table: Tokens.Table): TableLayout {
	const cols = table.header.length
	const fontFor = (row: number, col: number): FontName => (row < 0 ? 'bold' : col === 0 ? 'semibold' : 'regular')
	const minW: number[] = new Array(cols).fill(0)
	const maxW: number[] = new Array(cols).fill(0)
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

function renderTable(r: Renderer, table: Tokens.Table): void {
	const { doc } = r
	const layout = tableLayout(doc, table)
	const x0 = MARGIN.left
	doc.y += 2

	const drawRow = (cells: Tokens.TableCell[], height: number, kind: 'header' | 'body', index: number) => {
		const y = doc.y
		if (kind === 'header') {
			doc.roundedRect(x0, y, CONTENT_WIDTH, height, 4).fill(COLORS.ink)
			doc.rect(x0, y + height - 4, CONTENT_WIDTH, 4).fill(COLORS.ink)
		} else if (index % 2 === 1) {
			doc.rect(x0, y, CONTENT_WIDTH, height).fill(COLORS.zebra)
		}
		let x = x0
		cells.forEach((cell, ci) => {
			const w = layout.widths[ci] as number
			const font: FontName = kind === 'header' ? 'bold' : ci === 0 ? 'semibold' : 'regular'
			const color = kind === 'header' ? '#FFFFFF' : ci === 0 ? COLORS.ink : COLORS.text
			doc.font(font).fontSize(TABLE.size).fillColor(color)
			doc.text(cellText(cell), x + TABLE.pad, y + TABLE.pad, {
				width: w - 2 * TABLE.pad,
				lineGap: TABLE.lineGap,
				align: cell.align === 'right' ? 'right' : cell.align === 'center' ? 'center' : 'left',
			})
			x += w
		})
		if (kind === 'body') {
			doc
				.moveTo(x0, y + height)
				.lineTo(x0 + CONTENT_WIDTH, y + height)
				.lineWidth(0.5)
				.stroke(COLORS.border)
		}
		doc.x = MARGIN.left
		doc.y = y + height
	}

	ensureSpace(doc, layout.headerHeight + (layout.rowHeights[0] ?? 0))
	drawRow(table.header, layout.headerHeight, 'header', -1)
	const n = table.rows.length
	table.rows.forEach((row, i) => {
		const h = layout.rowHeights[i] as number
		// Break before this row if it does not fit, or if it would leave the last row alone
		// on the next page (then two rows move together).
		const lastAlone = i === n - 2 && i >= 2 && doc.y + h + (layout.rowHeights[n - 1] as number) > BOTTOM
		if (doc.y + h > BOTTOM || lastAlone) {
			doc.addPage()
			doc.y = MARGIN.top
			drawRow(table.header, layout.headerHeight, 'header', -1)
		}
		drawRow(row, h, 'body', i)
	})
	doc.y += 14
}

// --- Callouts and code -------------------------------------------------------------

function renderCallout(r: Renderer, quote: Tokens.Blockquote): void {
	const { doc } = r
	const inner = quote.tokens.filter((t) => t.type === 'paragraph') as Tokens.Paragraph[]
	const pad = 12
	const width = CONTENT_WIDTH - 2 * pad - 4
	const heights = inner.map((p) => paragraphHeight(doc, p.tokens, width, BODY.size, BODY.lineGap))
	const height = heights.reduce((a, b) => a + b, 0) + (inner.length - 1) * 6 + 2 * pad
	ensureSpace(doc, height + 10)
	const y = doc.y + 2
	doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLORS.callout)
	doc.rect(MARGIN.left, y, 3.5, height).fill(COLORS.accent)
	doc.y = y + pad
	inner.forEach((p) => {
		writeRuns(doc, inlineRuns(p.tokens, 'regular', COLORS.ink), {
			x: MARGIN.left + pad + 4,
			width,
			size: BODY.size,
			lineGap: BODY.lineGap,
		})
		doc.y += 6
	})
	doc.y = y + height + 12
}

function renderCode(r: Renderer, code: Tokens.Code): void {
	const { doc } = r
	const pad = 10
	doc.font('medium').fontSize(8.8)
	const height = doc.heightOfString(code.text, { width: CONTENT_WIDTH - 2 * pad, lineGap: 2 }) + 2 * pad
	ensureSpace(doc, Math.min(height, 120))
	const y = doc.y
	doc.roundedRect(MARGIN.left, y, CONTENT_WIDTH, height, 4).fill(COLORS.zebra)
	doc.font('medium').fontSize(8.8).fillColor(COLORS.ink)
	doc.text(code.text, MARGIN.left + pad, y + pad, { width: CONTENT_WIDTH - 2 * pad, lineGap: 2 })
	doc.x = MARGIN.left
	doc.y = Math.max(doc.y, y + height) + 12
}

// --- Closing page --------------------------------------------------------------

function drawClosingPage(r: Renderer): void {
	const { doc, paper } = r
	const { width: W, height: H } = PAGE
	doc.addPage()
	doc.page.margins.bottom = 0
	doc.save()
	doc.rect(0, 0, W, H).fill(COLORS.ink)
	const glow = doc.radialGradient(60, H - 120, 0, 60, H - 120, 360)
	glow.stop(0, COLORS.accent, 0.5).stop(1, COLORS.ink, 0)
	doc.circle(60, H - 120, 360).fill(glow)
	doc.lineWidth(0.8)
	for (const [radius, opacity] of [
		[140, 0.2],
		[200, 0.12],
		[270, 0.07],
	] as const) {
		doc
			.circle(40, H - 90, radius)
			.strokeOpacity(opacity)
			.stroke('#FFFFFF')
	}
	doc.strokeOpacity(1)

	drawLogo(doc, MARGIN.left, 64, '#FFFFFF')

	let y = 170
	doc.font('semibold').fontSize(9).fillColor(COLORS.onDarkAccent)
	doc.text('CONTACT', MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
	y += 20
	doc.font('extrabold').fontSize(32).fillColor('#FFFFFF')
	doc.text('Parlons de votre projet', MARGIN.left, y, { width: CONTENT_WIDTH })
	y = doc.y + 14
	gradientBar(doc, MARGIN.left, y, 56, 4)
	y += 24
	const pitch =
		paper.meta.type === 'workspace-ia'
			? `Audit de vos partages, charte d’usage, pilote, formation par métier, mesure du retour sur investissement : nos consultants vous accompagnent à chaque étape de votre déploiement de Gemini dans Google Workspace.`
			: `Audit d’architecture et de coûts, conception, migration, industrialisation, FinOps et gouvernance : nos architectes vous accompagnent à chaque étape de votre plateforme de données sur Google Cloud.`
	doc.font('regular').fontSize(12).fillColor(COLORS.onDark)
	doc.text(typo(pitch), MARGIN.left, y, { width: CONTENT_WIDTH - 40, lineGap: 4 })
	y = doc.y + 30

	// Contact cards.
	const cards = [
		{ label: 'E-MAIL', value: siteConfig.email, link: `mailto:${siteConfig.email}` },
		{ label: 'TÉLÉPHONE', value: typo(siteConfig.phone), link: `tel:${siteConfig.phone.replace(/[^+\d]/g, '')}` },
		{ label: 'SITE WEB', value: SITE_HOST, link: `https://${SITE_HOST}` },
	]
	const gap = 12
	const cardW = (CONTENT_WIDTH - 2 * gap) / 3
	cards.forEach((card, i) => {
		const x = MARGIN.left + i * (cardW + gap)
		doc.fillOpacity(0.07).roundedRect(x, y, cardW, 66, 8).fill('#FFFFFF')
		doc.fillOpacity(1)
		doc.roundedRect(x, y, 3, 66, 1.5).fill(COLORS.accent)
		doc.font('semibold').fontSize(8).fillColor(COLORS.onDarkAccent)
		doc.text(card.label, x + 16, y + 16, { characterSpacing: 1.2, lineBreak: false })
		let size = 11
		doc.font('semibold')
		while (size > 8 && doc.fontSize(size).widthOfString(card.value) > cardW - 26) size -= 0.5
		doc.fontSize(size).fillColor('#FFFFFF')
		doc.text(card.value, x + 16, y + 34, { lineBreak: false, link: card.link, underline: false })
	})
	y += 66 + 34

	// Offices.
	doc.font('semibold').fontSize(9).fillColor(COLORS.onDarkAccent)
	doc.text('NOS BUREAUX', MARGIN.left, y, { characterSpacing: 1.6, lineBreak: false })
	y += 20
	const officeW = (CONTENT_WIDTH - gap) / 2
	siteConfig.offices.forEach((office, i) => {
		const x = MARGIN.left + i * (officeW + gap)
		doc.font('bold').fontSize(12).fillColor('#FFFFFF')
		doc.text(office.city, x, y, { lineBreak: false })
		doc.font('regular').fontSize(10).fillColor(COLORS.onDark)
		doc.text(typo(`${office.street}, ${office.postalCode} ${office.city}`), x, y + 18, {
			width: officeW,
			lineBreak: false,
		})
	})
	y += 58

	doc.font('semibold').fontSize(9).fillColor(COLORS.onDarkAccent)
	doc.text(typo(`À PROPOS DE ${siteConfig.name.toUpperCase()}`), MARGIN.left, y, {
		characterSpacing: 1.6,
		lineBreak: false,
	})
	y += 20
	doc.font('regular').fontSize(10).fillColor(COLORS.onDark)
	doc.text(
		typo(
			`${siteConfig.name} est un cabinet de conseil pure player Google Cloud. Partenaire officiel Google Cloud depuis plus de dix ans, nous accompagnons les entreprises dans leur infrastructure cloud, leurs plateformes de données, leurs projets d’IA et leur adoption de Google Workspace.`,
		),
		MARGIN.left,
		y,
		{ width: CONTENT_WIDTH - 40, lineGap: 3.5 },
	)

	// Legal line.
	const ly = H - 92
	doc
		.moveTo(MARGIN.left, ly)
		.lineTo(W - MARGIN.right, ly)
		.lineWidth(0.5)
		.strokeOpacity(0.2)
		.stroke('#FFFFFF')
	doc.strokeOpacity(1)
	doc.font('regular').fontSize(7.5).fillColor(COLORS.faint)
	doc.text(
		typo(
			`© ${/\d{4}/.exec(paper.meta.date)?.[0] ?? ''} ${siteConfig.legalName}. ${paper.meta.date}. Google Cloud, Google Workspace, Gemini, BigQuery et les autres noms de produits Google cités sont des marques de Google LLC. ${siteConfig.name} est un partenaire indépendant de Google ; ce document n’engage que ${siteConfig.name}. Les fonctionnalités et tarifs mentionnés évoluent : vérifiez-les auprès de nous avant toute décision.`,
		),
		MARGIN.left,
		ly + 12,
		{ width: CONTENT_WIDTH, lineGap: 2 },
	)
	doc.restore()
}

// --- Outline and footers -----------------------------------------------------------

function addOutline(r: Renderer): void {
	const { doc, paper } = r
	// PDFKit's outline items point at the page that is current when they are added.
	const outline = doc.outline
	doc.switchToPage(0)
	outline.addItem('Couverture')
	for (const section of paper.sections) {
		const page = r.pages.get(section.id)
		if (!page) continue
		doc.switchToPage(page - 1)
		const label = section.numbered ? `${section.number}. ${plainTitle(section.title)}` : plainTitle(section.title)
		const item = outline.addItem(label)
		for (const sub of section.subheadings) {
			const subPage = r.pages.get(sub.id)
			if (!subPage) continue
			doc.switchToPage(subPage - 1)
			item.addItem(plainTitle(sub.title))
		}
	}
	doc.switchToPage(doc.bufferedPageRange().count - 1)
	outline.addItem('Contact')
}

function drawFooters(r: Renderer, total: number): void {
	const { doc, paper } = r
	const label = typo(`${siteConfig.name} · Livre blanc · ${paper.meta.title}`)
	for (let i = 1; i < total - 1; i++) {
		doc.switchToPage(i)
		const bottomMargin = doc.page.margins.bottom
		doc.page.margins.bottom = 0
		const y = PAGE.height - 50
		doc
			.moveTo(MARGIN.left, y)
			.lineTo(PAGE.width - MARGIN.right, y)
			.lineWidth(0.5)
			.stroke(COLORS.border)
		doc.font('regular').fontSize(7.8).fillColor(COLORS.muted)
		doc.text(label, MARGIN.left, y + 10, { width: CONTENT_WIDTH - 60, lineBreak: false })
		doc.font('semibold').fontSize(8).fillColor(COLORS.ink)
		doc.text(String(i + 1), PAGE.width - MARGIN.right - 60, y + 10, { width: 60, align: 'right', lineBreak: false })
		doc.page.margins.bottom = bottomMargin
	}
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function displayPath(file: string): string {
	const relative = path.relative(process.cwd(), file)
	return relative && !relative.startsWith('..') ? relative : file
}

async function main(): Promise<void> {
	const scriptDir = path.dirname(fileURLToPath(import.meta.url))
	const repoRoot = path.resolve(scriptDir, '..')
	const [outArg, contentArg] = process.argv.slice(2)
	const outDir = outArg ? path.resolve(outArg) : path.join(repoRoot, 'public')
	const contentDir = contentArg
		? path.resolve(contentArg)
		: fileURLToPath(new URL('../app/content/whitepapers/', import.meta.url))

	if (!existsSync(contentDir)) throw new Error(`Content directory not found: ${contentDir}`)
	const files = readdirSync(contentDir)
		.filter((f) => f.endsWith('.md'))
		.sort()
	if (files.length === 0) throw new Error(`No .md file in ${contentDir}`)
	mkdirSync(outDir, { recursive: true })

	const names = new Set<string>()
	for (const file of files) {
		const paper = parseSource(path.join(contentDir, file))
		if (names.has(paper.meta.filename)) throw new Error(`Two white papers produce ${paper.meta.filename}`)
		names.add(paper.meta.filename)
		const { pdf, pages } = await render(paper)
		const target = path.join(outDir, paper.meta.filename)
		const unchanged = existsSync(target) && readFileSync(target).equals(pdf)
		if (!unchanged) writeFileSync(target, pdf)
		console.log(
			`${unchanged ? 'unchanged' : 'wrote'} ${displayPath(target)} (${pages} pages, ${paper.words} words, ${(pdf.length / 1024).toFixed(0)} KiB)`,
		)
	}
}

await main()
