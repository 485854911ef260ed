/** French number, currency and date formatting (Intl, fr-FR), shared by every feature. */

/**
 * A formatter made on first use: the first Intl object of a page loads the locale's data,
 * which took a quarter of the shared code's start-up time when it ran on import, on
 * pages that format nothing (docs/decisions/047-first-load-budget.md).
 */
function lazily<T>(make: () => T): () => T {
	let made: T | undefined
	return () => (made ??= make())
}

const integerFormat = lazily(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }))
const decimalFormat = lazily(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }))
const euroFormat = lazily(
	() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
)
/** A Paris-time date formatter, made on first use. */
const parisDates = (options: Intl.DateTimeFormatOptions) =>
	lazily(() => new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'Europe/Paris' }))
const longDateFormat = parisDates({ day: 'numeric', month: 'long', year: 'numeric' })
const shortDateFormat = parisDates({ day: '2-digit', month: '2-digit', year: 'numeric' })
const dateTimeFormat = parisDates({
	day: '2-digit',
	month: '2-digit',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
})

/** 586170 → "586 170" (narrow no-break space as thousands separator). */
export function formatNumber(value: number): string {
	return integerFormat().format(value)
}

/** 2.5 → "2,5". */
export function formatDecimal(value: number): string {
	return decimalFormat().format(value)
}

/** The typographic minus sign (U+2212): Intl writes a hyphen, too short beside large figures. */
const MINUS = '\u2212'

/** 586170 → "586 170 €", -37500 → "−37 500 €". */
export function formatEuro(value: number): string {
	return euroFormat().format(value).replace(/^-/, MINUS)
}

/** 369 → "+369 %", -12 → "−12 %" (minus sign). */
export function formatSignedPercent(value: number): string {
	return `${value > 0 ? '+' : value < 0 ? MINUS : ''}${integerFormat().format(Math.abs(value))}\u00a0%`
}

/**
 * The instant that stands for a calendar day ("2025-02-25"): noon UTC. It falls on the
 * same day in Paris, summer or winter (13:00 or 14:00), and in every time zone from
 * UTC−11 to UTC+11, so a date never shifts by one day whoever formats it. The one rule
 * for dates without a time (display, feeds, structured data).
 */
export function calendarDayInstant(day: string): Date {
	return new Date(`${day}T12:00:00Z`)
}

function toDate(value: Date | string): Date {
	return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDayInstant(value) : new Date(value)
}

/** "2025-02-25" → "25 février 2025"; the first of a month is "1er" ("1er mars 2025"), as French writes it. */
export function formatDateLong(value: Date | string): string {
	return longDateFormat()
		.format(toDate(value))
		.replace(/^1(?=\s)/, '1er')
}

/** "2025-02-25" → "25/02/2025". */
export function formatDateShort(value: Date | string): string {
	return shortDateFormat().format(toDate(value))
}

/** An instant → "25/02/2025 14:03" (Paris time). */
export function formatDateTime(value: Date | string): string {
	return dateTimeFormat().format(toDate(value)).replace(',', '')
}
