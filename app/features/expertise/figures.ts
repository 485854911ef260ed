/** Pure helpers for the figures shown on expertise pages. */

// Made on first use, as in app/lib/format.ts: an Intl object costs start-up time.
let priceFormat: Intl.NumberFormat | undefined

/** 6.8 → "6,80 €" (a plan price keeps its cents). */
export function formatPlanPrice(euros: number): string {
	priceFormat ??= new Intl.NumberFormat('fr-FR', {
		style: 'currency',
		currency: 'EUR',
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	})
	return priceFormat.format(euros)
}

/**
 * Splits a claim into its figure and the rest, so the figure can be set large:
 * "+40 % de productivité" → { figure: "+40 %", rest: "de productivité" }. A text
 * without a leading figure comes back whole in `rest`.
 */
export function splitFigure(text: string): { figure: string; rest: string } {
	const match =
		/^([+\-−]?\d[\d\s\u00a0\u202f,.]*(?:[\s\u00a0\u202f]?(?:%|x|h|€|Go|To))?\+?)[\s\u00a0\u202f]+(.+)$/u.exec(text)
	return match ? { figure: match[1]!.trim(), rest: match[2]! } : { figure: '', rest: text }
}

/** The first `visible` entries of a list (all of them when no limit is set). */
export function visibleItems<T>(items: T[], visible: number | undefined): T[] {
	return visible === undefined ? items : items.slice(0, Math.max(0, visible))
}
