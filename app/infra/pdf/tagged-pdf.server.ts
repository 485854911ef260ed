/**
 * Tagged PDF/UA-1 documents with PDFKit (docs/decisions/060-tagged-pdf.md): every PDF the
 * site makes goes through here. A document gets its language, its title shown instead of
 * the file name, the PDF/UA identification in its XMP metadata, embedded fonts (PDFKit
 * writes their ToUnicode map, so text copies as it was written) and a structure tree:
 * the layout draws, and says what each drawing is — a heading, a paragraph, a list item,
 * a table cell, a figure with its alternative text, a link — or that it is an artifact
 * (decoration, running header or footer), which assistive technologies skip.
 *
 * The rules that keep the tree valid, enforced here: marked content never nests (a
 * container element — Sect, L, LI, Table, TR, TOC… — holds elements, a leaf element holds
 * what was drawn), and a page is added while nothing is marked (`newPage`) or through
 * PDFKit's own page break, which closes and reopens the marked content it interrupts.
 * Relative imports: the build scripts run this module in plain Node.
 */
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

export type PdfDoc = InstanceType<typeof PDFDocument>
export type StructElement = PDFKit.PDFStructureElement

/** Standard structure types used here (ISO 32000-1, 14.8.4). */
export type BlockRole =
	| 'P'
	| 'H1'
	| 'H2'
	| 'H3'
	| 'H4'
	| 'H5'
	| 'H6'
	| 'Lbl'
	| 'LBody'
	| 'TH'
	| 'TD'
	| 'Caption'
	| 'Code'
	| 'Span'
	| 'Link'
	| 'Reference'
	| 'Note'
export type GroupingRole =
	| 'Sect'
	| 'Part'
	| 'Div'
	| 'Art'
	| 'BlockQuote'
	| 'L'
	| 'LI'
	| 'LBody'
	| 'Table'
	| 'THead'
	| 'TBody'
	| 'TFoot'
	| 'TR'
	| 'TOC'
	| 'TOCI'
export type ArtifactType = 'Pagination' | 'Layout' | 'Page' | 'Background'

export type TaggedPdfOptions = {
	/** The document's title, shown by readers instead of the file name (DisplayDocTitle). */
	title: string
	/** BCP 47 language of the document (catalog /Lang). */
	lang?: string
	author: string
	subject?: string
	keywords?: string
	/** What made the document (Creator). */
	creator: string
	/** Creation and modification date; a fixed one gives byte-identical documents for identical input. */
	date: Date
	size?: string | [number, number]
	margins: { top: number; bottom: number; left: number; right: number }
	/** Font files by the name the layout uses; the first one is the default font. */
	fonts: Record<string, string>
}

/** What a leaf's drawing can do besides drawing: its element, and links inside it. */
export type LeafScope = {
	element: StructElement
	/**
	 * Draws a link's text inside the leaf: a Link element of its own, child of the leaf,
	 * holding the text and the link annotations PDFKit makes for it (`text(…, { link })`),
	 * each described by `description` (the annotation's Contents, PDF/UA 7.18.5).
	 */
	link: (description: string, draw: () => void) => void
}

export type TaggedPdf = {
	doc: PdfDoc
	/** The Document element: the root of the structure tree. */
	root: StructElement
	/** A grouping element (no content of its own) under `parent`, in reading order. */
	group: (role: GroupingRole, parent?: StructElement, options?: ElementOptions) => StructElement
	/** A leaf element under `parent` whose content is what `draw` paints. */
	tag: (
		role: BlockRole,
		parent: StructElement,
		draw: (scope: LeafScope) => void,
		options?: ElementOptions,
	) => StructElement
	/** A figure: `draw` paints it, `alt` says what it shows. */
	figure: (parent: StructElement, alt: string, bbox: Box, draw: () => void) => StructElement
	/** What `draw` paints is decoration or a running header/footer: outside the structure. */
	artifact: (draw: () => void, type?: ArtifactType) => void
	/** A page break between two blocks (nothing may be marked). */
	newPage: () => void
	/** The outline (bookmarks): titles with their 0-based page index, nested. */
	bookmarks: (items: Bookmark[]) => void
	/** Ends the document; resolves with its bytes, once their XMP metadata is checked. */
	end: () => Promise<Buffer>
}

export type ElementOptions = {
	/** Table header cells: what they head. */
	scope?: 'Column' | 'Row' | 'Both'
	lang?: string
	/** The text a reader speaks instead of the content (e.g. a number drawn as an image). */
	actual?: string
}

/** [x, y, width, height] in PDFKit's top-left coordinates. */
export type Box = [number, number, number, number]

export type Bookmark = { title: string; page: number; children?: Bookmark[] }

type PageWithMarkings = { markings: unknown[] }
/** The options PDFKit's struct() takes; its types miss bbox, placement and scope. */
type StructOptions = Parameters<PdfDoc['struct']>[1]

export function createTaggedPdf(options: TaggedPdfOptions): TaggedPdf {
	const fonts = Object.entries(options.fonts)
	if (fonts.length === 0) throw new Error('createTaggedPdf : au moins une police est nécessaire.')
	const info = {
		Title: options.title,
		Author: options.author,
		...(options.subject ? { Subject: options.subject } : {}),
		...(options.keywords ? { Keywords: options.keywords } : {}),
		Creator: options.creator,
		Producer: 'PDFKit',
		CreationDate: options.date,
		ModDate: options.date,
	}
	const doc = new PDFDocument({
		size: options.size ?? 'A4',
		margins: options.margins,
		bufferPages: true,
		autoFirstPage: true,
		lang: options.lang ?? 'fr-FR',
		displayTitle: true,
		pdfVersion: '1.7',
		tagged: true,
		// PDFKit's types list the PDF/A subsets only; 'PDF/UA' writes pdfuaid:part 1 into the XMP.
		subset: 'PDF/UA' as unknown as PDFKit.Mixins.PDFSubsets,
		// The default font is ours: PDFKit would otherwise load Helvetica, a font it cannot embed.
		font: fonts[0]![1],
		info,
	})
	escapeXmpMetadata(doc)
	// Descriptions of the links being drawn (the innermost last), read by describeLinks.
	const linkDescriptions: string[] = []
	describeLinks(doc, linkDescriptions)
	for (const [name, file] of fonts) doc.registerFont(name, file)

	const root = doc.struct('Document')
	doc.addStructure(root)

	const marked = () => (doc.page as unknown as PageWithMarkings).markings.length > 0
	const assertUnmarked = (what: string) => {
		if (marked())
			throw new Error(`${what} : du contenu est déjà balisé sur cette page (les contenus balisés ne s’imbriquent pas).`)
	}

	const group: TaggedPdf['group'] = (role, parent = root, elementOptions) => {
		const element = doc.struct(role, elementOptions as StructOptions)
		parent.add(element)
		return element
	}

	const tag: TaggedPdf['tag'] = (role, parent, draw, elementOptions) => {
		assertUnmarked(`Élément ${role}`)
		const element = doc.struct(role, elementOptions as StructOptions)
		parent.add(element)
		let content = doc.markStructureContent(role)
		const scope: LeafScope = {
			element,
			link: (description, drawLink) => {
				doc.endMarkedContent()
				element.add(content)
				const link = doc.struct('Link')
				element.add(link)
				const linkContent = doc.markStructureContent('Link')
				const current = doc as unknown as { _currentStructureElement?: StructElement }
				const previous = current._currentStructureElement
				// PDFKit attaches the annotations of `text(…, { link })` to this element.
				current._currentStructureElement = link
				linkDescriptions.push(description)
				try {
					drawLink()
				} finally {
					linkDescriptions.pop()
					current._currentStructureElement = previous
				}
				doc.endMarkedContent()
				link.add(linkContent)
				link.end()
				content = doc.markStructureContent(role)
			},
		}
		draw(scope)
		doc.endMarkedContent()
		element.add(content)
		// Ended (written) now: PDFKit records the current page in the references to the
		// annotations it holds.
		element.end()
		return element
	}

	const figure: TaggedPdf['figure'] = (parent, alt, [x, y, width, height], draw) => {
		if (!alt.trim()) throw new Error('Figure sans texte de remplacement.')
		assertUnmarked('Figure')
		const element = doc.struct('Figure', {
			alt,
			bbox: [x, y, x + width, y + height],
			placement: 'Block',
		} as StructOptions)
		parent.add(element)
		const content = doc.markStructureContent('Figure')
		draw()
		doc.endMarkedContent()
		element.add(content)
		element.end()
		return element
	}

	const artifact: TaggedPdf['artifact'] = (draw, type = 'Layout') => {
		assertUnmarked('Artefact')
		// PDFKit's types omit Background, a type ISO 32000-1 defines (14.8.2.2.2).
		doc.markContent('Artifact', { type: type as 'Layout' })
		draw()
		doc.endMarkedContent()
	}

	const newPage = () => {
		assertUnmarked('Saut de page')
		doc.addPage()
	}

	const bookmarks = (items: Bookmark[], parent: PDFKit.PDFOutline = doc.outline) => {
		for (const item of items) {
			const entry = parent.addItem(item.title, { pageNumber: item.page } as { expanded?: boolean })
			if (item.children?.length) bookmarks(item.children, entry)
		}
	}

	const end = async () => {
		const chunks: Buffer[] = []
		doc.on('data', (chunk: Buffer) => chunks.push(chunk))
		const ended = new Promise<void>((resolve, reject) => {
			doc.on('end', () => resolve())
			doc.on('error', reject)
		})
		doc.end()
		await ended
		const pdf = Buffer.concat(chunks)
		checkXmpMetadata(pdf, options.title)
		return pdf
	}

	return { doc, root, group, tag, figure, artifact, newPage, bookmarks: (items) => bookmarks(items), end }
}

/**
 * PDF/UA (7.18.5) wants every link annotation to say where it leads (its Contents).
 * PDFKit gives the annotations it makes for `text(…, { link })` an empty one: this fills
 * it with the description of the link being drawn (LeafScope.link), else with the target.
 */
function describeLinks(doc: PdfDoc, descriptions: string[]): void {
	const target = doc as unknown as {
		link: (
			x: number,
			y: number,
			w: number,
			h: number,
			url: string | number,
			options?: Record<string, unknown>,
		) => PdfDoc
	}
	const link = target.link
	target.link = function (x, y, w, h, url, options = {}) {
		const description = descriptions.at(-1) ?? String(url).replace(/^mailto:/, '')
		// oxlint-disable-next-line no-new-wrappers -- PDFKit writes a String object as a PDF string.
		return link.call(this, x, y, w, h, url, { Contents: new String(description), ...options })
	}
}

/**
 * A patch of PDFKit's private `_addInfo` (0.20): it copies Title, Subject… into the XMP
 * metadata without escaping them, so « IA & Workspace » would make that XML invalid.
 * We escape them for the XMP packet only; the Info dictionary keeps the original
 * strings. If PDFKit renames the method, this stops rather than silently writing invalid
 * metadata; `checkXmpMetadata` then checks the result in the file.
 */
export function escapeXmpMetadata(doc: PdfDoc): void {
	const target = doc as unknown as { _addInfo?: () => void; info: Record<string, unknown> }
	const addInfo = target._addInfo
	if (typeof addInfo !== 'function') {
		throw new Error(
			'Patch « escapeXmpMetadata » (app/infra/pdf/tagged-pdf.server.ts) : PDFKit n’a plus de méthode _addInfo, le correctif ne s’applique plus.',
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

/**
 * The characters of `text` that the document's font `fontName` has no glyph for (they
 * would print as a box), as « x (U+0078) ». PDFKit exposes no glyph query: its private
 * `_font.font` is the fontkit font; if that changes, this throws rather than skip the check.
 */
export function missingGlyphs(doc: PdfDoc, fontName: string, text: string): string[] {
	doc.font(fontName)
	const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font?.font
	if (typeof font?.hasGlyphForCodePoint !== 'function') {
		throw new Error(
			'Patch « missingGlyphs » (app/infra/pdf/tagged-pdf.server.ts) : PDFKit n’expose plus _font.font.hasGlyphForCodePoint, la vérification des glyphes ne s’applique plus.',
		)
	}
	const missing = new Set<string>()
	for (const ch of text) {
		const cp = ch.codePointAt(0) as number
		if (cp < 0x20) continue
		if (!font.hasGlyphForCodePoint(cp)) missing.add(`${ch} (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`)
	}
	return [...missing]
}

const require = createRequire(import.meta.url)

/** The path of a font file of @fontsource/inter (the site's typeface), for `fonts`. */
export function interFont(file: string): string {
	return require.resolve(`@fontsource/inter/files/${file}`)
}
