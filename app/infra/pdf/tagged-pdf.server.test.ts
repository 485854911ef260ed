import PDFDocument from 'pdfkit'
import { describe, expect, test } from 'vitest'
import { inspectPdf, missingBlocks, structureProblems } from './inspect-pdf.server.ts'
import {
	checkXmpMetadata,
	createTaggedPdf,
	escapeXmpMetadata,
	interFont,
	missingGlyphs,
	type PdfDoc,
	type TaggedPdf,
} from './tagged-pdf.server.ts'

const fonts = {
	regular: interFont('inter-latin-400-normal.woff'),
	bold: interFont('inter-latin-700-normal.woff'),
}

function newPdf(title = 'Estimation « IA & Workspace »'): TaggedPdf {
	return createTaggedPdf({
		title,
		author: 'Nuvéa',
		creator: 'test',
		date: new Date(Date.UTC(2025, 0, 1)),
		margins: { top: 50, bottom: 50, left: 50, right: 50 },
		fonts,
	})
}

// As the site's typography writes it: no-break spaces inside « » and before « : » and « ! ».
const paragraph =
	'Le «\u00a0cloud souverain\u00a0»\u00a0: une offre définie, fiable et flexible\u00a0! Ce paragraphe est assez long pour passer à la ligne, avec 586\u00a0170\u00a0€ et l’apostrophe typographique.'

/** A document using every helper: heading, paragraph with a link, list, table, figure, artifacts, two pages, bookmarks. */
async function sampleDocument(): Promise<Buffer> {
	const pdf = newPdf()
	const { doc } = pdf
	pdf.artifact(() => doc.rect(0, 0, 595, 6).fill('#1D4ED8'), 'Background')
	const sect = pdf.group('Sect')
	pdf.tag('H1', sect, () => doc.font('bold').fontSize(20).text('Votre estimation', 50, 60))
	pdf.tag('P', sect, (scope) => {
		doc.font('regular').fontSize(10).text(`${paragraph} Écrivez à `, { continued: true })
		scope.link('Écrire à contact@nuvea.example', () =>
			doc.text('contact@nuvea.example', { continued: true, link: 'mailto:contact@nuvea.example' }),
		)
		doc.text('\u00a0!', { continued: false, link: null })
	})
	pdf.tag('H2', sect, () => doc.font('bold').fontSize(14).text('Le détail'))
	const list = pdf.group('L', sect)
	for (const [index, item] of ['Infrastructure', 'Productivité'].entries()) {
		const li = pdf.group('LI', list)
		pdf.tag('Lbl', li, () =>
			doc
				.font('regular')
				.fontSize(10)
				.text(`${index + 1}.`, 50, doc.y, { continued: true }),
		)
		pdf.tag('LBody', li, () => doc.text(` ${item}`))
	}
	const table = pdf.group('Table', sect)
	const header = pdf.group('TR', pdf.group('THead', table))
	const y = doc.y + 10
	pdf.tag('TH', header, () => doc.font('bold').text('Poste', 50, y), { scope: 'Column' })
	pdf.tag('TH', header, () => doc.text('Montant', 250, y), { scope: 'Column' })
	const row = pdf.group('TR', pdf.group('TBody', table))
	pdf.tag('TD', row, () => doc.font('regular').text('Migration', 50, y + 20))
	pdf.tag('TD', row, () => doc.text('100\u00a0000\u00a0€', 250, y + 20))
	pdf.figure(sect, 'Courbe des économies cumulées sur 24 mois', [50, 300, 100, 60], () =>
		doc.moveTo(50, 360).lineTo(150, 300).stroke('#0891B2'),
	)
	pdf.newPage()
	pdf.tag('P', sect, () => doc.text('Seconde page.', 50, 50))
	pdf.artifact(() => doc.text('2', 500, 800, { lineBreak: false }), 'Pagination')
	pdf.bookmarks([{ title: 'Votre estimation', page: 0, children: [{ title: 'Seconde page', page: 1 }] }])
	return pdf.end()
}

describe('a tagged document read back', async () => {
	const bytes = await sampleDocument()
	const report = await inspectPdf(bytes)

	test('has its language, its title shown, the PDF/UA identification and no structure problem', () => {
		expect(structureProblems(report)).toEqual([])
		expect(report).toMatchObject({
			pageCount: 2,
			lang: 'fr-FR',
			title: 'Estimation « IA & Workspace »',
			xmpTitle: 'Estimation « IA & Workspace »',
			displayDocTitle: true,
			pdfUaPart: '1',
			marked: true,
			structTree: true,
		})
		expect(report.fonts.map((font) => font.embedded)).not.toContain(false)
	})

	test('every page holds tagged content, everything else is an artifact', () => {
		for (const page of report.pages) {
			expect(page.taggedContent).toBeGreaterThan(0)
			expect(page.untaggedPaint).toBe(0)
			expect(page.artifacts).toBeGreaterThan(0)
		}
	})

	test('headings, figures, tables, lists and links are in the tree', () => {
		expect(report.headings.map(({ level, text }) => [level, text])).toEqual([
			[1, 'Votre estimation'],
			[2, 'Le détail'],
		])
		expect(report.figures).toEqual([{ page: 1, alt: 'Courbe des économies cumulées sur 24 mois' }])
		expect(report.roles).toMatchObject({ Table: 1, TH: 2, TD: 2, L: 1, LI: 2, Lbl: 2, LBody: 2, Link: 1 })
		expect(bytes.toString('latin1')).toContain('/Scope /Column')
		expect(report.links).toEqual([
			{ page: 1, target: 'mailto:contact@nuvea.example', description: 'Écrire à contact@nuvea.example', tagged: true },
		])
		expect(report.outline).toEqual([
			{ title: 'Votre estimation', page: 1, children: [{ title: 'Seconde page', page: 2, children: [] }] },
		])
	})

	test('the text reads back as written: « », no-break spaces, apostrophes, fi; artifacts left out', () => {
		expect(missingBlocks(report.text, [paragraph, 'contact@nuvea.example\u00a0!', '100\u00a0000\u00a0€'])).toEqual([])
		expect(report.text).toContain('«\u00a0cloud souverain\u00a0»\u00a0:')
		expect(report.text).toContain('définie, fiable et flexible')
		expect(report.text).not.toContain('Seconde page.2')
		expect(missingBlocks(report.text, ['cloud souverain »'])).toEqual(['cloud souverain »'])
	})
})

describe('the checks catch what is missing', () => {
	test('an untagged PDFKit document: no language, no tree, everything painted outside it', async () => {
		const doc = new PDFDocument({ font: fonts.regular })
		const chunks: Buffer[] = []
		doc.on('data', (chunk: Buffer) => chunks.push(chunk))
		const ended = new Promise((resolve) => doc.on('end', resolve))
		doc.text('Texte sans structure').rect(10, 10, 20, 20).fill('#000')
		doc.end()
		await ended
		const problems = structureProblems(await inspectPdf(Buffer.concat(chunks)))
		expect(problems).toEqual(
			expect.arrayContaining([
				'langue du document : absente (attendue fr-FR)',
				'DisplayDocTitle absent : les lecteurs affichent le nom du fichier',
				'identification PDF/UA (pdfuaid:part) absente',
				'pas d’arbre de structure',
				'page 1 : aucun contenu rattaché à l’arbre de structure',
				'page 1 : 2 dessin(s) ni balisé(s) ni artefact(s) (« Texte sans structure »)',
			]),
		)
	})

	test('a drawing left out of the tree, a skipped heading level, a figure without Alt', async () => {
		const pdf = newPdf()
		const { doc } = pdf
		pdf.tag('H1', pdf.root, () => doc.font('bold').text('Titre'))
		pdf.tag('H3', pdf.root, () => doc.text('Sous-sous-titre'))
		doc.circle(100, 300, 10).fill('#000')
		// A figure without alternative text, made behind the helper's back.
		const figure = doc.struct('Figure')
		pdf.root.add(figure)
		const content = doc.markStructureContent('Figure')
		doc.rect(10, 400, 10, 10).fill('#000')
		doc.endMarkedContent()
		figure.add(content)
		figure.end()
		const problems = structureProblems(await inspectPdf(await pdf.end()))
		expect(problems).toEqual([
			'page 1 : 1 dessin(s) ni balisé(s) ni artefact(s)',
			'page 1 : figure sans texte de remplacement',
			'page 1 : H3 « Sous-sous-titre » après un H1',
		])
	})

	test('the helpers refuse nested marked content and a figure without Alt', () => {
		const pdf = newPdf()
		expect(() => pdf.figure(pdf.root, ' ', [0, 0, 1, 1], () => {})).toThrow(/Figure sans texte de remplacement/)
		expect(() => pdf.tag('P', pdf.root, () => pdf.tag('Span', pdf.root, () => pdf.doc.text('x')))).toThrow(
			/ne s’imbriquent pas/,
		)
	})
})

test('the PDFKit patches fail loudly, naming themselves, when PDFKit changes', () => {
	expect(() => escapeXmpMetadata({ info: {} } as unknown as PdfDoc)).toThrow(/Patch « escapeXmpMetadata »/)
	expect(() => missingGlyphs({ font: () => undefined } as unknown as PdfDoc, 'regular', 'a')).toThrow(
		/Patch « missingGlyphs »/,
	)
	const pdf = (xmp: string) => Buffer.from(`%PDF-1.7\n<x:xmpmeta xmlns:x="adobe:ns:meta/">${xmp}</x:xmpmeta>`, 'latin1')
	expect(() => checkXmpMetadata(pdf('<rdf:li>IA &amp; Workspace</rdf:li>'), 'a.md')).not.toThrow()
	expect(() => checkXmpMetadata(pdf('<rdf:li>IA & Workspace</rdf:li>'), 'a.md')).toThrow(/escapeXmpMetadata/)
	expect(() => checkXmpMetadata(Buffer.from('%PDF-1.7'), 'a.md')).toThrow(/escapeXmpMetadata/)
})

test('a character missing from the font is named', () => {
	const pdf = newPdf()
	expect(missingGlyphs(pdf.doc, 'regular', 'Écrire « à » 586\u00a0170\u00a0€\u202f; ﬁ')).toEqual([
		'\u202f (U+202F)',
		'ﬁ (U+FB01)',
	])
})
