import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
	calendarDayInstant,
	formatDateLong,
	formatDateShort,
	formatDateTime,
	formatDecimal,
	formatEuro,
	formatNumber,
	formatSignedPercent,
} from './format.ts'

const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

test('numbers and euros in French format', () => {
	expect(spaces(formatNumber(586170))).toBe('586 170')
	expect(spaces(formatEuro(586170))).toBe('586 170 €')
	expect(spaces(formatEuro(0))).toBe('0 €')
	expect(formatDecimal(2.5)).toBe('2,5')
	expect(spaces(formatSignedPercent(369))).toBe('+369 %')
	expect(spaces(formatSignedPercent(-12))).toBe('\u221212 %')
	expect(spaces(formatSignedPercent(-99))).toBe('−99 %')
	expect(spaces(formatEuro(-37500))).toBe('−37 500 €')
	expect(spaces(formatSignedPercent(0))).toBe('0 %')
})

// Intl's fr-FR is the reference the formatters follow, character for character (format.ts).
const intl = {
	integer: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }),
	decimal: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }),
	euro: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
}
/** Any number: doubles of every magnitude, integers, amounts in cents and exact halves (the ties). */
const anyNumber = fc.oneof(
	fc.double(),
	fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
	fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
	fc.integer({ min: -100_000, max: 100_000 }).map((twentieths) => twentieths / 20),
	fc.constantFrom(0, -0, 0.05, 0.95, 2.05, 9.95, 999.5, 999_999.5, 5e-7, 1e21, 1.2345678901234566e25),
)

test('numbers are written as Intl writes them in French, whatever the number', () => {
	fc.assert(
		fc.property(anyNumber, (value) => {
			expect(formatNumber(value)).toBe(intl.integer.format(value))
			expect(formatDecimal(value)).toBe(intl.decimal.format(value))
			expect(formatEuro(value)).toBe(intl.euro.format(value).replace(/^-/, '\u2212'))
		}),
		{ numRuns: 5000 },
	)
})

test('the separators are the French ones: narrow no-break space between thousands, no-break space before the unit', () => {
	expect(formatNumber(1234567)).toBe('1\u202f234\u202f567')
	expect(formatNumber(1234)).toBe('1\u202f234')
	expect(formatDecimal(1234.56)).toBe('1\u202f234,6')
	expect(formatEuro(-1234.5)).toBe('\u22121\u202f235\u00a0€')
	expect(formatSignedPercent(1234)).toBe('+1\u202f234\u00a0%')
})

test('dates in French format, calendar days stay on their day', () => {
	expect(formatDateLong('2025-02-25')).toBe('25 février 2025')
	expect(formatDateLong('2025-03-01')).toBe('1er mars 2025')
	expect(formatDateLong('2025-11-01')).toBe('1er novembre 2025')
	expect(formatDateLong('2025-03-10')).toBe('10 mars 2025')
	expect(formatDateLong('2025-03-11')).toBe('11 mars 2025')
	expect(formatDateLong('2025-03-21')).toBe('21 mars 2025')
	// An instant late on the last day of a month in UTC is already the first in Paris.
	expect(formatDateLong(new Date('2025-03-31T23:30:00Z'))).toBe('1er avril 2025')
	expect(formatDateShort('2025-02-25')).toBe('25/02/2025')
	expect(formatDateTime(new Date('2025-02-25T13:03:00Z'))).toBe('25/02/2025 14:03')
})

test('a calendar day is one instant, on the same day in Paris in winter and in summer', () => {
	for (const day of ['2025-01-15', '2025-07-15', '2025-03-30', '2025-10-26']) {
		const instant = calendarDayInstant(day)
		expect(instant.toISOString()).toBe(`${day}T12:00:00.000Z`)
		const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant)
		expect(paris).toBe(day)
	}
})
