import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { siteConfig } from '#app/config/site.ts'
import { legalReplacements, loadLegalDocument } from './legal-documents.server.ts'

test('every placeholder of the legal Markdown has a value from the site configuration', () => {
	const replacements = legalReplacements()
	for (const file of ['mentions-legales', 'politique-confidentialite']) {
		const source = readFileSync(`app/content/legal/${file}.md`, 'utf8')
		for (const [, key] of source.matchAll(/\{\{(\w+)\}\}/g)) expect(replacements).toHaveProperty(key!)
	}
	expect(replacements.parisAddress).toBe(`${siteConfig.offices[0]!.street}, ${siteConfig.offices[0]!.postalCode} Paris`)
})

test('the legal notice renders ten numbered sections after the definitions, with the identity values', () => {
	const document = loadLegalDocument('mentions-legales')
	expect(document.frontmatter.title).toBe('Mentions légales')
	const sections = document.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text)
	expect(sections[0]).toBe('Définitions')
	expect(sections.slice(1).map((text) => text.split('.')[0])).toEqual([
		'1',
		'2',
		'3',
		'4',
		'5',
		'6',
		'7',
		'8',
		'9',
		'10',
	])
	expect(document.html).not.toContain('{{')
	const html = document.html.replace(/\u00a0|\u202f/g, ' ')
	for (const value of [
		siteConfig.legalName,
		siteConfig.registration,
		siteConfig.publicationDirector,
		siteConfig.host.name,
	]) {
		expect(html).toContain(value)
	}
})

test('the privacy policy states the retention period, the two cookies of the admin area and the CNIL', () => {
	const document = loadLegalDocument('politique-confidentialite')
	const text = document.html.replace(/<[^>]+>/g, '').replace(/\u00a0|\u202f/g, ' ')
	expect(text).toContain('3 ans (1 095 jours) à compter de votre dernier contact')
	expect(text).toContain('Seuls deux cookies sont utilisés, tous deux liés à l’espace d’administration')
	expect(text).toContain('le cookie de session')
	expect(text).toContain('un cookie d’affichage (« nuvea.admin »)')
	expect(text).toContain('CNIL')
	expect(document.html).not.toContain('{{')
})

test(
	'the privacy policy says what the code does: its periods are the code’s, and the log holds no address',
	{ timeout: 60_000 },
	async () => {
		const { DEFAULT_LEAD_RETENTION_DAYS } = await import('#app/config/env.server.ts')
		const { PENDING_SUBSCRIPTION_DAYS } = await import('#app/features/privacy/retention.server.ts')
		const { CONFIRMATION_LINK_HOURS } = await import('#app/features/newsletter/newsletter-token.server.ts')
		const { CONFIRMATION_RESEND_MINUTES } = await import('#app/features/newsletter/newsletter.server.ts')
		const text = loadLegalDocument('politique-confidentialite')
			.html.replace(/<[^>]+>/g, '')
			.replace(/\u00a0|\u202f/g, ' ')
			.replace(/&#39;|&rsquo;/g, '’')
		// The lead retention: the default of LEAD_RETENTION_DAYS, counted from the last request
		// (tests/integration/retention.test.ts checks the deletion itself).
		const days = DEFAULT_LEAD_RETENTION_DAYS.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ')
		expect(text).toContain(
			`${Math.round(DEFAULT_LEAD_RETENTION_DAYS / 365)} ans (${days} jours) à compter de votre dernier contact (votre dernière demande, quelle qu’elle soit`,
		)
		expect(text).toContain(`supprimée ${PENDING_SUBSCRIPTION_DAYS} jours après votre dernière demande`)
		expect(text).toContain(`valable ${CONFIRMATION_LINK_HOURS} heures`)
		expect(text).toContain(`au plus une fois toutes les ${CONFIRMATION_RESEND_MINUTES} minutes`)
		// The access log names a route's pattern, never the address (tests/server/logs-and-limits.test.ts).
		expect(text).toContain('jamais l’adresse elle-même ni ses paramètres')
		expect(text).toContain('Ce journal ne contient ni votre adresse IP')
		expect(text).not.toMatch(/adresse d’une page introuvable/)
	},
)
