/**
 * The ROI estimate's PDF read back by the site's structure checker
 * (app/infra/pdf/inspect-pdf.server.ts, docs/decisions/060-tagged-pdf.md), as the white
 * papers are: tagged PDF/UA-1, every page in the structure tree, the chart a figure with
 * its alternative text, headings in order, and the text of every block in reading order,
 * character for character, with calculateRoi's figures for the inputs given.
 */
import { describe, expect, test } from 'vitest'
import { siteConfig } from '#app/config/site.ts'
import { roiResultsCopy, savingsGroupTitles, savingsItemLabels } from '#app/content/roi-results.ts'
import { inspectPdf, missingBlocks, structureProblems } from '#app/infra/pdf/inspect-pdf.server.ts'
import { createTaggedPdf, missingGlyphs } from '#app/infra/pdf/tagged-pdf.server.ts'
import { formatDateLong, formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { frenchTypography } from '#app/lib/typography.ts'
import { calculateRoi, savingsGroups } from './calculate-roi.ts'
import { ESTIMATE_PDF_FONTS, ESTIMATE_PDF_TITLE, renderEstimatePdf } from './estimate-pdf.server.ts'
import { formatPayback } from './payback.ts'
import { projectionSummary } from './roi-projection-chart.tsx'
import { defaultRoiInputs, formatInputValue, roiCards, roiInputs } from './roi-inputs.ts'

/** As the PDF prints text: French typography, U+202F set as U+00A0 (Inter's Latin files lack it). */
const printed = (text: string) => frenchTypography(text).replace(/\u202f/g, '\u00a0')

const inputs = { ...defaultRoiInputs, currentDataInfraCosts: 420_000, dataTeamSize: 12, downtime: 9 }
const date = new Date('2026-03-02T10:00:00Z')
const result = calculateRoi(inputs)
const pdf = await renderEstimatePdf(inputs, { date })

// Reading back a 4-page PDF: about a second, more on a busy machine.
describe('the estimate PDF read back by the structure checker', { timeout: 30_000 }, async () => {
	const report = await inspectPdf(pdf)

	test('is a tagged PDF/UA-1 document in French with its title shown, and no structure problem', () => {
		expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
		expect(structureProblems(report)).toEqual([])
		expect(report).toMatchObject({
			lang: 'fr-FR',
			title: ESTIMATE_PDF_TITLE,
			xmpTitle: ESTIMATE_PDF_TITLE,
			displayDocTitle: true,
			pdfUaPart: '1',
			marked: true,
			structTree: true,
		})
		expect(report.pageCount).toBeGreaterThanOrEqual(3)
	})

	test('every page has content in the structure tree; the page frame and decorations are artifacts', () => {
		expect(report.pages).toHaveLength(report.pageCount)
		for (const page of report.pages) {
			expect(page.taggedContent, `page ${page.page}`).toBeGreaterThan(0)
			expect(page.untaggedPaint, `page ${page.page}`).toBe(0)
			expect(page.orphanContent, `page ${page.page}`).toBe(0)
			// The running footer at least.
			expect(page.artifacts, `page ${page.page}`).toBeGreaterThan(0)
		}
		expect(report.text).not.toContain(`1 / ${report.pageCount}`)
		expect(report.text).not.toContain('Estimation indicative sur 24')
		expect(report.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).toSorted()).toEqual([
			'Inter-Bold',
			'Inter-Regular',
			'Inter-SemiBold',
		])
		expect(report.fonts.every((font) => font.embedded)).toBe(true)
	})

	test('the chart is a figure whose alternative text is the page chart’s summary', () => {
		expect(report.figures).toEqual([{ page: 1, alt: projectionSummary(result) }])
	})

	test('headings, tables with scoped header cells and the methodology list are in the tree', () => {
		expect(report.headings.map(({ level, text }) => [level, text])).toEqual(
			[
				[1, ESTIMATE_PDF_TITLE],
				[2, 'Les chiffres clés'],
				[2, roiResultsCopy.chartTitle],
				[2, roiResultsCopy.breakdownTitle],
				[2, roiResultsCopy.investmentTitle],
				[2, 'Vos données'],
				[2, roiResultsCopy.methodologyTitle],
				[2, roiResultsCopy.ctaTitle],
			].map(([level, text]) => [level, printed(String(text)).replace(/\s+/g, ' ')]),
		)
		expect(report.roles).toMatchObject({
			L: 1,
			LI: roiResultsCopy.methodology.length,
			Lbl: roiResultsCopy.methodology.length,
		})
		// Four tables; a table split over two pages counts on each.
		expect(report.roles.Table).toBeGreaterThanOrEqual(4)
		expect(report.roles.THead).toBe(report.roles.Table)
		expect(report.roles.TBody).toBe(report.roles.Table)
		const bytes = pdf.toString('latin1')
		expect(bytes).toContain('/Scope /Column')
		expect(bytes).toContain('/Scope /Row')
	})

	test('the text layer carries every block, in reading order, with calculateRoi’s figures', () => {
		const rows = (cells: string[][]) => cells.flat()
		const blocks = [
			`${siteConfig.name} · Calculateur de ROI`,
			ESTIMATE_PDF_TITLE,
			`Migration de votre plateforme data vers Google Cloud : estimation du ${formatDateLong(date)}, établie avec les données que vous avez saisies dans notre calculateur.`,
			'Les chiffres clés',
			...rows([
				['Indicateur', 'Valeur'],
				[roiResultsCopy.roiLabel, formatSignedPercent(result.roi)],
				[roiResultsCopy.paybackLabel, formatPayback(result.paybackMonths)],
				[roiResultsCopy.yearlySavingsLabel, formatEuro(result.totalSavings)],
				[roiResultsCopy.investmentLabel, formatEuro(result.totalInvestment)],
				[`${roiResultsCopy.netGainLabel} (${roiResultsCopy.netGainHint})`, formatEuro(result.netGain24Months)],
			]),
			roiResultsCopy.chartTitle,
			'Trait plein : économies cumulées. Pointillés : investissement. Cercle vert : point de rentabilité.',
			projectionSummary(result),
			roiResultsCopy.breakdownTitle,
			'Poste',
			'Montant annuel',
			...savingsGroups.flatMap((group) => [
				savingsGroupTitles[group.id],
				formatEuro(result.groupTotals[group.id]),
				...group.items.flatMap((key) => [savingsItemLabels[key], formatEuro(result[key])]),
			]),
			'Total des économies annuelles',
			formatEuro(result.totalSavings),
			roiResultsCopy.investmentTitle,
			...rows([
				['Poste', 'Montant'],
				[roiResultsCopy.migrationLabel, formatEuro(result.migrationCost)],
				[roiResultsCopy.trainingLabel, formatEuro(result.trainingCost)],
				[roiResultsCopy.investmentLabel, formatEuro(result.totalInvestment)],
			]),
			`${roiResultsCopy.newPlatformLabel} : ${formatEuro(result.newPlatformRecurringCost)} par an, contre ${formatEuro(420_000)} aujourd’hui.`,
			'Vos données',
			'Donnée',
			'Valeur',
			...roiCards.flatMap((card) => [
				card.title,
				...roiInputs
					.filter((input) => input.card === card.id)
					.flatMap((input) => [
						input.label,
						input.kind === 'text' ? formatEuro(inputs[input.name]) : formatInputValue(inputs[input.name], input),
					]),
			]),
			roiResultsCopy.methodologyTitle,
			roiResultsCopy.methodologyIntro,
			...roiResultsCopy.methodology.flatMap((item) => ['•', item]),
			roiResultsCopy.methodologyNote,
			roiResultsCopy.ctaTitle,
			roiResultsCopy.ctaText,
			`Réservez un échange de 30 minutes avec un expert : ${siteConfig.bookingUrl}, ou appelez-nous au ${siteConfig.phone} (${siteConfig.email}).`,
		].map(printed)
		expect(missingBlocks(report.text, blocks)).toEqual([])
		// The inputs as given, and the date.
		for (const figure of ['420\u00a0000\u00a0€', '12\u00a0personnes', '9\u00a0h/mois', '2 mars 2026'])
			expect(report.text).toContain(figure)
		// French typography survives the round trip: no-break spaces (never U+202F, which
		// Inter lacks), typographic apostrophes.
		expect(report.text).toContain('\u00a0:')
		expect(report.text).toContain('’')
		expect(report.text).not.toContain('\u202f')
		// Nothing printed falls back to a missing glyph.
		const fonts = createTaggedPdf({
			title: 'glyphes',
			author: siteConfig.name,
			creator: 'test',
			date,
			margins: { top: 0, bottom: 0, left: 0, right: 0 },
			fonts: ESTIMATE_PDF_FONTS,
		})
		for (const name of Object.keys(ESTIMATE_PDF_FONTS))
			expect(missingGlyphs(fonts.doc, name, report.text), name).toEqual([])
	})
})
