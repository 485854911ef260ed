import type { PdfDoc, StructElement, TaggedPdf } from '../../../infra/pdf/tagged-pdf.server.ts'
import type { Whitepaper } from './source.ts'

/** The page geometry, colours, type sizes and fonts of the printed white papers. */
export type Doc = PdfDoc

export const COLORS = {
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

export const PAGE = { width: 595.28, height: 841.89 } // A4, in points
export const MARGIN = { top: 70, bottom: 80, left: 66, right: 66 }
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
export const BOTTOM = PAGE.height - MARGIN.bottom

export const BODY = { size: 10.3, lineGap: 3.6, after: 8 }

export const FONT_FILES = {
	regular: 'inter-latin-400-normal.woff',
	italic: 'inter-latin-400-italic.woff',
	medium: 'inter-latin-500-normal.woff',
	semibold: 'inter-latin-600-normal.woff',
	bold: 'inter-latin-700-normal.woff',
	extrabold: 'inter-latin-800-normal.woff',
	boldItalic: 'inter-latin-700-italic.woff',
} as const
export type FontName = keyof typeof FONT_FILES

export type Run = { text: string; font: FontName; color?: string; link?: string }

export type Renderer = {
	/** The tagged document (app/infra/pdf): every drawing is tagged or an artifact. */
	pdf: TaggedPdf
	doc: Doc
	paper: Whitepaper
	/** The structure element the blocks being drawn belong to (a chapter's Sect). */
	parent: StructElement
	pages: Map<string, number>
	/** Set right after a chapter heading so that its first paragraph is set as a lead. */
	lead: boolean
}

export const TABLE = { size: 8.6, pad: 5.2, lineGap: 1.3 }
