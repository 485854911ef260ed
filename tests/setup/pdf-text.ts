/**
 * A PDF read back as a reader would: its text (pdfjs-dist, Mozilla's PDF.js, the engine
 * of Firefox's viewer), its metadata and whether it is tagged, so tests check what a
 * recipient gets rather than how it was drawn.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type PdfReading = {
	/** Each page's text, lines joined by '\n', no-break spaces read as spaces. */
	pages: string[]
	text: string
	title: string | undefined
	language: string | undefined
	tagged: boolean
	/** The structure tree's roles, depth-first (H1, H2, P, Table, TR, TH, TD, Figure…). */
	roles: string[]
	/** Alternative texts of the structure tree's figures. */
	figureAlts: string[]
}

type StructNode = { role?: string; alt?: string; children?: StructNode[] }

function walk(node: StructNode | null | undefined, roles: string[], alts: string[]) {
	if (!node) return
	if (node.role) roles.push(node.role)
	if (node.role === 'Figure' && node.alt) alts.push(node.alt)
	for (const child of node.children ?? []) walk(child, roles, alts)
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
	const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
	const pdf = await task.promise
	const pages: string[] = []
	const roles: string[] = []
	const figureAlts: string[] = []
	for (let number = 1; number <= pdf.numPages; number++) {
		const page = await pdf.getPage(number)
		const content = await page.getTextContent()
		let text = ''
		for (const item of content.items) {
			if (!('str' in item)) continue
			text += item.str + (item.hasEOL ? '\n' : '')
		}
		pages.push(text.replace(/[\u00a0\u202f]/g, ' '))
		walk((await page.getStructTree()) as StructNode, roles, figureAlts)
	}
	const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string } }
	const markInfo = await pdf.getMarkInfo()
	await task.destroy()
	return {
		pages,
		text: pages.join('\n'),
		title: info.Title,
		language: info.Language,
		tagged: Boolean((markInfo as Map<string, unknown> | null)?.get('Marked')),
		roles,
		figureAlts,
	}
}
