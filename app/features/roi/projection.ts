/**
 * Geometry of the 24-month projection chart (docs/decisions/008-roi-calculator-readings.md): cumulative savings against
 * the investment, month 0 to 24. Pure, so that the chart component only draws.
 */
import { formatDecimal, formatNumber } from '#app/lib/format.ts'
import { PROJECTION_MONTHS, type RoiResult } from './calculate-roi.ts'

export const chartBox = { width: 560, height: 330, left: 100, right: 24, top: 40, bottom: 44 }
/** Half the width of the payback label at the largest font size (22 units, mobile). */
const PAYBACK_LABEL_HALF_WIDTH = 135

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at least `value`. */
export function niceStep(value: number): number {
	if (!(value > 0)) return 1
	const magnitude = 10 ** Math.floor(Math.log10(value))
	for (const factor of [1, 2, 2.5, 5, 10]) {
		if (factor * magnitude >= value * (1 - 1e-12)) return factor * magnitude
	}
	return 10 * magnitude
}

/** Four or five tick intervals from 0 up to a round maximum above `max`. */
export function valueTicks(max: number): number[] {
	const step = niceStep(max / 4)
	const count = Math.max(1, Math.ceil((max * (1 + 1e-9)) / step))
	return Array.from({ length: count + 1 }, (_, index) => index * step)
}

/** "600 k€", "1,2 M€", "0 €": the short amounts of the value axis. */
export function formatCompactEuro(value: number): string {
	if (value >= 1_000_000) return `${formatDecimal(value / 1_000_000)}\u00a0M€`
	if (value >= 1_000) return `${formatDecimal(value / 1_000)}\u00a0k€`
	return `${formatNumber(value)}\u00a0€`
}

/** The payback point; its label is centred above it, kept within the plot. */
function paybackPoint(x: number, y: number, plot: { left: number; right: number }) {
	const labelX = Math.min(Math.max(x, plot.left + PAYBACK_LABEL_HALF_WIDTH), plot.right - PAYBACK_LABEL_HALF_WIDTH)
	return { x, y, labelX }
}

export type ProjectionGeometry = {
	/** The savings line and the area under it (SVG path data). */
	savingsLine: string
	savingsArea: string
	investmentY: number
	/** Where the line meets the investment, when within 24 months. */
	payback: { x: number; y: number; labelX: number } | null
	end: { x: number; y: number }
	xTicks: { month: number; x: number }[]
	yTicks: { value: number; y: number }[]
	plot: { left: number; right: number; top: number; bottom: number }
}

export function projectionGeometry(result: RoiResult): ProjectionGeometry {
	const { width, height, left, right, top, bottom } = chartBox
	const plot = { left, right: width - right, top, bottom: height - bottom }
	const { monthlySavings, totalInvestment, paybackMonths } = result.exact
	const finalSavings = Math.max(0, monthlySavings * PROJECTION_MONTHS)
	// Headroom above the higher of the two lines so that neither touches the frame.
	const yTicksValues = valueTicks(Math.max(finalSavings, totalInvestment, 1) * 1.06)
	const yMax = yTicksValues.at(-1)!
	const x = (month: number) => plot.left + (month / PROJECTION_MONTHS) * (plot.right - plot.left)
	const y = (value: number) => plot.bottom - (value / yMax) * (plot.bottom - plot.top)
	const round = (value: number) => Math.round(value * 10) / 10
	const start = { x: round(x(0)), y: round(y(0)) }
	const end = { x: round(x(PROJECTION_MONTHS)), y: round(y(finalSavings)) }
	const investmentY = round(y(totalInvestment))
	return {
		savingsLine: `M${start.x} ${start.y}L${end.x} ${end.y}`,
		savingsArea: `M${start.x} ${start.y}L${end.x} ${end.y}L${end.x} ${start.y}Z`,
		investmentY,
		payback:
			paybackMonths !== null && paybackMonths <= PROJECTION_MONTHS
				? paybackPoint(round(x(paybackMonths)), investmentY, plot)
				: null,
		end,
		xTicks: [0, 6, 12, 18, 24].map((month) => ({ month, x: round(x(month)) })),
		yTicks: yTicksValues.map((value) => ({ value, y: round(y(value)) })),
		plot,
	}
}
