/**
 * The PDF of an ROI estimate (docs/decisions/077-roi-estimate.md): the inputs, the
 * readings in their three groups and the total, the investment, and the 24-month
 * projection drawn like the page's chart. Every figure comes from calculateRoi and the
 * chart's geometry from projectionGeometry: nothing is computed twice.
 *
 * A tagged PDF/UA-1 document: structure elements (H1, H2, P, Table/TR/TH/TD, Figure with
 * its Alt), the page frame and decorations marked as artifacts, Inter embedded, the
 * title shown by viewers, the language set. It carries nothing the visitor typed (the
 * company is not printed): it is sent to an address a visitor gave.
 *
 * `renderEstimatePdf` is the one entry point, so the drawing can move to shared PDF
 * machinery without its callers changing.
 */
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { siteConfig } from '#app/config/site.ts'
import { roiPage, savingsGroupTitles, savingsItemLabels } from '#app/content/roi-calculator.ts'
import { formatDateLong, formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { frenchTypography } from '#app/lib/typography.ts'
import { calculateRoi, PROJECTION_MONTHS, type RoiResult, savingsGroups } from './calculate-roi.ts'
import { chartBox, formatCompactEuro, formatPayback, projectionGeometry } from './projection.ts'
import { projectionSummary } from './roi-projection-chart.tsx'
import { formatInputValue, roiCards, roiInputs, type RoiInputs } from './roi-inputs.ts'

type Doc = InstanceType<typeof PDFDocument>
type Struct = ReturnType<Doc['struct']>
type StructOptions = { alt?: string; scope?: 'Row' | 'Column'; bbox?: number[] }

/**
 * A structure element whose content `draw` marks (run when it joins the tree). PDFKit
 * 0.20 takes a closure, a table cell's scope and a figure's box; @types/pdfkit (0.17)
 * knows none of them, hence the cast.
 */
function element(doc: Doc, type: string, options: StructOptions = {}, draw?: () => void): Struct {
	const struct = doc.struct as unknown as (type: string, options: StructOptions, children?: (() => void)[]) => Struct
	return struct.call(doc, type, options, draw ? [draw] : undefined)
}

const require = createRequire(import.meta.url)
const fontFile = (file: string) => require.resolve(`@fontsource/inter/files/${file}`)
const FONTS = {
	regular: fontFile('inter-latin-400-normal.woff'),
	semibold: fontFile('inter-latin-600-normal.woff'),
	bold: fontFile('inter-latin-700-normal.woff'),
}

const COLORS = {
	ink: '#0B1B33',
	text: '#1E293B',
	muted: '#475569',
	primary: '#1D4ED8',
	success: '#047857',
	border: '#E2E8F0',
	surface: '#F5F8FC',
	tint: '#DBEAFE',
}

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = { top: 64, bottom: 72, left: 56, right: 56 }
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const BOTTOM = PAGE.height - MARGIN.bottom

export const ESTIMATE_PDF_TITLE = 'Votre estimation du retour sur investissement'
export const ESTIMATE_PDF_FILE_NAME = 'estimation-roi-plateforme-data.pdf'

/**
 * Text as the PDF prints it: French typography, with the narrow no-break space
 * (thousands, before « ; ! ? ») set as a no-break space, which Inter's Latin files have.
 */
function printable(text: string): string {
	return frenchTypography(text).replace(/\u202f/g, '\u00a0')
}

/** Draws outside the structure tree: decoration, page frame (PDF/UA: every mark is content or artifact). */
function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
	doc.markContent('Artifact', { type })
	draw()
	doc.endMarkedContent()
}

/** Starts a new page when fewer than `height` points are left. */
function ensureRoom(doc: Doc, height: number) {
	if (doc.y + height > BOTTOM) doc.addPage()
}

function heading(doc: Doc, parent: Struct, text: string) {
	ensureRoom(doc, 120)
	doc.moveDown(0.8)
	parent.add(
		element(doc, 'H2', {}, () => {
			doc.font('bold').fontSize(15).fillColor(COLORS.ink).text(printable(text), MARGIN.left, doc.y, { width: WIDTH })
		}),
	)
	doc.moveDown(0.4)
}

function paragraph(doc: Doc, parent: Struct, text: string, options: { size?: number; color?: string } = {}) {
	parent.add(
		element(doc, 'P', {}, () => {
			doc
				.font('regular')
				.fontSize(options.size ?? 10.5)
				.fillColor(options.color ?? COLORS.text)
				.text(printable(text), MARGIN.left, doc.y, { width: WIDTH, lineGap: 2.5 })
		}),
	)
	doc.moveDown(0.5)
}

type Row = { cells: string[]; header?: boolean; strong?: boolean; tint?: boolean }

/**
 * A table of label / value rows: TR, TH (scope column for the header row, row for the
 * labels) and TD, the zebra and rules as artifacts. Rows never split across pages.
 */
function table(doc: Doc, parent: Struct, rows: Row[], widths: number[]) {
	const tableStruct = doc.struct('Table')
	parent.add(tableStruct)
	const pad = 6
	for (const [index, row] of rows.entries()) {
		doc.font(row.header || row.strong ? 'semibold' : 'regular').fontSize(row.header ? 9 : 10)
		const height =
			Math.max(
				...row.cells.map((cell, column) => doc.heightOfString(printable(cell), { width: widths[column]! - 2 * pad })),
			) +
			2 * pad
		ensureRoom(doc, height)
		const top = doc.y
		artifact(doc, () => {
			if (row.header || row.tint || index % 2 === 1) {
				doc
					.rect(MARGIN.left, top, WIDTH, height)
					.fill(row.header ? COLORS.ink : row.tint ? COLORS.tint : COLORS.surface)
			}
			doc
				.moveTo(MARGIN.left, top + height)
				.lineTo(MARGIN.left + WIDTH, top + height)
				.lineWidth(0.6)
				.stroke(COLORS.border)
		})
		const tr = doc.struct('TR')
		tableStruct.add(tr)
		let x = MARGIN.left
		for (const [column, cell] of row.cells.entries()) {
			const width = widths[column]!
			const last = column === row.cells.length - 1
			const cellX = x
			const type = row.header || column === 0 ? 'TH' : 'TD'
			const options: StructOptions = row.header ? { scope: 'Column' } : column === 0 ? { scope: 'Row' } : {}
			tr.add(
				element(doc, type, options, () => {
					doc
						.font(row.header || row.strong ? 'semibold' : 'regular')
						.fontSize(row.header ? 9 : 10)
						.fillColor(row.header ? '#FFFFFF' : column === 0 ? COLORS.text : COLORS.ink)
						.text(printable(cell), cellX + pad, top + pad, {
							width: width - 2 * pad,
							align: last && column > 0 ? 'right' : 'left',
						})
				}),
			)
			x += width
		}
		tr.end()
		doc.y = top + height
	}
	tableStruct.end()
	doc.x = MARGIN.left
	doc.moveDown(0.6)
}

/** The 24-month projection, drawn from the page chart's geometry (projection.ts) at the PDF's scale. */
function projectionFigure(doc: Doc, parent: Struct, result: RoiResult) {
	const scale = WIDTH / chartBox.width
	const height = chartBox.height * scale
	ensureRoom(doc, height + 40)
	const top = doc.y
	const geometry = projectionGeometry(result)
	const { plot, payback } = geometry
	parent.add(
		element(
			doc,
			'Figure',
			{ alt: projectionSummary(result), bbox: [MARGIN.left, top, MARGIN.left + WIDTH, top + height] },
			() => {
				doc.save()
				doc.translate(MARGIN.left, top).scale(scale)
				doc.font('regular').fontSize(11).fillColor(COLORS.muted)
				for (const tick of geometry.yTicks) {
					doc.moveTo(plot.left, tick.y).lineTo(plot.right, tick.y).lineWidth(0.8).stroke(COLORS.border)
					doc.fillColor(COLORS.muted).text(printable(formatCompactEuro(tick.value)), 0, tick.y - 6, {
						width: plot.left - 10,
						align: 'right',
						lineBreak: false,
					})
				}
				for (const tick of geometry.xTicks) {
					doc.fillColor(COLORS.muted).text(String(tick.month), tick.x - 20, plot.bottom + 12, {
						width: 40,
						align: 'center',
						lineBreak: false,
					})
				}
				doc.text('mois', plot.left - 64, plot.bottom + 12, { width: 40, align: 'right', lineBreak: false })
				doc.path(geometry.savingsArea).fillOpacity(0.1).fill(COLORS.primary).fillOpacity(1)
				doc
					.moveTo(plot.left, geometry.investmentY)
					.lineTo(plot.right, geometry.investmentY)
					.dash(8, { space: 6 })
					.lineWidth(2)
					.stroke(COLORS.ink)
					.undash()
				doc.path(geometry.savingsLine).lineWidth(3.5).lineCap('round').stroke(COLORS.primary)
				doc.moveTo(plot.left, plot.bottom).lineTo(plot.right, plot.bottom).lineWidth(1.5).stroke(COLORS.muted)
				doc.circle(geometry.end.x, geometry.end.y, 5).fill(COLORS.primary)
				if (payback) {
					doc
						.moveTo(payback.x, payback.y)
						.lineTo(payback.x, plot.top - 8)
						.dash(3, { space: 4 })
						.lineWidth(1.5)
						.stroke(COLORS.success)
						.undash()
					doc.circle(payback.x, payback.y, 7).lineWidth(3).fillAndStroke('#FFFFFF', COLORS.success)
					doc
						.font('semibold')
						.fontSize(12)
						.fillColor(COLORS.success)
						.text(
							printable(`Rentabilisé en ${formatPayback(result.paybackMonths)}`),
							payback.labelX - 135,
							plot.top - 30,
							{
								width: 270,
								align: 'center',
								lineBreak: false,
							},
						)
				}
				doc.restore()
			},
		),
	)
	doc.x = MARGIN.left
	doc.y = top + height + 8
	// The legend, as text: what each line is.
	paragraph(
		doc,
		parent,
		`Trait plein : économies cumulées. Pointillés : investissement${payback ? '. Cercle vert : point de rentabilité' : ''}.`,
		{ size: 9, color: COLORS.muted },
	)
}

function inputValue(name: keyof RoiInputs, value: number): string {
	const definition = roiInputs.find((input) => input.name === name)!
	return definition.kind === 'text' ? formatEuro(value) : formatInputValue(value, definition)
}

/** The estimate as a PDF, for these inputs, dated `date`. */
export async function renderEstimatePdf(
	inputs: RoiInputs,
	{ date = new Date() }: { date?: Date } = {},
): Promise<Buffer> {
	const result = calculateRoi(inputs)
	// @types/pdfkit 0.17 predates the 'PDF/UA' subset (PDFKit 0.16): the options are cast.
	const doc = new PDFDocument({
		size: 'A4',
		margins: MARGIN,
		bufferPages: true,
		tagged: true,
		subset: 'PDF/UA',
		pdfVersion: '1.7',
		lang: 'fr-FR',
		displayTitle: true,
		font: FONTS.regular,
		info: {
			Title: ESTIMATE_PDF_TITLE,
			Author: siteConfig.name,
			Subject:
				'Migration de votre plateforme data vers Google Cloud : économies, investissement et projection sur 24 mois',
			Keywords: 'ROI, plateforme data, Google Cloud, estimation',
			Creator: `${siteConfig.name} (calculateur de ROI)`,
			Producer: 'PDFKit',
			CreationDate: date,
			ModDate: date,
		},
	} as unknown as PDFKit.PDFDocumentOptions)
	for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file)
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const ended = new Promise<void>((resolve, reject) => {
		doc.on('end', () => resolve())
		doc.on('error', reject)
	})

	const root = doc.struct('Document')
	doc.addStructure(root)

	artifact(doc, () => {
		doc.rect(0, 0, PAGE.width, 8).fill(COLORS.primary)
	})
	root.add(
		element(doc, 'P', {}, () => {
			doc
				.font('semibold')
				.fontSize(10)
				.fillColor(COLORS.primary)
				.text(printable(`${siteConfig.name} · Calculateur de ROI`), MARGIN.left, MARGIN.top - 24, {
					width: WIDTH,
				})
		}),
	)
	doc.y = MARGIN.top
	root.add(
		element(doc, 'H1', {}, () => {
			doc.font('bold').fontSize(24).fillColor(COLORS.ink).text(ESTIMATE_PDF_TITLE, MARGIN.left, doc.y, { width: WIDTH })
		}),
	)
	doc.moveDown(0.4)
	paragraph(
		doc,
		root,
		frenchTypography(
			`Migration de votre plateforme data vers Google Cloud : estimation du ${formatDateLong(date)}, établie avec les données que vous avez saisies dans notre calculateur.`,
		),
		{ color: COLORS.muted },
	)

	heading(doc, root, 'Les chiffres clés')
	table(
		doc,
		root,
		[
			{ cells: ['Indicateur', 'Valeur'], header: true },
			{ cells: [roiPage.roiLabel, formatSignedPercent(result.roi)], strong: true },
			{ cells: [roiPage.paybackLabel, formatPayback(result.paybackMonths)] },
			{ cells: [roiPage.yearlySavingsLabel, formatEuro(result.totalSavings)] },
			{ cells: [roiPage.investmentLabel, formatEuro(result.totalInvestment)] },
			{ cells: [`${roiPage.netGainLabel} (${roiPage.netGainHint})`, formatEuro(result.netGain24Months)] },
		],
		[WIDTH * 0.68, WIDTH * 0.32],
	)

	heading(doc, root, roiPage.chartTitle)
	projectionFigure(doc, root, result)
	paragraph(doc, root, projectionSummary(result))

	heading(doc, root, roiPage.breakdownTitle)
	table(
		doc,
		root,
		[
			{ cells: ['Poste', 'Montant annuel'], header: true },
			...savingsGroups.flatMap((group): Row[] => [
				{ cells: [savingsGroupTitles[group.id], formatEuro(result.groupTotals[group.id])], strong: true, tint: true },
				...group.items.map((key) => ({ cells: [savingsItemLabels[key], formatEuro(result[key])] })),
			]),
			{ cells: ['Total des économies annuelles', formatEuro(result.totalSavings)], strong: true, tint: true },
		],
		[WIDTH * 0.68, WIDTH * 0.32],
	)

	heading(doc, root, roiPage.investmentTitle)
	table(
		doc,
		root,
		[
			{ cells: ['Poste', 'Montant'], header: true },
			{ cells: [roiPage.migrationLabel, formatEuro(result.migrationCost)] },
			{ cells: [roiPage.trainingLabel, formatEuro(result.trainingCost)] },
			{ cells: [roiPage.investmentLabel, formatEuro(result.totalInvestment)], strong: true, tint: true },
		],
		[WIDTH * 0.68, WIDTH * 0.32],
	)
	paragraph(
		doc,
		root,
		`${roiPage.newPlatformLabel}\u00a0: ${formatEuro(result.newPlatformRecurringCost)} par an, contre ${formatEuro(inputs.currentDataInfraCosts)} aujourd’hui.`,
	)

	heading(doc, root, 'Vos données')
	table(
		doc,
		root,
		[
			{ cells: ['Donnée', 'Valeur'], header: true },
			...roiCards.flatMap((card): Row[] => [
				{ cells: [card.title, ''], strong: true, tint: true },
				...roiInputs
					.filter((input) => input.card === card.id)
					.map((input) => ({ cells: [input.label, inputValue(input.name, inputs[input.name])] })),
			]),
		],
		[WIDTH * 0.62, WIDTH * 0.38],
	)

	heading(doc, root, roiPage.methodologyTitle)
	paragraph(doc, root, roiPage.methodologyIntro)
	const list = doc.struct('L')
	root.add(list)
	for (const item of roiPage.methodology) {
		ensureRoom(doc, 40)
		const li = doc.struct('LI')
		list.add(li)
		const top = doc.y
		li.add(
			element(doc, 'Lbl', {}, () => {
				doc.font('bold').fontSize(10.5).fillColor(COLORS.primary).text('•', MARGIN.left, top, { width: 12 })
			}),
		)
		li.add(
			element(doc, 'LBody', {}, () => {
				doc
					.font('regular')
					.fontSize(10.5)
					.fillColor(COLORS.text)
					.text(printable(item), MARGIN.left + 14, top, { width: WIDTH - 14, lineGap: 2.5 })
			}),
		)
		li.end()
		doc.x = MARGIN.left
		doc.moveDown(0.3)
	}
	list.end()
	doc.moveDown(0.3)
	paragraph(doc, root, roiPage.methodologyNote, { size: 9.5, color: COLORS.muted })

	heading(doc, root, roiPage.ctaTitle)
	paragraph(doc, root, roiPage.ctaText)
	paragraph(
		doc,
		root,
		frenchTypography(
			`Réservez un échange de 30 minutes avec un expert : ${siteConfig.bookingUrl}, ou appelez-nous au ${siteConfig.phone} (${siteConfig.email}).`,
		),
	)
	root.end()

	// The page frame on every page: artifacts, outside the reading order.
	const range = doc.bufferedPageRange()
	for (let index = range.start; index < range.start + range.count; index++) {
		doc.switchToPage(index)
		const bottomMargin = doc.page.margins.bottom
		doc.page.margins.bottom = 0
		artifact(
			doc,
			() => {
				doc
					.moveTo(MARGIN.left, PAGE.height - 48)
					.lineTo(PAGE.width - MARGIN.right, PAGE.height - 48)
					.lineWidth(0.6)
					.stroke(COLORS.border)
				doc
					.font('regular')
					.fontSize(8.5)
					.fillColor(COLORS.muted)
					.text(
						printable(
							`${siteConfig.name} · ${siteConfig.phone} · ${siteConfig.email} · Estimation indicative sur ${PROJECTION_MONTHS} mois`,
						),
						MARGIN.left,
						PAGE.height - 40,
						{ width: WIDTH - 60, lineBreak: false },
					)
					.text(`${index - range.start + 1} / ${range.count}`, PAGE.width - MARGIN.right - 60, PAGE.height - 40, {
						width: 60,
						align: 'right',
						lineBreak: false,
					})
			},
			'Pagination',
		)
		doc.page.margins.bottom = bottomMargin
	}

	doc.end()
	await ended
	return Buffer.concat(chunks)
}
