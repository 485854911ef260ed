import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
	formatAmount,
	clampToStep,
	defaultRoiInputs,
	formatInputValue,
	inputsOfCard,
	parseWholeNumber,
	roiCards,
	roiInputs,
	sliderInputs,
	spokenInputValue,
	textInputs,
} from './roi-inputs.ts'

const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

test('the sixteen inputs in the spec’s order, with its defaults', () => {
	expect(defaultRoiInputs).toEqual({
		currentDataInfraCosts: 150000,
		dataTeamSize: 5,
		avgSalaryDataTeam: 60000,
		hoursPerWeekMaintenance: 15,
		timeToCreateNewPipeline: 30,
		timeToGenerateReport: 2,
		reportFrequency: 50,
		dataVolumeGB: 1000,
		businessUsers: 25,
		dataSources: 8,
		downtime: 5,
		dataQualityErrorRate: 15,
		manualProcesses: 40,
		avgProjectValue: 200000,
		projectsDelayedByData: 3,
		decisionMakingDelay: 48,
	})
	expect(Object.keys(defaultRoiInputs)).toEqual(roiInputs.map((input) => input.name))
	expect(textInputs.map((input) => input.name)).toEqual([
		'currentDataInfraCosts',
		'avgSalaryDataTeam',
		'avgProjectValue',
	])
})

test('the four cards, in order, hold every input once and keep the spec’s order', () => {
	expect(roiCards.map((card) => card.title)).toEqual([
		'Infrastructure data actuelle',
		'Processus et temps actuels',
		'Volume et utilisateurs',
		'Problèmes actuels et impact business',
	])
	expect(roiCards.flatMap((card) => inputsOfCard(card.id).map((input) => input.name))).toEqual(
		roiInputs.map((input) => input.name),
	)
})

test('slider bounds and steps are the spec’s (§5)', () => {
	expect(Object.fromEntries(sliderInputs.map((input) => [input.name, [input.min, input.max, input.step]]))).toEqual({
		dataTeamSize: [1, 50, 1],
		hoursPerWeekMaintenance: [1, 40, 1],
		timeToCreateNewPipeline: [1, 90, 1],
		timeToGenerateReport: [0.5, 8, 0.5],
		reportFrequency: [5, 200, 5],
		dataVolumeGB: [50, 50000, 50],
		businessUsers: [5, 500, 5],
		dataSources: [2, 50, 1],
		downtime: [0, 50, 1],
		dataQualityErrorRate: [0, 50, 1],
		manualProcesses: [0, 80, 5],
		projectsDelayedByData: [0, 20, 1],
		decisionMakingDelay: [1, 168, 1],
	})
	for (const input of sliderInputs) {
		expect(clampToStep(input.defaultValue, input), `${input.name} default`).toBe(input.defaultValue)
	}
})

test('every slider clamps to its min and max and rounds to its step', () => {
	for (const input of sliderInputs) {
		expect(clampToStep(input.min, input), input.name).toBe(input.min)
		expect(clampToStep(input.max, input), input.name).toBe(input.max)
		expect(clampToStep(input.min - input.step * 3, input), input.name).toBe(input.min)
		expect(clampToStep(input.max + input.step * 3, input), input.name).toBe(input.max)
		expect(clampToStep(-Infinity, input), input.name).toBe(input.min)
		expect(clampToStep(Number.NaN, input), input.name).toBe(input.min)
		// A hair above the first step rounds back to it; past its middle, to the next.
		expect(clampToStep(input.min + input.step * 0.4, input), input.name).toBe(input.min)
		expect(clampToStep(input.min + input.step * 0.6, input), input.name).toBe(input.min + input.step)
	}
	const report = sliderInputs.find((input) => input.name === 'timeToGenerateReport')!
	expect(clampToStep(1.3, report)).toBe(1.5)
	expect(clampToStep(0.7, report)).toBe(0.5)
	expect(clampToStep(7.9, report)).toBe(8)
	const volume = sliderInputs.find((input) => input.name === 'dataVolumeGB')!
	expect(clampToStep(1024, volume)).toBe(1000)
	expect(clampToStep(1030, volume)).toBe(1050)
})

test('numeric text inputs: whole numbers, unparseable or negative → 0', () => {
	expect(parseWholeNumber('150000')).toBe(150000)
	expect(parseWholeNumber('  42 ')).toBe(42)
	expect(parseWholeNumber('150 000')).toBe(150000)
	expect(parseWholeNumber('150\u202f000\u00a0€')).toBe(150000)
	expect(parseWholeNumber('+7')).toBe(7)
	expect(parseWholeNumber('007')).toBe(7)
	// Whole numbers: the reading stops at the decimal separator.
	expect(parseWholeNumber('12,5')).toBe(12)
	expect(parseWholeNumber('12.9')).toBe(12)
	expect(parseWholeNumber('1e6')).toBe(1)
	expect(parseWholeNumber('123abc')).toBe(123)
	// Unparseable.
	expect(parseWholeNumber('')).toBe(0)
	expect(parseWholeNumber('abc')).toBe(0)
	expect(parseWholeNumber('€')).toBe(0)
	expect(parseWholeNumber('--5')).toBe(0)
	expect(parseWholeNumber('.5')).toBe(0)
	// Negative.
	expect(parseWholeNumber('-5')).toBe(0)
	expect(parseWholeNumber('-150000')).toBe(0)
	// Absurdly long input stays a safe integer.
	expect(parseWholeNumber('9'.repeat(40))).toBe(Number.MAX_SAFE_INTEGER)
})

test('values are shown with their unit, singular below 2, and spoken in words', () => {
	const byName = Object.fromEntries(roiInputs.map((input) => [input.name, input]))
	expect(spaces(formatInputValue(1000, byName.dataVolumeGB!))).toBe('1 000 Go')
	expect(spaces(formatInputValue(0.5, byName.timeToGenerateReport!))).toBe('0,5 h')
	expect(spaces(formatInputValue(5, byName.dataTeamSize!))).toBe('5 personnes')
	expect(spaces(formatInputValue(1, byName.dataTeamSize!))).toBe('1 personne')
	expect(spaces(formatInputValue(15, byName.dataQualityErrorRate!))).toBe('15 %')
	expect(spaces(formatInputValue(15, byName.hoursPerWeekMaintenance!))).toBe('15 h/semaine')
	expect(spaces(spokenInputValue(15, byName.hoursPerWeekMaintenance!))).toBe('15 heures par semaine')
	expect(spaces(spokenInputValue(0.5, byName.timeToGenerateReport!))).toBe('0,5 heure')
	expect(spaces(spokenInputValue(1000, byName.dataVolumeGB!))).toBe('1 000 gigaoctets')
	expect(spaces(spokenInputValue(40, byName.manualProcesses!))).toBe('40 pour cent')
	expect(spaces(formatInputValue(1, byName.projectsDelayedByData!))).toBe('1 projet/an')
	expect(spaces(formatInputValue(0, byName.projectsDelayedByData!))).toBe('0 projet/an')
	expect(spaces(formatInputValue(3, byName.projectsDelayedByData!))).toBe('3 projets/an')
})

test('no plural after a value below 2, on any slider', () => {
	// A word in the plural ends in s (« projets/an », « sources »); « mois » always does.
	const plurals = (text: string) => text.split(/[\s/]+/).filter((word) => /\p{L}s$/u.test(word) && word !== 'mois')
	for (const input of sliderInputs) {
		for (let value = input.min; value < 2 && value <= input.max; value += input.step) {
			expect(plurals(formatInputValue(value, input)), `${input.name} ${value}`).toEqual([])
			expect(plurals(spokenInputValue(value, input)), `${input.name} ${value}`).toEqual([])
		}
	}
})

test('an amount is shown grouped (« 150 000 ») and reads back as typed, even while the visitor types on', () => {
	expect(spaces(formatAmount(150000))).toBe('150 000')
	expect(spaces(formatAmount(0))).toBe('0')
	fc.assert(
		fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 9 }), (value, digit) => {
			expect(parseWholeNumber(formatAmount(value))).toBe(value)
			// A digit typed at the end of the grouped figure: « 150 0005 » is 1 500 005.
			expect(parseWholeNumber(`${formatAmount(value)}${digit}`)).toBe(value * 10 + digit)
		}),
	)
})
