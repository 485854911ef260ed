import { expect, test } from 'vitest'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { readPdf } from '#tests/setup/pdf-text.ts'
import { calculateRoi } from './calculate-roi.ts'
import { ESTIMATE_PDF_TITLE, renderEstimatePdf } from './estimate-pdf.server.ts'
import { defaultRoiInputs } from './roi-inputs.ts'

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

// Drawing and reading back a 4-page PDF: about 2 s, more on a busy machine.
test(
	'the estimate PDF is a tagged, titled French document whose text carries calculateRoi’s figures',
	{ timeout: 30_000 },
	async () => {
		const inputs = { ...defaultRoiInputs, currentDataInfraCosts: 420_000, dataTeamSize: 12, downtime: 9 }
		const result = calculateRoi(inputs)
		const pdf = await renderEstimatePdf(inputs, { date: new Date('2026-03-02T10:00:00Z') })
		expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
		const reading = await readPdf(pdf)
		expect(reading.title).toBe(ESTIMATE_PDF_TITLE)
		expect(reading.language).toBe('fr-FR')
		expect(reading.tagged).toBe(true)
		expect(pdf.toString('latin1')).toContain('<pdfuaid:part>1</pdfuaid:part>')
		for (const figure of [
			formatSignedPercent(result.roi),
			formatEuro(result.totalSavings),
			formatEuro(result.totalInvestment),
			formatEuro(result.netGain24Months),
			formatEuro(result.groupTotals.operations),
			formatEuro(result.groupTotals.productivity),
			formatEuro(result.groupTotals.business),
			formatEuro(result.infrastructureSavings),
			formatEuro(result.migrationCost),
			formatEuro(420_000),
			'12 personnes',
			'9 h/mois',
			'2 mars 2026',
		])
			expect(reading.text).toContain(plain(figure))
		expect(reading.roles).toEqual(
			expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD', 'Figure', 'L', 'LI']),
		)
		expect(reading.roles.filter((role) => role === 'H1')).toHaveLength(1)
		expect(reading.figureAlts).toHaveLength(1)
		expect(plain(reading.figureAlts[0]!)).toContain(plain(formatEuro(result.cumulativeSavings24Months)))
		// The page frame is an artifact: the footer's text is on the page, not in the structure.
		expect(reading.pages[0]).toContain('1 / ')
	},
)
