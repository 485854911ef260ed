import {
	type ContactSubject,
	leadKinds,
	leadStatuses,
	type LeadKind,
	type LeadStatus,
} from '#app/content/identifiers.ts'
import { contactSubjectLabels } from '#app/content/contact.ts'
import { labelOf, leadKindLabels, leadStatusLabels } from '#app/content/leads.ts'
import { whitepaperLabel } from '#app/content/whitepapers.ts'
import { type Attribution, sourceLabel } from '#app/features/leads/public.ts'
import { formatDateTime } from '#app/lib/format.ts'
import { csvCell } from '#app/lib/csv.ts'

/** Pure helpers of the admin leads screen: URL query, CSV. */
export const LEADS_PAGE_SIZE = 50

/** The owner filter: an account's id, or nobody. */
export const NO_OWNER = 'aucun'

export type LeadsFilters = {
	/** Text searched in names, e-mail, company and job title. */
	search: string
	status?: LeadStatus
	/** An account's id, or NO_OWNER. */
	owner?: string
	kind?: LeadKind
}

export type LeadsQuery = LeadsFilters & { page: number }

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
	return values.find((candidate) => candidate === value)
}

/** The list's query string: q, statut, responsable, type, page (unknown values are ignored). */
export function parseLeadsQuery(searchParams: URLSearchParams): LeadsQuery {
	const page = Number.parseInt(searchParams.get('page') ?? '1', 10)
	const search = (searchParams.get('q') ?? '').trim().slice(0, 100)
	const owner = (searchParams.get('responsable') ?? '').trim()
	return {
		page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
		search,
		status: oneOf(leadStatuses, searchParams.get('statut')),
		owner: owner && /^[\w-]{1,100}$/.test(owner) ? owner : undefined,
		kind: oneOf(leadKinds, searchParams.get('type')),
	}
}

export function leadsQueryString(query: Partial<LeadsQuery>): string {
	const params = new URLSearchParams()
	if (query.search) params.set('q', query.search)
	if (query.status) params.set('statut', query.status)
	if (query.owner) params.set('responsable', query.owner)
	if (query.kind) params.set('type', query.kind)
	if (query.page && query.page > 1) params.set('page', String(query.page))
	const value = params.toString()
	return value ? `?${value}` : ''
}

/** True when the list is narrowed by anything (search or a filter). */
export function isFiltered(query: LeadsFilters): boolean {
	return Boolean(query.search || query.status || query.owner || query.kind)
}

/**
 * A lead of any kind as the table shows it (docs/decisions/075-one-lead-index-for-every-kind.md):
 * the fields a kind does not have are null (an estimate has no name, a contact inquiry no
 * job title or white paper).
 */
export type LeadRow = {
	id: string
	kind?: LeadKind
	firstName: string | null
	lastName: string | null
	email: string
	company: string
	jobTitle: string | null
	phone: string | null
	whitepaperType: string | null
	createdAt: Date
	/** The e-mail owed to the visitor (white paper, acknowledgement, estimate) used every attempt and was not delivered. */
	emailFailed?: boolean
	status?: LeadStatus
	ownerUserId?: string | null
	ownerEmail?: string | null
	subject?: ContactSubject | null
	message?: string | null
	/** An estimate's one-line reading (ROI, savings, payback), made from its inputs. */
	estimateSummary?: string | null
} & Partial<Attribution>

/** « Claire Dupont », or « — » for a lead without a name (an ROI estimate). */
export function leadName(row: Pick<LeadRow, 'firstName' | 'lastName'>): string {
	return [row.firstName, row.lastName].filter(Boolean).join(' ') || '—'
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
		'Type',
		'Sujet',
		'Message',
		'Estimation',
		'Statut',
		'Responsable',
	]
	const lines = rows.map((row) =>
		[
			formatDateTime(row.createdAt),
			row.firstName ?? '',
			row.lastName ?? '',
			row.email,
			row.company,
			row.jobTitle ?? '',
			row.phone ?? '',
			row.whitepaperType ? whitepaperLabel(row.whitepaperType) : '',
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
			labelOf(leadKindLabels, row.kind ?? 'whitepaper'),
			row.subject ? labelOf(contactSubjectLabels, row.subject) : '',
			row.message ?? '',
			row.estimateSummary ?? '',
			labelOf(leadStatusLabels, row.status ?? 'nouveau'),
			row.ownerEmail ?? '',
		]
			.map(csvCell)
			.join(';'),
	)
	return `\uFEFF${[header.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`
}
