/**
 * Paris wall-clock time for `<input type="datetime-local">` ("2026-11-25T09:30"): the
 * admin types Paris time whatever the server's or the browser's time zone.
 */
const parts = (date: Date) =>
	Object.fromEntries(
		new Intl.DateTimeFormat('en-GB', {
			timeZone: 'Europe/Paris',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
		})
			.formatToParts(date)
			.map((part) => [part.type, part.value]),
	) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>

/** An instant as the value of a datetime-local field, in Paris time (to the minute). */
export function toParisDateTimeInput(date: Date): string {
	const { year, month, day, hour, minute } = parts(date)
	return `${year}-${month}-${day}T${hour}:${minute}`
}

export const PARIS_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * The instant a datetime-local value names in Paris, or undefined when it is not one:
 * malformed, impossible (31 February), or in the hour skipped when clocks go forward.
 * In the hour that happens twice in October, the first (summer time) is taken.
 */
export function fromParisDateTimeInput(value: string): Date | undefined {
	const match = PARIS_DATE_TIME_PATTERN.exec(value)
	if (!match) return undefined
	const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
	const asUtc = Date.UTC(year, month - 1, day, hour, minute)
	// Paris is UTC+1 or UTC+2: the candidates, earliest first.
	for (const offsetHours of [2, 1]) {
		const candidate = new Date(asUtc - offsetHours * 3_600_000)
		if (toParisDateTimeInput(candidate) === value) return candidate
	}
	return undefined
}
