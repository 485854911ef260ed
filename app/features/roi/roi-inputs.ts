/**
 * The ROI calculator’s inputs with their defaults, bounds and steps: the one list the
 * form, the calculation and the tests read, in the order the form shows them.
 */
import { formatDecimal, formatNumber } from '#app/lib/format.ts'

export type RoiInputName =
	| 'currentDataInfraCosts'
	| 'dataTeamSize'
	| 'avgSalaryDataTeam'
	| 'hoursPerWeekMaintenance'
	| 'timeToCreateNewPipeline'
	| 'timeToGenerateReport'
	| 'reportFrequency'
	| 'dataVolumeGB'
	| 'businessUsers'
	| 'dataSources'
	| 'downtime'
	| 'dataQualityErrorRate'
	| 'manualProcesses'
	| 'avgProjectValue'
	| 'projectsDelayedByData'
	| 'decisionMakingDelay'

export type RoiInputs = Record<RoiInputName, number>

export type RoiCardId = 'infrastructure' | 'processes' | 'volume' | 'problems'

/**
 * How a value is written next to its number: `symbol` on screen (`symbolOne` for
 * values under 2 when the symbol is a word), `one`/`other` in words for screen readers.
 */
export type RoiUnit = { symbol: string; symbolOne?: string; one: string; other: string }

type BaseDefinition = {
	name: RoiInputName
	label: string
	unit: RoiUnit
	defaultValue: number
	card: RoiCardId
}

/** A whole-number text field (amounts in euros). */
export type TextInputDefinition = BaseDefinition & { kind: 'text' }

/** A slider: the value is clamped to [min, max] and rounded to `step`. */
export type SliderInputDefinition = BaseDefinition & { kind: 'slider'; min: number; max: number; step: number }

export type RoiInputDefinition = TextInputDefinition | SliderInputDefinition

const euroPerYear: RoiUnit = { symbol: '€/an', one: 'euro par an', other: 'euros par an' }
const euros: RoiUnit = { symbol: '€', one: 'euro', other: 'euros' }
const hours: RoiUnit = { symbol: 'h', one: 'heure', other: 'heures' }
const percent: RoiUnit = { symbol: '%', one: 'pour cent', other: 'pour cent' }

export const roiInputs = [
	{
		name: 'currentDataInfraCosts',
		kind: 'text',
		card: 'infrastructure',
		defaultValue: 150000,
		label: 'Coûts annuels de votre infrastructure data',
		unit: euroPerYear,
	},
	{
		name: 'dataTeamSize',
		kind: 'slider',
		card: 'infrastructure',
		defaultValue: 5,
		min: 1,
		max: 50,
		step: 1,
		label: 'Taille de l’équipe data',
		unit: { symbol: 'personnes', symbolOne: 'personne', one: 'personne', other: 'personnes' },
	},
	{
		name: 'avgSalaryDataTeam',
		kind: 'text',
		card: 'infrastructure',
		defaultValue: 60000,
		label: 'Salaire annuel moyen de l’équipe data',
		unit: euroPerYear,
	},
	{
		name: 'hoursPerWeekMaintenance',
		kind: 'slider',
		card: 'processes',
		defaultValue: 15,
		min: 1,
		max: 40,
		step: 1,
		label: 'Maintenance de l’infrastructure',
		unit: { symbol: 'h/semaine', one: 'heure par semaine', other: 'heures par semaine' },
	},
	{
		name: 'timeToCreateNewPipeline',
		kind: 'slider',
		card: 'processes',
		defaultValue: 30,
		min: 1,
		max: 90,
		step: 1,
		label: 'Délai de création d’un nouveau pipeline',
		unit: { symbol: 'jours', symbolOne: 'jour', one: 'jour', other: 'jours' },
	},
	{
		name: 'timeToGenerateReport',
		kind: 'slider',
		card: 'processes',
		defaultValue: 2,
		min: 0.5,
		max: 8,
		step: 0.5,
		label: 'Temps de production d’un rapport',
		unit: hours,
	},
	{
		name: 'reportFrequency',
		kind: 'slider',
		card: 'processes',
		defaultValue: 50,
		min: 5,
		max: 200,
		step: 5,
		label: 'Rapports produits',
		unit: { symbol: 'rapports/mois', symbolOne: 'rapport/mois', one: 'rapport par mois', other: 'rapports par mois' },
	},
	{
		name: 'dataVolumeGB',
		kind: 'slider',
		card: 'volume',
		defaultValue: 1000,
		min: 50,
		max: 50000,
		step: 50,
		label: 'Volume de données',
		unit: { symbol: 'Go', one: 'gigaoctet', other: 'gigaoctets' },
	},
	{
		name: 'businessUsers',
		kind: 'slider',
		card: 'volume',
		defaultValue: 25,
		min: 5,
		max: 500,
		step: 5,
		label: 'Utilisateurs métier',
		unit: { symbol: 'utilisateurs', symbolOne: 'utilisateur', one: 'utilisateur', other: 'utilisateurs' },
	},
	{
		name: 'dataSources',
		kind: 'slider',
		card: 'volume',
		defaultValue: 8,
		min: 2,
		max: 50,
		step: 1,
		label: 'Sources de données',
		unit: { symbol: 'sources', symbolOne: 'source', one: 'source', other: 'sources' },
	},
	{
		name: 'downtime',
		kind: 'slider',
		card: 'problems',
		defaultValue: 5,
		min: 0,
		max: 50,
		step: 1,
		label: 'Indisponibilité des systèmes data',
		unit: { symbol: 'h/mois', one: 'heure par mois', other: 'heures par mois' },
	},
	{
		name: 'dataQualityErrorRate',
		kind: 'slider',
		card: 'problems',
		defaultValue: 15,
		min: 0,
		max: 50,
		step: 1,
		label: 'Taux d’erreurs de qualité des données',
		unit: percent,
	},
	{
		name: 'manualProcesses',
		kind: 'slider',
		card: 'problems',
		defaultValue: 40,
		min: 0,
		max: 80,
		step: 5,
		label: 'Part de processus manuels',
		unit: percent,
	},
	{
		name: 'avgProjectValue',
		kind: 'text',
		card: 'problems',
		defaultValue: 200000,
		label: 'Valeur moyenne d’un projet',
		unit: euros,
	},
	{
		name: 'projectsDelayedByData',
		kind: 'slider',
		card: 'problems',
		defaultValue: 3,
		min: 0,
		max: 20,
		step: 1,
		label: 'Projets retardés par les données',
		unit: { symbol: 'projets/an', symbolOne: 'projet/an', one: 'projet par an', other: 'projets par an' },
	},
	{
		name: 'decisionMakingDelay',
		kind: 'slider',
		card: 'problems',
		defaultValue: 48,
		min: 1,
		max: 168,
		step: 1,
		label: 'Délai de prise de décision',
		unit: hours,
	},
] as const satisfies readonly RoiInputDefinition[]

/** The four input cards, in the spec’s order. */
export const roiCards: { id: RoiCardId; title: string }[] = [
	{ id: 'infrastructure', title: 'Infrastructure data actuelle' },
	{ id: 'processes', title: 'Processus et temps actuels' },
	{ id: 'volume', title: 'Volume et utilisateurs' },
	{ id: 'problems', title: 'Problèmes actuels et impact business' },
]

export const sliderInputs: SliderInputDefinition[] = roiInputs.filter((input) => input.kind === 'slider')
export const textInputs: TextInputDefinition[] = roiInputs.filter((input) => input.kind === 'text')

export const defaultRoiInputs = Object.fromEntries(
	roiInputs.map((input) => [input.name, input.defaultValue]),
) as RoiInputs

export function inputsOfCard(card: RoiCardId): RoiInputDefinition[] {
	return roiInputs.filter((input) => input.card === card)
}

/**
 * A numeric text field’s value: a whole number; anything unparseable is 0,
 * and so is a negative value. Spaces are ignored so that "150 000" reads as 150000;
 * the reading stops at the first other character, as parseInt does ("12,5" → 12).
 */
export function parseWholeNumber(text: string): number {
	const match = /^[+-]?\d+/.exec(text.replace(/[\s\u00a0\u202f]/g, ''))
	if (!match) return 0
	const value = Number(match[0])
	if (!Number.isFinite(value) || value < 0) return 0
	return Math.min(value, Number.MAX_SAFE_INTEGER)
}

/**
 * An amount as its field shows it, « 150 000 », like the values beside the sliders
 * (« 1 000 Go »); parseWholeNumber reads it back, spaces and all, so the visitor can go
 * on typing in it.
 */
export function formatAmount(value: number): string {
	return formatNumber(value)
}

/** A slider’s value clamped to its bounds and rounded to its step (counted from min). */
export function clampToStep(value: number, { min, max, step }: { min: number; max: number; step: number }): number {
	if (!Number.isFinite(value)) return min
	const steps = Math.round((Math.min(Math.max(value, min), max) - min) / step)
	// Decimal steps (0.5) accumulate float error: keep as many decimals as the step has.
	const decimals = (String(step).split('.')[1] ?? '').length
	return Math.min(Number((min + steps * step).toFixed(decimals)), max)
}

/** French singular up to (but excluding) 2: "1 personne", "0,5 heure", "2 heures". */
function unitWord(value: number, unit: RoiUnit): string {
	return Math.abs(value) < 2 ? unit.one : unit.other
}

function formatValue(value: number): string {
	return Number.isInteger(value) ? formatNumber(value) : formatDecimal(value)
}

/** "1 000 Go", "0,5 h", "5 personnes": the value shown beside a slider. */
export function formatInputValue(value: number, definition: RoiInputDefinition): string {
	const { symbol, symbolOne } = definition.unit
	return `${formatValue(value)}\u00a0${symbolOne && Math.abs(value) < 2 ? symbolOne : symbol}`
}

/** "1 000 gigaoctets", "0,5 heure": the slider’s aria-valuetext. */
export function spokenInputValue(value: number, definition: RoiInputDefinition): string {
	return `${formatValue(value)} ${unitWord(value, definition.unit)}`
}
