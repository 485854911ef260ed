import { expect, test } from 'vitest'
import { fromParisDateTimeInput, toParisDateTimeInput } from './paris-time.ts'

test('a datetime-local value is read and written in Paris time, winter and summer', () => {
	expect(fromParisDateTimeInput('2026-11-25T09:30')?.toISOString()).toBe('2026-11-25T08:30:00.000Z')
	expect(fromParisDateTimeInput('2026-07-01T00:15')?.toISOString()).toBe('2026-06-30T22:15:00.000Z')
	expect(toParisDateTimeInput(new Date('2026-11-25T08:30:59Z'))).toBe('2026-11-25T09:30')
	expect(toParisDateTimeInput(new Date('2026-06-30T22:15:00Z'))).toBe('2026-07-01T00:15')
})

test('the clock changes: the skipped hour is refused, the repeated one is its first occurrence', () => {
	// 29 March 2026: 02:00 → 03:00.
	expect(fromParisDateTimeInput('2026-03-29T02:30')).toBeUndefined()
	expect(fromParisDateTimeInput('2026-03-29T03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z')
	// 25 October 2026: 03:00 → 02:00, 02:30 happens twice.
	expect(fromParisDateTimeInput('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
})

test('malformed or impossible values are refused', () => {
	for (const value of [
		'',
		'2026-11-25',
		'2026-11-25 09:30',
		'2026-02-31T10:00',
		'2026-11-25T24:00',
		'25/11/2026 09:30',
	])
		expect(fromParisDateTimeInput(value)).toBeUndefined()
})
