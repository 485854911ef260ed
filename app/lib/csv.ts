/** CSV cells for the exports a spreadsheet opens (the admin's leads and subscribers). */

/** What a spreadsheet evaluates as a formula whatever follows: =, @, a tab or a carriage return first. */
const FORMULA_START = /^[=@\t\r]/
/** A sign followed by a number or a phone number only (« -50 », « +33 6 12 34 56 78 »): nothing a formula could call. */
const SIGNED_NUMBER = /^[+-][\d\s.,()/+-]*$/u

/** Whether a spreadsheet would run this cell as a formula (a leading « ' » keeps it as text). */
export function isFormulaLike(value: string): boolean {
	return FORMULA_START.test(value) || (/^[+-]/.test(value) && !SIGNED_NUMBER.test(value))
}

/**
 * A CSV cell: quoted, and defused when a spreadsheet would run it as a formula. Only
 * that: a phone number or a negative figure stays as it was typed.
 */
export function csvCell(value: string): string {
	const safe = isFormulaLike(value) ? `'${value}` : value
	return `"${safe.replace(/"/g, '""')}"`
}
