import { expect, test } from 'vitest'
import { calculateRoi, normalizeInputs, savingsGroups } from './calculate-roi.ts'
import { defaultRoiInputs, type RoiInputs, sliderInputs } from './roi-inputs.ts'

/**
 * Every output except the unrounded helpers. The cases below have whole savings: the
 * breakdown displays each of them as it is.
 */
function outputs(inputs: RoiInputs) {
	const { exact: _exact, displayedSavings, ...rest } = calculateRoi(inputs)
	const keys = savingsGroups.flatMap((group) => group.items)
	expect(displayedSavings).toEqual(Object.fromEntries(keys.map((key) => [key, rest[key]])))
	return rest
}

test('the default inputs give exactly the outputs worked out by hand', () => {
	expect(outputs(defaultRoiInputs)).toEqual({
		infrastructureSavings: 75000,
		maintenanceTimeSavings: 19890,
		pipelineProductivitySavings: 60480,
		reportAutomationSavings: 28800,
		downtimeSavings: 67500,
		dataQualityImprovementValue: 72000,
		fasterDecisionValue: 135000,
		projectAccelerationValue: 90000,
		newPlatformRecurringCost: 112500,
		recurringCostSavings: 37500,
		migrationCost: 100000,
		trainingCost: 25000,
		totalSavings: 586170,
		totalInvestment: 125000,
		roi: 369,
		paybackMonths: 3,
		// 2 × 586 170 = 1 172 340; − 125 000 = 1 047 340
		cumulativeSavings24Months: 1172340,
		netGain24Months: 1047340,
		// 75 000 + 37 500 + 67 500 | 19 890 + 60 480 + 28 800 | 72 000 + 135 000 + 90 000
		groupTotals: { operations: 180000, productivity: 109170, business: 297000 },
	})
})

test('a small team: the migration cost floor of 50 000 € applies', () => {
	const inputs: RoiInputs = {
		currentDataInfraCosts: 80000,
		dataTeamSize: 2,
		avgSalaryDataTeam: 50000, // hourly rate 50 000 / 2 000 = 25
		hoursPerWeekMaintenance: 10,
		timeToCreateNewPipeline: 20,
		timeToGenerateReport: 1.5,
		reportFrequency: 20,
		dataVolumeGB: 500,
		businessUsers: 10,
		dataSources: 4,
		downtime: 2,
		dataQualityErrorRate: 10,
		manualProcesses: 30,
		avgProjectValue: 100000,
		projectsDelayedByData: 1,
		decisionMakingDelay: 24,
	}
	expect(outputs(inputs)).toEqual({
		infrastructureSavings: 40000, // 80 000 × 0.5
		maintenanceTimeSavings: 11050, // 10 × 52 × 25 × 0.85
		pipelineProductivitySavings: 33600, // 20 × 8 × 25 × 12 × 0.7
		reportAutomationSavings: 7200, // 1.5 × 20 × 12 × 25 × 0.8
		downtimeSavings: 10800, // 2 × 12 × 10 × 50 × 0.9
		dataQualityImprovementValue: 8000, // 0.10 × 100 000 × 1 × 0.8
		fasterDecisionValue: 27000, // 24 / 8 × 10 × 100 × 12 × 0.75
		projectAccelerationValue: 15000, // 1 × 100 000 × 0.15
		newPlatformRecurringCost: 60000, // 80 000 × 0.75
		recurringCostSavings: 20000, // 80 000 × 0.25
		migrationCost: 50000, // max(50 000, 4 × 5 000 + 500 / 100 × 1 000 + 2 × 10 000 = 45 000)
		trainingCost: 10000, // 2 × 5 000
		totalSavings: 172650, // sum of the nine savings
		totalInvestment: 60000,
		roi: 188, // (172 650 − 60 000) / 60 000 × 100 = 187.75
		paybackMonths: 4, // 60 000 / (172 650 / 12 = 14 387.5) = 4.17
		cumulativeSavings24Months: 345300,
		netGain24Months: 285300,
		// 40 000 + 20 000 + 10 800 | 11 050 + 33 600 + 7 200 | 8 000 + 27 000 + 15 000
		groupTotals: { operations: 70800, productivity: 51850, business: 50000 },
	})
})

test('an odd salary: items are rounded one by one, the total only at the end', () => {
	// Hourly rate 55 555 / 2 000 = 27.7775; the other inputs are the defaults.
	const result = calculateRoi({ ...defaultRoiInputs, avgSalaryDataTeam: 55555 })
	expect(result.maintenanceTimeSavings).toBe(18416) // 15 × 52 × 27.7775 × 0.85 = 18 416.4825
	expect(result.pipelineProductivitySavings).toBe(55999) // 30 × 8 × 27.7775 × 12 × 0.7 = 55 999.44
	expect(result.reportAutomationSavings).toBe(26666) // 2 × 50 × 12 × 27.7775 × 0.8 = 26 666.4
	// 477 000 (the unchanged savings) + 101 082.3225 = 578 082.3225: the rounded items
	// would add up to 578 081, the total rounded at the end is 578 082.
	expect(result.totalSavings).toBe(578082)
	expect(result.totalInvestment).toBe(125000)
	expect(result.roi).toBe(362) // 453 082.3225 / 125 000 × 100 = 362.47
	expect(result.paybackMonths).toBe(3) // 125 000 / 48 173.53 = 2.59
	// The productivity group is the exact 101 082.3225, rounded: the groups add up to the total.
	expect(result.groupTotals).toEqual({ operations: 180000, productivity: 101082, business: 297000 })
	// Its items as displayed add up to it: the euro left over goes to the largest remainder (.4825).
	expect(result.displayedSavings).toMatchObject({
		maintenanceTimeSavings: 18417,
		pipelineProductivitySavings: 55999,
		reportAutomationSavings: 26666,
	})
})

test('every slider at its minimum, amounts at 0: a tiny saving and a migration above the floor', () => {
	const inputs = {
		...Object.fromEntries(sliderInputs.map((input) => [input.name, input.min])),
		dataTeamSize: 50,
		dataVolumeGB: 50000,
		dataSources: 50,
		currentDataInfraCosts: 0,
		avgSalaryDataTeam: 0,
		avgProjectValue: 0,
	} as RoiInputs
	const result = calculateRoi(inputs)
	// Only the faster decisions are worth something: 1 / 8 × 5 × 100 × 12 × 0.75 = 562.5 → 563.
	expect(result.fasterDecisionValue).toBe(563)
	expect(result.totalSavings).toBe(563)
	expect(result.migrationCost).toBe(1250000) // 50 × 5 000 + 50 000 / 100 × 1 000 + 50 × 10 000
	expect(result.trainingCost).toBe(250000)
	expect(result.totalInvestment).toBe(1500000)
	expect(result.roi).toBe(-100) // (562.5 − 1 500 000) / 1 500 000 × 100 = −99.96
	expect(result.paybackMonths).toBe(32000) // 1 500 000 / (562.5 / 12)
	expect(result.netGain24Months).toBe(1126 - 1500000)
	expect(result.groupTotals).toEqual({ operations: 0, productivity: 0, business: 563 })
})

test('every slider at its maximum', () => {
	const inputs = {
		...Object.fromEntries(sliderInputs.map((input) => [input.name, input.max])),
		currentDataInfraCosts: 1000000,
		avgSalaryDataTeam: 100000, // hourly rate 50
		avgProjectValue: 500000,
	} as RoiInputs
	expect(outputs(inputs)).toEqual({
		infrastructureSavings: 500000,
		maintenanceTimeSavings: 88400, // 40 × 52 × 50 × 0.85
		pipelineProductivitySavings: 302400, // 90 × 8 × 50 × 12 × 0.7
		reportAutomationSavings: 768000, // 8 × 200 × 12 × 50 × 0.8
		downtimeSavings: 13500000, // 50 × 12 × 500 × 50 × 0.9
		dataQualityImprovementValue: 4000000, // 0.5 × 500 000 × 20 × 0.8
		fasterDecisionValue: 9450000, // 168 / 8 × 500 × 100 × 12 × 0.75
		projectAccelerationValue: 1500000, // 20 × 500 000 × 0.15
		newPlatformRecurringCost: 750000,
		recurringCostSavings: 250000,
		migrationCost: 1250000,
		trainingCost: 250000,
		totalSavings: 30358800,
		totalInvestment: 1500000,
		roi: 1924, // 28 858 800 / 1 500 000 × 100 = 1 923.92
		paybackMonths: 1, // 1 500 000 / 2 529 900 = 0.59
		cumulativeSavings24Months: 60717600,
		netGain24Months: 59217600,
		groupTotals: { operations: 14250000, productivity: 1158800, business: 14950000 },
	})
})

test('the three groups hold every saving once', () => {
	const keys = savingsGroups.flatMap((group) => group.items)
	expect(new Set(keys).size).toBe(9)
})

test('no saving means no payback, not a division by zero', () => {
	const zero = Object.fromEntries(Object.keys(defaultRoiInputs).map((name) => [name, 0])) as RoiInputs
	const result = calculateRoi(zero)
	expect(result.paybackMonths).toBeNull()
	expect(result.totalInvestment).toBe(50000)
	expect(result.roi).toBe(-100)
})

test('normalizeInputs clamps sliders to their step and makes amounts whole and positive', () => {
	const normalized = normalizeInputs({
		...defaultRoiInputs,
		dataTeamSize: 80,
		timeToGenerateReport: 1.3,
		currentDataInfraCosts: -5,
		avgSalaryDataTeam: 1234.9,
	})
	expect(normalized.dataTeamSize).toBe(50)
	expect(normalized.timeToGenerateReport).toBe(1.5)
	expect(normalized.currentDataInfraCosts).toBe(0)
	expect(normalized.avgSalaryDataTeam).toBe(1234)
	expect(normalizeInputs(defaultRoiInputs)).toEqual(defaultRoiInputs)
})
