import { expect, test } from 'vitest'
import { type AccessibilityAudit, axeRules, type Criterion, conformanceOf, type PageAudit } from './conformance.ts'

const page = (overrides: Partial<PageAudit> = {}): PageAudit => ({
	html: 0,
	typography: 0,
	focus: 0,
	overflow: 0,
	axe: { violations: [], applicable: ['image-alt', 'color-contrast'] },
	...overrides,
})

const criteria: Criterion[] = [
	{ id: '1.1', topic: 'Images', label: 'alt', checks: ['axe:image-alt', 'axe:svg-img-alt'] },
	{ id: '2.1', topic: 'Cadres', label: 'titre', checks: ['axe:frame-title'] },
	{ id: '3.2', topic: 'Couleurs', label: 'contraste', checks: ['axe:color-contrast'] },
	{ id: '10.7', topic: 'Présentation', label: 'focus', checks: ['focus'] },
	{ id: '13.3', topic: 'Consultation', label: 'documents', checks: ['pdf'] },
]

const audit = (pages: Record<string, PageAudit>, documents: AccessibilityAudit['documents'] = {}) => ({
	pages,
	documents,
})

test('a criterion is respected when a check applied and none failed, not applicable when none applied', () => {
	const { summary, criteria: results } = conformanceOf(
		audit({ '/': page(), '/blog': page() }, { 'a.pdf': { pages: 3, figures: 1, problems: [] } }),
		criteria,
		'2026-11-27',
	)
	expect(results.map((result) => [result.id, result.status])).toEqual([
		['1.1', 'respecté'],
		['2.1', 'non applicable'],
		['3.2', 'respecté'],
		['10.7', 'respecté'],
		['13.3', 'respecté'],
	])
	expect(summary).toEqual({
		date: '2026-11-27',
		state: 'non conforme',
		rate: 100,
		evaluated: 5,
		respected: 4,
		notRespected: 0,
		notApplicable: 1,
		pages: 2,
		documents: 1,
	})
})

test('a finding on any page or document makes its criterion not respected, naming where', () => {
	const { summary, criteria: results } = conformanceOf(
		audit(
			{
				'/': page({ focus: 2 }),
				'/blog': page({ axe: { violations: ['color-contrast'], applicable: ['color-contrast'] } }),
			},
			{ 'a.pdf': { pages: 3, figures: 0, problems: ['page 1 : figure sans texte de remplacement'] } },
		),
		criteria,
		'2026-11-27',
	)
	expect(
		results.filter((result) => result.status === 'non respecté').map((result) => [result.id, result.failures]),
	).toEqual([
		['3.2', [{ check: 'axe:color-contrast', where: ['/blog'] }]],
		['10.7', [{ check: 'focus', where: ['/'] }]],
		['13.3', [{ check: 'pdf', where: ['a.pdf'] }]],
	])
	expect(summary).toMatchObject({ respected: 1, notRespected: 3, rate: 25 })
})

test('the state follows the RGAA: only an audit of all 106 criteria can declare conformity, totally or partly', () => {
	const all = (failing: number): Criterion[] =>
		Array.from({ length: 106 }, (_, index) => ({
			id: String(index),
			topic: 't',
			label: 'l',
			checks: [index < failing ? 'focus' : 'html'],
		}))
	const stateFor = (pages: Record<string, PageAudit>, list: Criterion[]) =>
		conformanceOf(audit(pages), list, 'd').summary.state
	expect(stateFor({ '/': page() }, all(0))).toBe('totalement conforme')
	expect(stateFor({ '/': page({ focus: 1 }) }, all(53))).toBe('partiellement conforme')
	expect(stateFor({ '/': page({ focus: 1 }) }, all(54))).toBe('non conforme')
	expect(stateFor({ '/': page() }, all(0).slice(0, 105))).toBe('non conforme')
})

test('the axe-core rules to run are those the criteria name, once each', () => {
	expect(axeRules([...criteria, { id: '1.2', topic: 'Images', label: 'déco', checks: ['axe:image-alt'] }])).toEqual([
		'image-alt',
		'svg-img-alt',
		'frame-title',
		'color-contrast',
	])
})
