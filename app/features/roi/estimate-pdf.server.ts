/**
 * The PDF of an ROI estimate (docs/decisions/077-roi-estimate.md): the inputs, the
 * readings in their three groups and the total, the investment, and the 24-month
 * projection drawn like the page's chart. Every figure comes from calculateRoi and the
 * chart's geometry from projectionGeometry: nothing is computed twice.
 *
 * A tagged PDF/UA-1 document made by the site's tagged-PDF layer (app/infra/pdf,
 * docs/decisions/060-tagged-pdf.md): headings, paragraphs, tables with scoped header
 * cells, a list, the chart as a figure with its alternative text; the page frame and
 * decorations are artifacts. It carries nothing the visitor typed (the company is not
 * printed): it is sent to an address a visitor gave.
 *
 * `renderEstimatePdf` is the one entry point.
 */
import { siteConfig } from '#app/config/site.ts'
import { roiResultsCopy, savingsGroupTitles, savingsItemLabels } from '#app/content/roi-results.ts'
import { createTaggedPdf, interFont, type StructElement, type TaggedPdf } from '#app/infra/pdf/tagged-pdf.server.ts'
import { formatDateLong, formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { frenchTypography } from '#app/lib/typography.ts'
import { calculateRoi, PROJECTION_MONTHS, type RoiResult, savingsGroups } from './calculate-roi.ts'
import { formatPayback } from './payback.ts'
import { chartBox, formatCompactEuro, projectionGeometry } from './projection.ts'
import { projectionSummary } from './roi-projection-chart.tsx'
import { formatInputValue, roiCards, roiInputs, type RoiInputs } from './roi-inputs.ts'

/** Inter, the site's typeface, by the names the layout uses (the first is the default). */
export const ESTIMATE_PDF_FONTS = {
	regular: interFont('inter-latin-400-normal.woff'),
	semibold: interFont('inter-latin-600-normal.woff'),
	bold: interFont('inter-latin-700-normal.woff'),
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

/** What the layout draws with: the document and the tagged-PDF helpers. */
type Layout = TaggedPdf

/** Starts a new page when fewer than `height` points are left (between blocks: nothing is marked). */
function ensureRoom(pdf: Layout, height: number) {
	if (pdf.doc.y + height > BOTTOM) pdf.newPage()
}

function heading(pdf: Layout, parent: StructElement, text: string) {
	const { doc } = pdf
	ensureRoom(pdf, 120)
	doc.moveDown(0.8)
	pdf.tag('H2', parent, () => {
		doc.font('bold').fontSize(15).fillColor(COLORS.ink).text(printable(text), MARGIN.left, doc.y, { width: WIDTH })
	})
	doc.moveDown(0.4)
}

function paragraph(pdf: Layout, parent: StructElement, text: string, options: { size?: number; color?: string } = {}) {
	const { doc } = pdf
	pdf.tag('P', parent, () => {
		doc
			.font('regular')
			.fontSize(options.size ?? 10.5)
			.fillColor(options.color ?? COLORS.text)
			.text(printable(text), MARGIN.left, doc.y, { width: WIDTH, lineGap: 2.5 })
	})
	doc.moveDown(0.5)
}

type Row = { cells: string[]; header?: boolean; strong?: boolean; tint?: boolean }

/**
 * A table of label / value rows: the header row in THead (TH, scope column), the others
 * in TBody (the label a TH with scope row, the value a TD); the zebra and rules are
 * artifacts. Rows never split across pages.
 */
function table(pdf: Layout, parent: StructElement, rows: Row[], widths: number[]) {
	const { doc } = pdf
	const tableElement = pdf.group('Table', parent)
	let head: StructElement | undefined
	let body: StructElement | undefined
	const pad = 6
	for (const [index, row] of rows.entries()) {
		doc.font(row.header || row.strong ? 'semibold' : 'regular').fontSize(row.header ? 9 : 10)
		const height =
			Math.max(
				...row.cells.map((cell, column) => doc.heightOfString(printable(cell), { width: widths[column]! - 2 * pad })),
			) +
			2 * pad
		ensureRoom(pdf, height)
		const top = doc.y
		pdf.artifact(() => {
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
		const section = row.header
			? (head ??= pdf.group('THead', tableElement))
			: (body ??= pdf.group('TBody', tableElement))
		const tr = pdf.group('TR', section)
		let x = MARGIN.left
		for (const [column, cell] of row.cells.entries()) {
			const width = widths[column]!
			const last = column === row.cells.length - 1
			const cellX = x
			pdf.tag(
				row.header || column === 0 ? 'TH' : 'TD',
				tr,
				() => {
					doc
						.font(row.header || row.strong ? 'semibold' : 'regular')
						.fontSize(row.header ? 9 : 10)
						.fillColor(row.header ? '#FFFFFF' : column === 0 ? COLORS.text : COLORS.ink)
						.text(printable(cell), cellX + pad, top + pad, {
							width: width - 2 * pad,
							align: last && column > 0 ? 'right' : 'left',
						})
				},
				row.header ? { scope: 'Column' } : column === 0 ? { scope: 'Row' } : {},
			)
			x += width
		}
		doc.y = top + height
	}
	doc.x = MARGIN.left
	doc.moveDown(0.6)
}

/** The 24-month projection, drawn from the page chart's geometry (projection.ts) at the PDF's scale. */
function projectionFigure(pdf: Layout, parent: StructElement, result: RoiResult) {
	const { doc } = pdf
	const scale = WIDTH / chartBox.width
	const height = chartBox.height * scale
	ensureRoom(pdf, height + 40)
	const top = doc.y
	const geometry = projectionGeometry(result)
	const { plot, payback } = geometry
	pdf.figure(parent, projectionSummary(result), [MARGIN.left, top, WIDTH, height], () => {
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
				.text(printable(`Rentabilisé en ${formatPayback(result.paybackMonths)}`), payback.labelX - 135, plot.top - 30, {
					width: 270,
					align: 'center',
					lineBreak: false,
				})
		}
		doc.restore()
	})
	doc.x = MARGIN.left
	doc.y = top + height + 8
	// The legend, as text: what each line is.
	paragraph(
		pdf,
		parent,
		`Trait plein : économies cumulées. Pointillés : investissement${payback ? '. Cercle vert : point de rentabilité' : ''}.`,
		{ size: 9, color: COLORS.muted },
	)
}

/** The bulleted list of the methodology: L, LI, the bullet a Lbl, the text an LBody. */
function bulletList(pdf: Layout, parent: StructElement, items: readonly string[]) {
	const { doc } = pdf
	const list = pdf.group('L', parent)
	for (const item of items) {
		ensureRoom(pdf, 40)
		const li = pdf.group('LI', list)
		const top = doc.y
		pdf.tag('Lbl', li, () => {
			doc.font('bold').fontSize(10.5).fillColor(COLORS.primary).text('•', MARGIN.left, top, { width: 12 })
		})
		pdf.tag('LBody', li, () => {
			doc
				.font('regular')
				.fontSize(10.5)
				.fillColor(COLORS.text)
				.text(printable(item), MARGIN.left + 14, top, { width: WIDTH - 14, lineGap: 2.5 })
		})
		doc.x = MARGIN.left
		doc.moveDown(0.3)
	}
}

/** The page frame on every page (once they are all laid out, for « n / total »): artifacts. */
function pageFrames(pdf: Layout) {
	const { doc } = pdf
	const range = doc.bufferedPageRange()
	for (let index = range.start; index < range.start + range.count; index++) {
		doc.switchToPage(index)
		// The footer sits in the bottom margin: without this, PDFKit would start a new page.
		const bottomMargin = doc.page.margins.bottom
		doc.page.margins.bottom = 0
		pdf.artifact(() => {
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
		}, 'Pagination')
		doc.page.margins.bottom = bottomMargin
	}
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
	const pdf = createTaggedPdf({
		title: ESTIMATE_PDF_TITLE,
		lang: 'fr-FR',
		author: siteConfig.name,
		subject:
			'Migration de votre plateforme data vers Google Cloud : économies, investissement et projection sur 24 mois',
		keywords: 'ROI, plateforme data, Google Cloud, estimation',
		creator: `${siteConfig.name} (calculateur de ROI)`,
		date,
		margins: MARGIN,
		fonts: ESTIMATE_PDF_FONTS,
	})
	const { doc, root } = pdf

	pdf.artifact(() => {
		doc.rect(0, 0, PAGE.width, 8).fill(COLORS.primary)
	})
	pdf.tag('P', root, () => {
		doc
			.font('semibold')
			.fontSize(10)
			.fillColor(COLORS.primary)
			.text(printable(`${siteConfig.name} · Calculateur de ROI`), MARGIN.left, MARGIN.top - 24, { width: WIDTH })
	})
	doc.y = MARGIN.top
	pdf.tag('H1', root, () => {
		doc.font('bold').fontSize(24).fillColor(COLORS.ink).text(ESTIMATE_PDF_TITLE, MARGIN.left, doc.y, { width: WIDTH })
	})
	doc.moveDown(0.4)
	paragraph(
		pdf,
		root,
		`Migration de votre plateforme data vers Google Cloud : estimation du ${formatDateLong(date)}, établie avec les données que vous avez saisies dans notre calculateur.`,
		{ color: COLORS.muted },
	)

	heading(pdf, root, 'Les chiffres clés')
	table(
		pdf,
		root,
		[
			{ cells: ['Indicateur', 'Valeur'], header: true },
			{ cells: [roiResultsCopy.roiLabel, formatSignedPercent(result.roi)], strong: true },
			{ cells: [roiResultsCopy.paybackLabel, formatPayback(result.paybackMonths)] },
			{ cells: [roiResultsCopy.yearlySavingsLabel, formatEuro(result.totalSavings)] },
			{ cells: [roiResultsCopy.investmentLabel, formatEuro(result.totalInvestment)] },
			{ cells: [`${roiResultsCopy.netGainLabel} (${roiResultsCopy.netGainHint})`, formatEuro(result.netGain24Months)] },
		],
		[WIDTH * 0.68, WIDTH * 0.32],
	)

	heading(pdf, root, roiResultsCopy.chartTitle)
	projectionFigure(pdf, root, result)
	paragraph(pdf, root, projectionSummary(result))

	heading(pdf, root, roiResultsCopy.breakdownTitle)
	table(
		pdf,
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

	heading(pdf, root, roiResultsCopy.investmentTitle)
	table(
		pdf,
		root,
		[
			{ cells: ['Poste', 'Montant'], header: true },
			{ cells: [roiResultsCopy.migrationLabel, formatEuro(result.migrationCost)] },
			{ cells: [roiResultsCopy.trainingLabel, formatEuro(result.trainingCost)] },
			{ cells: [roiResultsCopy.investmentLabel, formatEuro(result.totalInvestment)], strong: true, tint: true },
		],
		[WIDTH * 0.68, WIDTH * 0.32],
	)
	paragraph(
		pdf,
		root,
		`${roiResultsCopy.newPlatformLabel}\u00a0: ${formatEuro(result.newPlatformRecurringCost)} par an, contre ${formatEuro(inputs.currentDataInfraCosts)} aujourd’hui.`,
	)

	heading(pdf, root, 'Vos données')
	table(
		pdf,
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

	heading(pdf, root, roiResultsCopy.methodologyTitle)
	paragraph(pdf, root, roiResultsCopy.methodologyIntro)
	bulletList(pdf, root, roiResultsCopy.methodology)
	doc.moveDown(0.3)
	paragraph(pdf, root, roiResultsCopy.methodologyNote, { size: 9.5, color: COLORS.muted })

	heading(pdf, root, roiResultsCopy.ctaTitle)
	paragraph(pdf, root, roiResultsCopy.ctaText)
	paragraph(
		pdf,
		root,
		`Réservez un échange de 30 minutes avec un expert : ${siteConfig.bookingUrl}, ou appelez-nous au ${siteConfig.phone} (${siteConfig.email}).`,
	)

	pageFrames(pdf)
	return pdf.end()
}
