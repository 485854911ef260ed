/**
 * The ROI calculation, read as docs/decisions/008-roi-calculator-readings.md says:
 * every figure is yearly, `dataQualityErrorRate` is a percentage, total savings include
 * the recurring savings, and rounding to whole euros happens only at the end.
 */
import { clampToStep, roiInputs, type RoiInputs } from './roi-inputs.ts'
import { savingsBreakdown } from './savings-breakdown.ts'

/** A year is 52 weeks; an hourly rate is the yearly salary over 2 000 hours. */
const WEEKS_PER_YEAR = 52
const HOURS_PER_YEAR = 2000
/** The projection the results page draws, month 0 to 24: it makes the « 24 mois » label true. */
export const PROJECTION_MONTHS = 24

export type RoiResult = {
	infrastructureSavings: number
	maintenanceTimeSavings: number
	pipelineProductivitySavings: number
	reportAutomationSavings: number
	downtimeSavings: number
	dataQualityImprovementValue: number
	fasterDecisionValue: number
	projectAccelerationValue: number
	/** Yearly cost of the new platform (75 % of today’s). */
	newPlatformRecurringCost: number
	recurringCostSavings: number
	migrationCost: number
	trainingCost: number
	/** Yearly savings, all of the above savings included. */
	totalSavings: number
	totalInvestment: number
	/** Percent, over the first year. */
	roi: number
	/** Months of savings that pay the investment back; null when nothing is saved. */
	paybackMonths: number | null
	/** 24-month projection: 2 × totalSavings, and that minus the investment. */
	cumulativeSavings24Months: number
	netGain24Months: number
	/** The three display groups’ subtotals; they add up to totalSavings. */
	groupTotals: Record<SavingsGroupId, number>
	/**
	 * The savings as the breakdown shows them: each group’s items add up to its subtotal
	 * (each within one euro of the exact figure; the outputs above are each rounded alone).
	 */
	displayedSavings: Record<SavingsKey, number>
	/** Unrounded figures for the chart’s geometry. */
	exact: { monthlySavings: number; totalInvestment: number; paybackMonths: number | null }
}

export type SavingsKey =
	| 'infrastructureSavings'
	| 'recurringCostSavings'
	| 'downtimeSavings'
	| 'maintenanceTimeSavings'
	| 'pipelineProductivitySavings'
	| 'reportAutomationSavings'
	| 'dataQualityImprovementValue'
	| 'fasterDecisionValue'
	| 'projectAccelerationValue'

export type SavingsGroupId = 'operations' | 'productivity' | 'business'

/** The three display groups (docs/decisions/008-roi-calculator-readings.md); together they hold every saving once. */
export const savingsGroups: { id: SavingsGroupId; items: SavingsKey[] }[] = [
	{ id: 'operations', items: ['infrastructureSavings', 'recurringCostSavings', 'downtimeSavings'] },
	{ id: 'productivity', items: ['maintenanceTimeSavings', 'pipelineProductivitySavings', 'reportAutomationSavings'] },
	{ id: 'business', items: ['dataQualityImprovementValue', 'fasterDecisionValue', 'projectAccelerationValue'] },
]

/** The unrounded formulas, one per saving and cost. */
function exactFigures(inputs: RoiInputs) {
	const hourlyRate = inputs.avgSalaryDataTeam / HOURS_PER_YEAR
	const savings: Record<SavingsKey, number> = {
		infrastructureSavings: inputs.currentDataInfraCosts * 0.5,
		maintenanceTimeSavings: inputs.hoursPerWeekMaintenance * WEEKS_PER_YEAR * hourlyRate * 0.85,
		pipelineProductivitySavings: inputs.timeToCreateNewPipeline * 8 * hourlyRate * 12 * 0.7,
		reportAutomationSavings: inputs.timeToGenerateReport * inputs.reportFrequency * 12 * hourlyRate * 0.8,
		downtimeSavings: inputs.downtime * 12 * inputs.businessUsers * 50 * 0.9,
		dataQualityImprovementValue:
			(inputs.dataQualityErrorRate / 100) * inputs.avgProjectValue * inputs.projectsDelayedByData * 0.8,
		fasterDecisionValue: (inputs.decisionMakingDelay / 8) * inputs.businessUsers * 100 * 12 * 0.75,
		projectAccelerationValue: inputs.projectsDelayedByData * inputs.avgProjectValue * 0.15,
		recurringCostSavings: inputs.currentDataInfraCosts * 0.25,
	}
	const newPlatformRecurringCost = inputs.currentDataInfraCosts * 0.75
	const migrationCost = Math.max(
		50000,
		inputs.dataSources * 5000 + (inputs.dataVolumeGB / 100) * 1000 + inputs.dataTeamSize * 10000,
	)
	const trainingCost = inputs.dataTeamSize * 5000
	const totalSavings = Object.values(savings).reduce((sum, value) => sum + value, 0)
	const totalInvestment = migrationCost + trainingCost
	return { savings, newPlatformRecurringCost, migrationCost, trainingCost, totalSavings, totalInvestment }
}

/** Every output of the calculator, from the inputs, rounded to whole numbers at the end. */
export function calculateRoi(inputs: RoiInputs): RoiResult {
	const exact = exactFigures(inputs)
	const round = (value: number) => Math.round(value) + 0 // `+ 0` turns -0 into 0
	const paybackExact = exact.totalSavings > 0 ? exact.totalInvestment / (exact.totalSavings / 12) : null
	const totalSavings = round(exact.totalSavings)
	const totalInvestment = round(exact.totalInvestment)
	return {
		infrastructureSavings: round(exact.savings.infrastructureSavings),
		maintenanceTimeSavings: round(exact.savings.maintenanceTimeSavings),
		pipelineProductivitySavings: round(exact.savings.pipelineProductivitySavings),
		reportAutomationSavings: round(exact.savings.reportAutomationSavings),
		downtimeSavings: round(exact.savings.downtimeSavings),
		dataQualityImprovementValue: round(exact.savings.dataQualityImprovementValue),
		fasterDecisionValue: round(exact.savings.fasterDecisionValue),
		projectAccelerationValue: round(exact.savings.projectAccelerationValue),
		newPlatformRecurringCost: round(exact.newPlatformRecurringCost),
		recurringCostSavings: round(exact.savings.recurringCostSavings),
		migrationCost: round(exact.migrationCost),
		trainingCost: round(exact.trainingCost),
		totalSavings,
		totalInvestment,
		roi: round(((exact.totalSavings - exact.totalInvestment) / exact.totalInvestment) * 100),
		paybackMonths: paybackExact === null ? null : round(paybackExact),
		// Stated from the displayed figures so that a reader can redo the sum.
		cumulativeSavings24Months: 2 * totalSavings,
		netGain24Months: 2 * totalSavings - totalInvestment,
		...displayedBreakdown(exact.savings, totalSavings),
		exact: {
			monthlySavings: exact.totalSavings / 12,
			totalInvestment: exact.totalInvestment,
			paybackMonths: paybackExact,
		},
	}
}

/** The breakdown’s figures: they add up as displayed (docs/decisions/008-roi-calculator-readings.md). */
function displayedBreakdown(savings: Record<SavingsKey, number>, totalSavings: number) {
	const { groups, items } = savingsBreakdown(savings, savingsGroups, totalSavings)
	return { groupTotals: groups, displayedSavings: items }
}

/** Inputs as the form may hold them, made valid: sliders clamped to step, amounts whole and ≥ 0. */
export function normalizeInputs(inputs: RoiInputs): RoiInputs {
	return Object.fromEntries(
		roiInputs.map((definition) => {
			const value = inputs[definition.name]
			if (definition.kind === 'slider') return [definition.name, clampToStep(value, definition)]
			return [definition.name, Number.isFinite(value) && value > 0 ? Math.floor(value) : 0]
		}),
	) as RoiInputs
}
