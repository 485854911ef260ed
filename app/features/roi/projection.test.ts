import { expect, test } from 'vitest'
import { calculateRoi } from './calculate-roi.ts'
import { formatPayback, paybackPhrase } from './payback.ts'
import { chartBox, formatCompactEuro, niceStep, projectionGeometry, valueTicks } from './projection.ts'
import { defaultRoiInputs } from './roi-inputs.ts'

const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

test('round tick steps and a value axis that covers the maximum', () => {
	expect(niceStep(0.3)).toBe(0.5)
	expect(niceStep(1)).toBe(1)
	expect(niceStep(230000)).toBe(250000)
	expect(niceStep(310000)).toBe(500000)
	expect(niceStep(0)).toBe(1)
	// Defaults: 24 months of savings = 1 172 340 €, with 6 % headroom.
	expect(valueTicks(1172340 * 1.06)).toEqual([0, 500000, 1000000, 1500000])
	for (const max of [1, 563, 65000, 1243000, 30000000, 61000000]) {
		const ticks = valueTicks(max)
		expect(ticks.at(-1)).toBeGreaterThanOrEqual(max)
		expect(ticks.length).toBeGreaterThanOrEqual(3)
		expect(ticks.length).toBeLessThanOrEqual(6)
	}
})

test('short euro amounts for the axis, and payback wording', () => {
	expect(spaces(formatCompactEuro(0))).toBe('0 €')
	expect(spaces(formatCompactEuro(500000))).toBe('500 k€')
	expect(spaces(formatCompactEuro(1500000))).toBe('1,5 M€')
	expect(spaces(formatPayback(3))).toBe('3 mois')
	expect(spaces(formatPayback(0))).toBe('moins d’un mois')
	expect(formatPayback(null)).toBe('jamais')
	// Beyond the 24-month projection: said in words, not as a count of months.
	expect(spaces(formatPayback(24))).toBe('24 mois')
	expect(spaces(formatPayback(25))).toBe('au-delà de 24 mois')
	expect(spaces(formatPayback(1173))).toBe('au-delà de 24 mois')
	expect(spaces(paybackPhrase(3))).toBe('rentabilisé en 3 mois')
	expect(spaces(paybackPhrase(1173))).toBe('rentabilisé au-delà de 24 mois')
	expect(paybackPhrase(null)).toBe('jamais rentabilisé')
})

test('default geometry: the payback point sits on the investment line at 2.56 months', () => {
	const geometry = projectionGeometry(calculateRoi(defaultRoiInputs))
	const { plot } = geometry
	expect(plot).toEqual({ left: 100, right: chartBox.width - 24, top: 40, bottom: chartBox.height - 44 })
	// 125 000 / (586 170 / 12) = 2.559 months → x = 100 + 2.559 / 24 × 436
	expect(geometry.payback!.x).toBeCloseTo(100 + (125000 / (586170 / 12) / 24) * 436, 0)
	expect(geometry.payback!.y).toBe(geometry.investmentY)
	// The investment, 125 000 on a 1 500 000 axis, and the savings line from 0 to 1 172 340.
	expect(geometry.investmentY).toBeCloseTo(plot.bottom - (125000 / 1500000) * (plot.bottom - plot.top), 0)
	expect(geometry.end.x).toBe(plot.right)
	expect(geometry.end.y).toBeCloseTo(plot.bottom - (1172340 / 1500000) * (plot.bottom - plot.top), 0)
	expect(geometry.savingsLine.startsWith(`M${plot.left} ${plot.bottom}`)).toBe(true)
	// The label stays inside the plot even so close to its left edge.
	expect(geometry.payback!.labelX).toBeGreaterThan(geometry.payback!.x)
	expect(geometry.xTicks.map((tick) => tick.month)).toEqual([0, 6, 12, 18, 24])
})

test('no payback point when the investment is not recovered within 24 months', () => {
	const geometry = projectionGeometry(
		calculateRoi({ ...defaultRoiInputs, dataTeamSize: 50, dataVolumeGB: 50000, dataSources: 50 }),
	)
	// 1 500 000 of investment against 1 172 340 of savings over 24 months.
	expect(geometry.payback).toBeNull()
	expect(geometry.end.y).toBeGreaterThan(geometry.investmentY)
})
