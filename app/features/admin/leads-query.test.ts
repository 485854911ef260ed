import { expect, test } from 'vitest'
import { leadsQueryString, leadsToCsv, likePattern, parseLeadsQuery } from './leads-query.ts'

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
			'\uFEFF"Date";"Prénom";"Nom";"Email";"Entreprise";"Fonction";"Téléphone";"Livre blanc";"Source";"Page";"Site référent";"utm_source";"utm_medium";"utm_campaign";"utm_term";"utm_content";"E-mail remis"\r\n',
		),
	).toBe(true)
	expect(csv).toContain(
		'"25/02/2025 14:03";"Zoë";"Dupont ""la""";"zoe@exemple.fr";"\'=HYPERLINK(""http://evil"")";"DSI; achats";"\'+33 6 12 34 56 78";"IA & Workspace";"Accès direct";"";"";"";"";"";"";"";"oui"',
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
		'"Data Platform";"linkedin / cpc";"/ressources/x";"www.google.com";"linkedin";"cpc";"\'=cmd";"";"";"non (échec)"\r\n',
	)
})

test('LIKE wildcards typed by the admin are literal', () => {
	expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%')
})
