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
