import { expect, test } from 'vitest'
import { expertiseSlugs } from '#app/content/identifiers.ts'
import { expertiseAreas } from '#app/content/expertise-areas.ts'
import { plainText } from '#app/lib/inline-lang.ts'
import { expertisePages, getExpertisePage } from './index.ts'
import type { ExpertisePage, ExpertiseSectionData, ExpertiseSectionKind } from './types.ts'

function section<K extends ExpertiseSectionKind>(
	page: ExpertisePage,
	kind: K,
): Extract<ExpertiseSectionData, { kind: K }>[] {
	return page.sections.filter((item): item is Extract<ExpertiseSectionData, { kind: K }> => item.kind === kind)
}
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

test('seven pages, one per expertise area, and the route lists exactly those (never roi-calculator)', () => {
	expect(Object.keys(expertisePages).sort()).toEqual(expertiseAreas.map((area) => area.slug).sort())
	expect([...expertiseSlugs].sort()).toEqual(expertiseAreas.map((area) => area.slug).sort())
	expect(expertiseSlugs).not.toContain('roi-calculator')
	for (const [slug, page] of Object.entries(expertisePages)) expect(page.slug).toBe(slug)
})

test('unknown slugs find no page', () => {
	expect(getExpertisePage('workspace')?.title).toBe('Google Workspace')
	for (const slug of ['roi-calculator', 'toString', '__proto__', '', undefined])
		expect(getExpertisePage(slug)).toBeUndefined()
})

test('section anchors are unique on each page and leave the closing band its own', () => {
	for (const page of Object.values(expertisePages)) {
		const ids = page.sections.map((item) => item.id)
		expect(new Set(ids).size).toBe(ids.length)
		expect(ids).not.toContain('demarrer')
		for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/)
	}
})

test('only the Data Platform page books through the shared calendar', () => {
	for (const page of Object.values(expertisePages))
		expect(page.calendar).toBe(page.slug === 'data-platform' ? 'shared' : 'appointment')
})

test('the CTAs quoted by the specification', () => {
	expect(expertisePages['data-platform'].heroCta).toBe('Demander un audit gratuit')
	expect(plainText(expertisePages['ia-gen-ai'].heroCta)).toBe('Planifier un workshop IA')
	expect(expertisePages['move-to-cloud'].heroCta).toBe('Lancer votre diagnostic cloud')
	expect(expertisePages.resell.heroCta).toBe('Prendre rendez-vous')
	expect(section(expertisePages.resell, 'offers')[0]!.items.map((offer) => offer.cta)).toEqual([
		'Planifier un échange',
		'Réserver un créneau',
	])
	expect(expertisePages.security.title).toBe('Sécurité GCP')
})

test('Applicatif and Sécurité keep eight entries and show the first six', () => {
	const technologies = section(expertisePages.applicatif, 'catalog')[0]!
	expect(technologies.items.map((item) => item.name)).toEqual([
		'GKE',
		'Cloud Run',
		'App Engine',
		'Compute Engine',
		'Cloud Functions',
		'Cloud Build',
		'Artifact Registry',
		'Cloud SQL',
	])
	expect(technologies.visible).toBe(6)
	const services = section(expertisePages.security, 'catalog')[0]!
	expect(services.items).toHaveLength(8)
	expect(services.visible).toBe(6)
	for (const item of services.items) expect(item.category).toBeTruthy()
	expect(section(expertisePages.security, 'offers')[0]!.items.map((offer) => offer.title)).toEqual([
		'Audit & conformité',
		'Protection & monitoring',
	])
})

test('Workspace figures are the published ones', () => {
	const page = expertisePages.workspace
	const pricing = section(page, 'pricing')[0]!
	expect(pricing.plans.map((plan) => [plan.name, plan.price, plan.popular ?? false])).toEqual([
		['Business Starter', 6.8, false],
		['Business Standard', 13.6, true],
		['Business Plus', 21.1, false],
	])
	expect(pricing.onQuote.names).toEqual(['Enterprise Standard', 'Enterprise Plus'])
	const steps = section(page, 'steps')[0]!
	expect(steps.items.map((step) => [step.title, step.duration])).toEqual([
		['Audit & Planning', '1-2 semaines'],
		['Configuration', '1-2 semaines'],
		['Migration des Données', '2-4 semaines'],
		['Formation & Adoption', '2-4 semaines'],
	])
	expect(steps.note).toMatch(/indicatives/)
	expect(
		section(page, 'figures')[0]!.items.map((figure) => plain([figure.prefix, figure.value].filter(Boolean).join(' '))),
	).toEqual(['2,6 Md+', '25 %', '99,9 %', 'jusqu’à 5 h', 'jusqu’à 500', '30 Go+'])
	expect(section(page, 'impact')[0]!.items.map((item) => plain(item.impact))).toEqual([
		'+40 % de productivité des équipes',
		'+35 % de satisfaction des utilisateurs',
		'100 % de conformité RGPD',
		'−50 % de tâches répétitives',
	])
	const tools = section(page, 'tools')[0]!.items
	expect(tools).toHaveLength(7)
	expect(tools.filter((tool) => tool.isGrouped).map((tool) => tool.name)).toEqual(['Docs, Sheets et Slides'])
	expect(section(page, 'case-study')[0]!.study.results.map((result) => plain(result.metric))).toEqual([
		'+45 %',
		'−60 %',
		'−30 %',
		'95 %',
	])
})

test('case studies carry their published figures', () => {
	const metrics = (page: ExpertisePage) =>
		section(page, 'case-study')[0]!.study.results.map((result) => plain(result.metric))
	expect(metrics(expertisePages.applicatif)).toEqual(['99,9 %', '10x', '−50 %'])
	expect(section(expertisePages.applicatif, 'case-study')[0]!.study.highlights!.map(plain)).toEqual([
		'0 % d’interruption de service pendant la bascule',
		'Délai de mise sur le marché divisé par 3 pour les évolutions courantes',
	])
	expect(metrics(expertisePages.security)).toEqual(['100 %', '0', '99,99 %'])
})

test('every page has the shared structure', () => {
	const kinds = (page: ExpertisePage) => page.sections.map((item) => item.kind)
	expect(kinds(expertisePages['data-platform'])).toEqual(['comparison', 'steps', 'pillars', 'catalog'])
	expect(section(expertisePages['data-platform'], 'catalog')[0]!.items).toHaveLength(8)
	expect(section(expertisePages['ia-gen-ai'], 'cards')[0]!.items).toHaveLength(3)
	expect(section(expertisePages['move-to-cloud'], 'cards')[0]!.items).toHaveLength(4)
	expect(section(expertisePages['move-to-cloud'], 'offers')[0]!.items).toHaveLength(3)
	expect(section(expertisePages.resell, 'cards')[0]!.items).toHaveLength(4)
	expect(section(expertisePages.security, 'feature')[0]!.highlights).toHaveLength(4)
	expect(section(expertisePages.security, 'cards')[0]!.items).toHaveLength(3)
})
