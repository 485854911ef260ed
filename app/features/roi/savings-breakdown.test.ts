import fc from 'fast-check'
import { expect, test } from 'vitest'
import { calculateRoi, type SavingsKey, savingsGroups } from './calculate-roi.ts'
import { type RoiInputs, roiInputs } from './roi-inputs.ts'
import { apportion } from './savings-breakdown.ts'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** Any inputs the form can hold: sliders within their bounds on their steps, whole amounts up to 10 M€. */
const anyInputs: fc.Arbitrary<RoiInputs> = fc.record(
	Object.fromEntries(
		roiInputs.map((input) => [
			input.name,
			input.kind === 'slider'
				? fc
						.integer({ min: 0, max: Math.round((input.max - input.min) / input.step) })
						.map((steps) => Number((input.min + steps * input.step).toFixed(1)))
				: fc.integer({ min: 0, max: 10_000_000 }),
		]),
	) as Record<keyof RoiInputs, fc.Arbitrary<number>>,
)

test('apportion: whole numbers, each the floor or ceiling of its value, adding up to the total', () => {
	expect(apportion([18416.4825, 55999.44, 26666.4], 101082)).toEqual([18417, 55999, 26666])
	expect(apportion([100.5, 100.5], 201)).toEqual([101, 100])
	expect(apportion([75000, 37500, 67500], 180000)).toEqual([75000, 37500, 67500])
	fc.assert(
		fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 9 }), (values) => {
			const total = Math.round(sum(values))
			const shares = apportion(values, total)
			expect(sum(shares)).toBe(total)
			shares.forEach((share, index) => {
				expect(Number.isInteger(share)).toBe(true)
				expect([Math.floor(values[index]!), Math.ceil(values[index]!)]).toContain(share)
			})
		}),
	)
})

test('for any inputs within the bounds, the breakdown adds up as displayed', () => {
	fc.assert(
		fc.property(anyInputs, (inputs) => {
			const result = calculateRoi(inputs)
			for (const group of savingsGroups) {
				// Each group is the sum of its items as displayed…
				expect(sum(group.items.map((key) => result.displayedSavings[key]))).toBe(result.groupTotals[group.id])
			}
			// …and the total is the sum of the groups: the headline figure.
			expect(sum(Object.values(result.groupTotals))).toBe(result.totalSavings)
			// No displayed saving is more than a euro from its own rounding.
			for (const key of savingsGroups.flatMap((group) => group.items) as SavingsKey[])
				expect(Math.abs(result.displayedSavings[key] - result[key])).toBeLessThanOrEqual(1)
		}),
		{ numRuns: 500 },
	)
})
