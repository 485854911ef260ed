/**
 * Reads a PDF back and reports what an assistive technology relies on
 * (docs/decisions/060-tagged-pdf.md): the language, the title and whether readers show
 * it, the PDF/UA identification, the structure tree page by page (what content it holds,
 * what was painted outside it and outside any artifact), the figures and their
 * alternative text, the headings in order, the link annotations and their place in the
 * tree, the fonts, the bookmarks, and the text of the tagged content in reading order.
 *
 * Read with pdf.js (pdfjs-dist, a development dependency: tests and the build use this,
 * the server never does). The text comes from the operator list, whose glyphs carry the
 * Unicode of the fonts' ToUnicode maps as written: pdf.js's own text extraction would
 * turn a no-break space into a space and guess spaces inside letter-spaced words.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type PageInspection = {
	/** 1-based. */
	page: number
	/** Marked-content sequences of the page that the structure tree points to. */
	taggedContent: number
	/** Marked-content sequences with an MCID that no structure element points to. */
	orphanContent: number
	/** Artifact sequences (decoration, running headers and footers). */
	artifacts: number
	/** Painting operators (text, paths, images) outside any marked content: invisible to the tree. */
	untaggedPaint: number
	/** The text painted outside any marked content. */
	untaggedText: string
}

export type StructureNode = { role: string; alt?: string; children: StructureNode[]; text: string }

export type PdfInspection = {
	pageCount: number
	/** The Info dictionary's Title and the XMP dc:title. */
	title?: string
	xmpTitle?: string
	/** The catalog's /Lang. */
	lang?: string
	displayDocTitle: boolean
	/** pdfuaid:part of the XMP metadata ('1' for PDF/UA-1). */
	pdfUaPart?: string
	/** MarkInfo /Marked. */
	marked: boolean
	/** A structure tree with content on at least one page. */
	structTree: boolean
	pages: PageInspection[]
	figures: { page: number; alt?: string }[]
	/** How many elements of each structure type the pages' trees hold (an element on two pages counts twice). */
	roles: Record<string, number>
	headings: { level: number; text: string; page: number }[]
	links: { page: number; target: string; description?: string; tagged: boolean }[]
	fonts: { name: string; embedded: boolean }[]
	outline: OutlineEntry[]
	/** The tagged text in reading order, one block a line (figures left out: their Alt stands for them). */
	text: string
}

export type OutlineEntry = { title: string; page?: number; children: OutlineEntry[] }

type RawNode = { role?: string; alt?: string; type?: string; id?: string; children?: RawNode[] }

const paintingPathOps = new Set<number>([
	OPS.fill,
	OPS.eoFill,
	OPS.stroke,
	OPS.closeStroke,
	OPS.fillStroke,
	OPS.eoFillStroke,
	OPS.closeFillStroke,
	OPS.closeEOFillStroke,
])
const paintingOps = new Set<number>([
	...paintingPathOps,
	OPS.shadingFill,
	OPS.paintImageXObject,
	OPS.paintInlineImageXObject,
	OPS.paintImageMaskXObject,
	OPS.paintInlineImageXObjectGroup,
	OPS.paintImageMaskXObjectGroup,
	OPS.paintImageXObjectRepeat,
	OPS.paintImageMaskXObjectRepeat,
	OPS.paintSolidColorImageMask,
	OPS.rawFillPath,
])
const textOps = new Set<number>([
	OPS.showText,
	OPS.showSpacedText,
	OPS.nextLineShowText,
	OPS.nextLineSetSpacingShowText,
])
/** Roles read within the line of their parent (no line break after them). */
const inlineRoles = new Set(['Link', 'Span', 'Lbl', 'Reference', 'Code', 'Quote', 'Note'])

type Glyph = { unicode?: string } | number | null

function glyphText(args: unknown[]): string {
	const glyphs = args.find((arg) => Array.isArray(arg)) as Glyph[] | undefined
	return (glyphs ?? [])
		.map((glyph) => (glyph && typeof glyph === 'object' && typeof glyph.unicode === 'string' ? glyph.unicode : ''))
		.join('')
}

function mapGet(value: unknown, key: string): unknown {
	if (!value) return undefined
	if (value instanceof Map) return value.get(key)
	return (value as Record<string, unknown>)[key]
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
	// pdf.js takes ownership of the buffer it is given: hand it a copy.
	const loading = getDocument({
		data: new Uint8Array(bytes),
		verbosity: 0,
		useSystemFonts: false,
		// Keeps the fonts' names for the report.
		fontExtraProperties: true,
	})
	const document = await loading.promise
	try {
		const { info, metadata } = (await document.getMetadata()) as {
			info: Record<string, unknown>
			metadata: { get: (name: string) => unknown } | null
		}
		const markInfo = await document.getMarkInfo()
		const viewer = await document.getViewerPreferences()
		const pages: PageInspection[] = []
		const figures: PdfInspection['figures'] = []
		const roles: Record<string, number> = {}
		const headings: PdfInspection['headings'] = []
		const links: PdfInspection['links'] = []
		const fonts = new Map<string, boolean>()
		const lines: string[] = []
		let structTree = false

		for (let number = 1; number <= document.numPages; number++) {
			const page = await document.getPage(number)
			const operators = await page.getOperatorList()
			// Text by MCID, and what was painted outside any marked content.
			const contentText = new Map<number, string>()
			const stack: { tag: string; mcid: number | null }[] = []
			const streamMcids = new Set<number>()
			let artifacts = 0
			let untaggedPaint = 0
			let untaggedText = ''
			let lastY: number | undefined
			for (let index = 0; index < operators.fnArray.length; index++) {
				const op = operators.fnArray[index]!
				const args = (operators.argsArray[index] ?? []) as unknown[]
				if (op === OPS.beginMarkedContent || op === OPS.beginMarkedContentProps) {
					const tag = String(args[0] ?? '')
					const mcid = typeof args[1] === 'number' ? args[1] : null
					stack.push({ tag, mcid })
					if (tag === 'Artifact') artifacts++
					if (mcid !== null) streamMcids.add(mcid)
				} else if (op === OPS.endMarkedContent) {
					stack.pop()
				} else if (op === OPS.setTextMatrix) {
					const matrix = args[0] as ArrayLike<number> | undefined
					const y = matrix?.[5]
					const current = stack.findLast((entry) => entry.mcid !== null)
					if (current && lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 0.5) {
						const text = contentText.get(current.mcid!) ?? ''
						if (text && !text.endsWith('\n')) contentText.set(current.mcid!, `${text.replace(/ $/, '')}\n`)
					}
					lastY = y
				} else if (op === OPS.setFont) {
					const id = String(args[0])
					if (!fonts.has(id)) fonts.set(id, true)
				} else {
					const painting =
						textOps.has(op) ||
						paintingOps.has(op) ||
						(op === OPS.constructPath && paintingPathOps.has(args[0] as number))
					if (!painting) continue
					const text = textOps.has(op) ? glyphText(args) : ''
					if (stack.length === 0) {
						untaggedPaint++
						untaggedText += text
						continue
					}
					const current = stack.findLast((entry) => entry.mcid !== null)
					if (current && text) contentText.set(current.mcid!, (contentText.get(current.mcid!) ?? '') + text)
				}
			}
			for (const id of fonts.keys()) {
				if (id.startsWith('font:')) continue
				const font = page.commonObjs.has(id)
					? (page.commonObjs.get(id) as { name?: string; missingFile?: boolean })
					: undefined
				if (!font) continue
				fonts.delete(id)
				fonts.set(`font:${font.name ?? id}`, !font.missingFile)
			}

			// The page's part of the structure tree.
			const tree = (await page.getStructTree()) as RawNode | null
			const attached = new Set<number>()
			const taggedAnnotations = new Set<string>()
			// Reading order: content appends to the current line; a block element starts and ends one.
			let line = ''
			const flush = () => {
				if (line.trim()) lines.push(line.replace(/\n+$/, ''))
				line = ''
			}
			const walk = (node: RawNode, insideFigure: boolean): string => {
				if (node.type === 'content') {
					const mcid = Number(node.id?.split('_mc').at(-1))
					if (Number.isInteger(mcid)) attached.add(mcid)
					const text = insideFigure ? '' : (contentText.get(mcid) ?? '')
					line += text
					return text
				}
				if (node.type === 'annotation') {
					taggedAnnotations.add(String(node.id).replace(/^pdfjs_internal_id_/, ''))
					return ''
				}
				const role = node.role ?? ''
				if (role && role !== 'Root') roles[role] = (roles[role] ?? 0) + 1
				const figure = role === 'Figure'
				if (figure) figures.push({ page: number, ...(node.alt ? { alt: node.alt } : {}) })
				const block = !inlineRoles.has(role)
				if (block) flush()
				let text = ''
				for (const child of node.children ?? []) text += walk(child, insideFigure || figure)
				const heading = /^H([1-6])$/.exec(role)
				if (heading) headings.push({ level: Number(heading[1]), text: text.replace(/\s+/g, ' ').trim(), page: number })
				// A label reads before its body, on the same line.
				if (role === 'Lbl' && !/\s$/.test(line)) line += ' '
				if (block) flush()
				return text
			}
			if (tree) {
				structTree = true
				walk(tree, false)
				flush()
			}
			pages.push({
				page: number,
				taggedContent: [...attached].filter((mcid) => streamMcids.has(mcid)).length,
				orphanContent: [...streamMcids].filter((mcid) => !attached.has(mcid)).length,
				artifacts,
				untaggedPaint,
				untaggedText,
			})

			for (const annotation of (await page.getAnnotations()) as {
				id: string
				subtype: string
				url?: string
				dest?: unknown
				contentsObj?: { str?: string }
			}[]) {
				if (annotation.subtype !== 'Link') continue
				links.push({
					page: number,
					target: annotation.url ?? (typeof annotation.dest === 'string' ? `#${annotation.dest}` : '#'),
					...(annotation.contentsObj?.str ? { description: annotation.contentsObj.str } : {}),
					tagged: taggedAnnotations.has(annotation.id),
				})
			}
			page.cleanup()
		}

		const outline = await readOutline(document, (await document.getOutline()) ?? [])
		return {
			pageCount: document.numPages,
			...(typeof info.Title === 'string' ? { title: info.Title } : {}),
			...(typeof metadata?.get('dc:title') === 'string' ? { xmpTitle: metadata.get('dc:title') as string } : {}),
			...(typeof info.Language === 'string' ? { lang: info.Language } : {}),
			displayDocTitle: mapGet(viewer, 'DisplayDocTitle') === true,
			...(metadata?.get('pdfuaid:part') ? { pdfUaPart: String(metadata.get('pdfuaid:part')) } : {}),
			marked: mapGet(markInfo, 'Marked') === true,
			structTree,
			pages,
			figures,
			roles,
			headings,
			links,
			fonts: [...fonts].map(([id, embedded]) => ({ name: id.replace(/^font:/, ''), embedded })),
			outline,
			text: lines.join('\n'),
		}
	} finally {
		await loading.destroy()
	}
}

type RawOutline = { title: string; dest: unknown; items: RawOutline[] }

async function readOutline(
	document: Awaited<ReturnType<typeof getDocument>['promise']>,
	items: RawOutline[],
): Promise<OutlineEntry[]> {
	const entries: OutlineEntry[] = []
	for (const item of items) {
		let dest = item.dest
		if (typeof dest === 'string') dest = await document.getDestination(dest)
		const ref = Array.isArray(dest) ? dest[0] : undefined
		let page: number | undefined
		if (ref && typeof ref === 'object') page = (await document.getPageIndex(ref as { num: number; gen: number })) + 1
		else if (typeof ref === 'number') page = ref + 1
		entries.push({ title: item.title, ...(page ? { page } : {}), children: await readOutline(document, item.items) })
	}
	return entries
}

/**
 * What keeps a document from being read as PDF/UA-1 asks, as the checks here can see it
 * (an empty list when nothing does): language, title shown, identification, a structure
 * tree on every page with nothing painted outside it or outside an artifact, every
 * figure described, headings from H1 without skipped levels, links in the tree with a
 * description, fonts embedded.
 */
export function structureProblems(report: PdfInspection, expectedLang = 'fr-FR'): string[] {
	const problems: string[] = []
	if (report.lang !== expectedLang)
		problems.push(`langue du document : ${report.lang ?? 'absente'} (attendue ${expectedLang})`)
	if (!report.title?.trim()) problems.push('titre absent (Info /Title)')
	if (!report.xmpTitle?.trim()) problems.push('titre absent des métadonnées XMP (dc:title)')
	if (!report.displayDocTitle) problems.push('DisplayDocTitle absent : les lecteurs affichent le nom du fichier')
	if (report.pdfUaPart !== '1') problems.push('identification PDF/UA (pdfuaid:part) absente')
	if (!report.marked) problems.push('MarkInfo /Marked absent')
	if (!report.structTree) problems.push('pas d’arbre de structure')
	for (const page of report.pages) {
		if (page.taggedContent === 0) problems.push(`page ${page.page} : aucun contenu rattaché à l’arbre de structure`)
		if (page.untaggedPaint > 0)
			problems.push(
				`page ${page.page} : ${page.untaggedPaint} dessin(s) ni balisé(s) ni artefact(s)${page.untaggedText ? ` (« ${page.untaggedText.slice(0, 40)} »)` : ''}`,
			)
		if (page.orphanContent > 0)
			problems.push(`page ${page.page} : ${page.orphanContent} contenu(s) marqué(s) hors de l’arbre de structure`)
	}
	for (const figure of report.figures)
		if (!figure.alt?.trim()) problems.push(`page ${figure.page} : figure sans texte de remplacement`)
	let previous = 0
	for (const heading of report.headings) {
		if (previous === 0 && heading.level !== 1)
			problems.push(`page ${heading.page} : le premier titre est un H${heading.level} (H1 attendu)`)
		else if (heading.level > previous + 1)
			problems.push(`page ${heading.page} : H${heading.level} « ${heading.text} » après un H${previous}`)
		if (!heading.text) problems.push(`page ${heading.page} : titre H${heading.level} vide`)
		previous = heading.level
	}
	for (const link of report.links) {
		if (!link.tagged) problems.push(`page ${link.page} : lien ${link.target} hors de l’arbre de structure`)
		if (!link.description?.trim()) problems.push(`page ${link.page} : lien ${link.target} sans description (Contents)`)
	}
	for (const font of report.fonts) if (!font.embedded) problems.push(`police non incorporée : ${font.name}`)
	return problems
}

/** Text compared as a reader gets it: breakable spaces and line breaks do not count, every other character does. */
export function comparableText(text: string): string {
	return text.replace(/[ \t\r\n]+/g, '')
}

/**
 * The blocks of `expected` (source paragraphs, headings, list items, cells…) that the
 * extracted `text` does not contain in that order, compared with `comparableText`: a
 * character lost or changed on the way (a « », a no-break space, a ligature) shows here.
 */
export function missingBlocks(text: string, expected: string[]): string[] {
	const haystack = comparableText(text)
	const missing: string[] = []
	let from = 0
	for (const block of expected) {
		const needle = comparableText(block)
		if (!needle) continue
		const at = haystack.indexOf(needle, from)
		if (at === -1) missing.push(block)
		else from = at + needle.length
	}
	return missing
}
