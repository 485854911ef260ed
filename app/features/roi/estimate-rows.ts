/**
 * An estimate's figures and inputs as label / value rows, from calculateRoi and the
 * calculator's own formatting: the sales notification and the admin's lead page show
 * the same lines (docs/decisions/077-roi-estimate.md).
 */
import { roiResultsCopy, savingsGroupTitles } from '#app/content/roi-results.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { calculateRoi, savingsGroups } from './calculate-roi.ts'
import { formatPayback } from './payback.ts'
import { formatInputValue, roiInputs, type RoiInputs } from './roi-inputs.ts'

export type Rows = [string, string][]

/** The key figures and the groups, as rows (sales notification, admin). */
export function estimateResultRows(inputs: RoiInputs): Rows {
	const result = calculateRoi(inputs)
	return [
		[roiResultsCopy.roiLabel, formatSignedPercent(result.roi)],
		[roiResultsCopy.paybackLabel, formatPayback(result.paybackMonths)],
		[roiResultsCopy.yearlySavingsLabel, formatEuro(result.totalSavings)],
		[roiResultsCopy.investmentLabel, formatEuro(result.totalInvestment)],
		[roiResultsCopy.netGainLabel, formatEuro(result.netGain24Months)],
		...savingsGroups.map((group): [string, string] => [
			savingsGroupTitles[group.id],
			formatEuro(result.groupTotals[group.id]),
		]),
	]
}

/** The inputs, as the calculator shows them. */
export function estimateInputRows(inputs: RoiInputs): Rows {
	return roiInputs.map((input): [string, string] => [
		input.label,
		input.kind === 'text' ? formatEuro(inputs[input.name]) : formatInputValue(inputs[input.name], input),
	])
}
