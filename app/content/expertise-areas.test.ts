import { expect, test } from 'vitest'
import { expertiseAreas, expertisePathByTitle } from './expertise-areas.ts'

test('seven expertise areas, each with three benefits', () => {
	expect(expertiseAreas).toHaveLength(7)
	for (const area of expertiseAreas) expect(area.benefits).toHaveLength(3)
})

test('a card leads to its page by title; an unknown title falls back to home', () => {
	expect(expertisePathByTitle('Data Platform')).toBe('/expertise/data-platform')
	expect(expertisePathByTitle('Licences & Consommation')).toBe('/expertise/resell')
	expect(expertisePathByTitle('Sécurité')).toBe('/expertise/security')
	expect(expertisePathByTitle('Blockchain')).toBe('/')
})
