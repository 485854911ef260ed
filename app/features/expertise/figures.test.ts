import { expect, test } from 'vitest'
import { formatPlanPrice, splitFigure, visibleItems } from './figures.ts'

test('plan prices keep their cents, in French format', () => {
	expect(formatPlanPrice(6.8)).toBe('6,80\u00a0€')
	expect(formatPlanPrice(13.6)).toBe('13,60\u00a0€')
	expect(formatPlanPrice(21.1)).toBe('21,10\u00a0€')
})

test('a claim splits into its leading figure and the rest', () => {
	expect(splitFigure('+40\u00a0% de productivité des équipes')).toEqual({
		figure: '+40\u00a0%',
		rest: 'de productivité des équipes',
	})
	expect(splitFigure('-50 % de tâches répétitives')).toEqual({ figure: '-50 %', rest: 'de tâches répétitives' })
	expect(splitFigure('100\u00a0% de conformité RGPD')).toEqual({ figure: '100\u00a0%', rest: 'de conformité RGPD' })
	expect(splitFigure('10x de performance')).toEqual({ figure: '10x', rest: 'de performance' })
	expect(splitFigure('Collaboration renforcée')).toEqual({ figure: '', rest: 'Collaboration renforcée' })
})

test('only the first visible entries are shown', () => {
	const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
	expect(visibleItems(items, 6)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
	expect(visibleItems(items, undefined)).toEqual(items)
	expect(visibleItems(items, 20)).toEqual(items)
	expect(visibleItems(items, -1)).toEqual([])
})
