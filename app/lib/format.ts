/**
 * French number, currency and date formatting, shared by every feature. Numbers are written
 * here, as Intl's fr-FR writes them, character for character (format.test.ts compares the two
 * on any number): the first Intl object of a page loads the locale's data, 20 to 45 ms of
 * main thread in Chromium on this project's machines, which the ROI calculator paid while it
 * hydrated (docs/decisions/100-french-numbers-without-intl.md). Dates stay with Intl: only
 * the admin screens and the server format them.
 */

/** A formatter made on first use (docs/decisions/047-first-load-budget.md). */
function lazily<T>(make: () => T): () => T {
	let made: T | undefined
	return () => (made ??= make())
}

/** Paris-time date formatters, made on first use. */
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

/** French thousands separator: the narrow no-break space. */
const GROUP = '\u202f'

/**
 * `value` with at most `fractionDigits` decimals, as Intl's fr-FR writes it: rounded half
 * away from zero on its shortest decimal form (2.05 → "2,1", although the double is a little
 * under 2.05), digits grouped by three from 1 000, a decimal comma, no trailing zero, and the
 * hyphen of a negative number kept even when it rounds to zero (-0.4 → "-0").
 */
function frenchNumber(value: number, fractionDigits: number): string {
	if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`
	const sign = value < 0 || Object.is(value, -0) ? '-' : ''
	const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e')
	const [whole = '0', fraction = ''] = mantissa.split('.')
	// Every digit of the shortest form, the decimal point after `point` of them (with zeros
	// added in front when it falls before the first, as in 5e-7).
	let digits = `${whole}${fraction}`
	let point = whole.length + Number(exponent)
	if (point < 1) {
		digits = `${'0'.repeat(1 - point)}${digits}`
		point = 1
	}
	const end = point + fractionDigits
	digits = digits.padEnd(end + 1, '0')
	const kept = digits[end]! >= '5' ? increment(digits.slice(0, end)) : digits.slice(0, end)
	const integer = kept.slice(0, kept.length - fractionDigits).replace(/^0+(?=\d)/, '')
	const decimals = kept.slice(kept.length - fractionDigits).replace(/0+$/, '')
	return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, GROUP)}${decimals ? `,${decimals}` : ''}`
}

/** "199" → "200", "999" → "1000": one added to a string of decimal digits. */
function increment(digits: string): string {
	const place = digits.search(/9*$/)
	if (place === 0) return `1${'0'.repeat(digits.length)}`
	return `${digits.slice(0, place - 1)}${Number(digits[place - 1]) + 1}${'0'.repeat(digits.length - place)}`
}

/** 586170 → "586 170" (narrow no-break space as thousands separator). */
export function formatNumber(value: number): string {
	return frenchNumber(value, 0)
}

/** 2.5 → "2,5". */
export function formatDecimal(value: number): string {
	return frenchNumber(value, 1)
}

/** The typographic minus sign (U+2212): Intl (and formatNumber) write a hyphen, too short beside large figures. */
const MINUS = '\u2212'

/** 586170 → "586 170 €", -37500 → "−37 500 €". */
export function formatEuro(value: number): string {
	return `${frenchNumber(value, 0)}\u00a0€`.replace(/^-/, MINUS)
}

/** 369 → "+369 %", -12 → "−12 %" (minus sign). */
export function formatSignedPercent(value: number): string {
	return `${value > 0 ? '+' : value < 0 ? MINUS : ''}${frenchNumber(Math.abs(value), 0)}\u00a0%`
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
