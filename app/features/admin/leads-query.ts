import { whitepaperLabel } from '#app/content/whitepapers.ts'
import { type Attribution, sourceLabel } from '#app/features/leads/attribution.ts'
import { formatDateTime } from '#app/lib/format.ts'

/** Pure helpers of the admin leads screen: URL query, CSV. */
export const LEADS_PAGE_SIZE = 50

export type LeadsQuery = { page: number; search: string }

export function parseLeadsQuery(searchParams: URLSearchParams): LeadsQuery {
	const page = Number.parseInt(searchParams.get('page') ?? '1', 10)
	const search = (searchParams.get('q') ?? '').trim().slice(0, 100)
	return { page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1, search }
}

export function leadsQueryString(query: Partial<LeadsQuery>): string {
	const params = new URLSearchParams()
	if (query.search) params.set('q', query.search)
	if (query.page && query.page > 1) params.set('page', String(query.page))
	const value = params.toString()
	return value ? `?${value}` : ''
}

export type LeadRow = {
	id: string
	firstName: string
	lastName: string
	email: string
	company: string
	jobTitle: string
	phone: string
	whitepaperType: string
	createdAt: Date
	/** The white paper e-mail used every attempt and was not delivered. */
	emailFailed?: boolean
} & Partial<Attribution>

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

/** The leads as CSV (UTF-8 with BOM so spreadsheet programs show the accents, ; as in French locales). */
export function leadsToCsv(rows: LeadRow[]): string {
	const header = [
		'Date',
		'Prénom',
		'Nom',
		'Email',
		'Entreprise',
		'Fonction',
		'Téléphone',
		'Livre blanc',
		'Source',
		'Page',
		'Site référent',
		'utm_source',
		'utm_medium',
		'utm_campaign',
		'utm_term',
		'utm_content',
		'E-mail remis',
	]
	const lines = rows.map((row) =>
		[
			formatDateTime(row.createdAt),
			row.firstName,
			row.lastName,
			row.email,
			row.company,
			row.jobTitle,
			row.phone,
			whitepaperLabel(row.whitepaperType),
			sourceLabel({
				utmSource: row.utmSource ?? null,
				utmMedium: row.utmMedium ?? null,
				referrerHost: row.referrerHost ?? null,
			}),
			row.sourcePage ?? '',
			row.referrerHost ?? '',
			row.utmSource ?? '',
			row.utmMedium ?? '',
			row.utmCampaign ?? '',
			row.utmTerm ?? '',
			row.utmContent ?? '',
			row.emailFailed ? 'non (échec)' : 'oui',
		]
			.map(csvCell)
			.join(';'),
	)
	return `\uFEFF${[header.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`
}

/** '%' and '_' typed in the search box are matched literally. */
export function likePattern(search: string): string {
	return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
