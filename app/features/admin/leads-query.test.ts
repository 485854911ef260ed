import fc from 'fast-check'
import { expect, test } from 'vitest'
import { csvCell } from '#app/lib/csv.ts'
import { likePattern } from '#app/lib/sql-like.ts'
import { leadsQueryString, leadsToCsv, parseLeadsQuery } from './leads-query.ts'

test('the URL query gives a page ≥ 1 and a trimmed, bounded search', () => {
	expect(parseLeadsQuery(new URLSearchParams('page=3&q=  acme '))).toEqual({ page: 3, search: 'acme' })
	expect(parseLeadsQuery(new URLSearchParams('page=-2'))).toEqual({ page: 1, search: '' })
	expect(parseLeadsQuery(new URLSearchParams('page=abc'))).toEqual({ page: 1, search: '' })
	expect(parseLeadsQuery(new URLSearchParams(`q=${'x'.repeat(300)}`)).search).toHaveLength(100)
	expect(leadsQueryString({ page: 2, search: 'acme corp' })).toBe('?q=acme+corp&page=2')
	expect(leadsQueryString({ page: 1, search: '' })).toBe('')
})

test('CSV: BOM, French header, labels, quoting and formula injection defused', () => {
	const csv = leadsToCsv([
		{
			id: '1',
			firstName: 'Zoë',
			lastName: 'Dupont "la"',
			email: 'zoe@exemple.fr',
			company: '=HYPERLINK("http://evil")',
			jobTitle: 'DSI; achats',
			phone: '+33 6 12 34 56 78',
			whitepaperType: 'workspace-ia',
			createdAt: new Date('2025-02-25T13:03:00Z'),
		},
	])
	expect(
		csv.startsWith(
			'\uFEFF"Date";"Prénom";"Nom";"Email";"Entreprise";"Fonction";"Téléphone";"Livre blanc";"Source";"Page";"Site référent";"utm_source";"utm_medium";"utm_campaign";"utm_term";"utm_content";"E-mail remis";"Type";"Sujet";"Message";"Estimation";"Statut";"Responsable"\r\n',
		),
	).toBe(true)
	expect(csv).toContain(
		'"25/02/2025 14:03";"Zoë";"Dupont ""la""";"zoe@exemple.fr";"\'=HYPERLINK(""http://evil"")";"DSI; achats";"+33 6 12 34 56 78";"IA & Workspace";"Accès direct";"";"";"";"";"";"";"";"oui";"Livre blanc";"";"";"";"Nouveau";""',
	)
})

test('CSV: the attribution columns, the source label and a failed e-mail', () => {
	const csv = leadsToCsv([
		{
			id: '2',
			firstName: 'Paul',
			lastName: 'Durand',
			email: 'paul@exemple.fr',
			company: 'Acme',
			jobTitle: 'CTO',
			phone: '0123456789',
			whitepaperType: 'data-platform',
			createdAt: new Date('2025-02-25T13:03:00Z'),
			sourcePage: '/ressources/x',
			referrerHost: 'www.google.com',
			utmSource: 'linkedin',
			utmMedium: 'cpc',
			utmCampaign: '=cmd',
			utmTerm: null,
			utmContent: null,
			emailFailed: true,
		},
	])
	expect(csv).toContain(
		'"Data Platform";"linkedin / cpc";"/ressources/x";"www.google.com";"linkedin";"cpc";"\'=cmd";"";"";"non (échec)";"Livre blanc";"";"";"";"Nouveau";""\r\n',
	)
})

test('the filters are read from the URL (unknown values ignored) and written back in the same order', () => {
	const query = parseLeadsQuery(new URLSearchParams('q=acme&statut=qualifie&responsable=abc_12-X&type=contact&page=2'))
	expect(query).toEqual({ page: 2, search: 'acme', status: 'qualifie', owner: 'abc_12-X', kind: 'contact' })
	expect(leadsQueryString(query)).toBe('?q=acme&statut=qualifie&responsable=abc_12-X&type=contact&page=2')
	expect(parseLeadsQuery(new URLSearchParams('statut=ouvert&type=devis&responsable=%3Cscript%3E'))).toEqual({
		page: 1,
		search: '',
	})
	expect(parseLeadsQuery(new URLSearchParams('responsable=aucun')).owner).toBe('aucun')
})

test('CSV: a contact inquiry and an ROI estimate, with their status and owner', () => {
	const csv = leadsToCsv([
		{
			id: '3',
			kind: 'contact',
			firstName: 'Lina',
			lastName: 'Morel',
			email: 'lina@exemple.fr',
			company: 'Morel SA',
			jobTitle: null,
			phone: null,
			whitepaperType: null,
			subject: 'data-ia',
			message: 'Bonjour,\nun projet BigQuery.',
			status: 'qualifie',
			ownerEmail: 'marie@nuvea.example',
			createdAt: new Date('2025-02-25T13:03:00Z'),
		},
		{
			id: '4',
			kind: 'roi-estimate',
			firstName: null,
			lastName: null,
			email: 'dsi@exemple.fr',
			company: 'Acme',
			jobTitle: null,
			phone: null,
			whitepaperType: null,
			estimateSummary: 'ROI +369 %',
			status: 'gagne',
			createdAt: new Date('2025-02-25T13:03:00Z'),
		},
	])
	expect(csv).toContain(
		'"Lina";"Morel";"lina@exemple.fr";"Morel SA";"";"";"";"Accès direct";"";"";"";"";"";"";"";"oui";"Contact";"Data & IA";"Bonjour,\nun projet BigQuery.";"";"Qualifié";"marie@nuvea.example"\r\n',
	)
	expect(csv).toContain('"dsi@exemple.fr";"Acme";')
	expect(csv).toContain('"Estimation ROI";"";"";"ROI +369 %";"Gagné";""\r\n')
})

test('LIKE wildcards typed by the admin are literal', () => {
	expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%')
})

/** The text a spreadsheet reads from a quoted cell. */
const unquote = (cell: string) => cell.slice(1, -1).replace(/""/g, '"')
/** Characters of a phone number or a figure: digits, spaces (no-break too), . , ( ) / + -. */
const phoneCharacter = fc.constantFrom(...'0123456789 \u00a0\u202f.,()/+-'.split(''))

test('CSV: a cell a spreadsheet would run as a formula is defused', () => {
	expect(unquote(csvCell('=1+1'))).toBe("'=1+1")
	expect(unquote(csvCell('@SUM(A1)'))).toBe("'@SUM(A1)")
	expect(unquote(csvCell("+cmd|' /C calc'!A0"))).toBe("'+cmd|' /C calc'!A0")
	expect(unquote(csvCell('-2+3+cmd|x'))).toBe("'-2+3+cmd|x")
	expect(unquote(csvCell('\t=1'))).toBe("'\t=1")
	fc.assert(
		fc.property(fc.constantFrom('=', '@', '\t', '\r'), fc.string(), (start, rest) => {
			expect(unquote(csvCell(start + rest))).toBe(`'${start}${rest}`)
		}),
	)
	// A sign followed by anything but a number: a function name, a reference, a string…
	const notPhone = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\d\s.,()/+-]/u.test(c))
	fc.assert(
		fc.property(
			fc.constantFrom('+', '-'),
			fc.array(phoneCharacter).map((chars) => chars.join('')),
			notPhone,
			fc.string(),
			(sign, before, character, after) => {
				const value = `${sign}${before}${character}${after}`
				expect(unquote(csvCell(value))).toBe(`'${value}`)
			},
		),
	)
})

test('CSV: phone numbers, figures and ordinary text stay as typed', () => {
	for (const value of ['+33 6 12 34 56 78', '-50', '+33 (0)1 99 00 12 34', '-12,5', '06.12.34.56.78', 'Zoë', ''])
		expect(unquote(csvCell(value))).toBe(value)
	fc.assert(
		fc.property(
			fc.option(fc.constantFrom('+', '-'), { nil: '' }),
			fc.array(phoneCharacter).map((chars) => chars.join('')),
			(sign, number) => {
				expect(unquote(csvCell(sign + number))).toBe(sign + number)
			},
		),
	)
	// Text that starts with neither a sign nor a formula character is never touched.
	fc.assert(
		fc.property(
			fc.string().filter((value) => !/^[=@\t\r+-]/.test(value)),
			(value) => {
				expect(unquote(csvCell(value))).toBe(value)
			},
		),
	)
})
