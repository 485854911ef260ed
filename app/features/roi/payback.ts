/**
 * How the payback time is said. Apart from the chart's geometry (projection.ts), so that
 * the calculator's first load, whose prompt states the default payback, does not carry the
 * chart's code (docs/decisions/034-chunk-budget.md).
 */
import { formatNumber } from '#app/lib/format.ts'
import { PROJECTION_MONTHS } from './calculate-roi.ts'

/**
 * A payback time (whole months) as the results show it: "3 mois", "moins d’un mois", and
 * beyond the 24-month projection in words, "au-delà de 24 mois", rather than a count of
 * months far outside what the page projects (docs/decisions/008-roi-calculator-readings.md).
 */
export function formatPayback(months: number | null): string {
	if (months === null) return 'jamais'
	if (months < 1) return 'moins d’un\u00a0mois'
	if (months > PROJECTION_MONTHS) return `au-delà de ${PROJECTION_MONTHS}\u00a0mois`
	return `${formatNumber(months)}\u00a0mois`
}

/** The payback in a sentence about the investment: "rentabilisé en 3 mois", "rentabilisé au-delà de 24 mois". */
export function paybackPhrase(months: number | null): string {
	if (months === null) return 'jamais rentabilisé'
	const payback = formatPayback(months)
	return months > PROJECTION_MONTHS ? `rentabilisé ${payback}` : `rentabilisé en ${payback}`
}
