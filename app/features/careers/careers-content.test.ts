import { existsSync } from 'node:fs'
import { expect, test } from 'vitest'
import { careersPage } from '#app/content/careers/careers.ts'
import { locationStories } from '#app/content/careers/location-stories.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { particleClasses } from './floating-particles.tsx'
import { wrapIndex } from './location-dialog.tsx'

test('careers content: three values, three stats, four steps, eight perks with remote work', () => {
	expect(careersPage.values.items.map((value) => value.title)).toEqual(['Entraide', 'Expertise', 'Excellence'])
	expect(careersPage.stats.items).toHaveLength(3)
	expect(careersPage.steps.items.map((step) => step.title)).toEqual([
		'Préqualification et découverte',
		'Entretien manager',
		'Entretien technique',
		'Proposition et onboarding',
	])
	expect(careersPage.perks.items).toHaveLength(8)
	expect(
		careersPage.perks.items.some((perk) =>
			perk.description.replace(/\u00a0/g, ' ').includes('Télétravail jusqu’à 3 jours par semaine'),
		),
	).toBe(true)
	expect(careersPage.hero.cta).toBe('Découvrir nos offres')
	expect(careersPage.cta.offers).toBe('Consulter toutes nos offres')
	expect(careersPage.cta.talk).toBe('Discuter avec nous')
})

test('21 map locations, the 13 of the spec among them, each with its own postcard', () => {
	expect(mapLocations).toHaveLength(21)
	const names = mapLocations.map((location) => location.name)
	for (const name of [
		'Paris',
		'Athènes',
		'Rio de Janeiro',
		'Chutes du Niagara',
		'Venise',
		'Toscane',
		'Tunisie',
		'Marrakech',
		'Sydney',
		'Phuket',
		'Mexico',
		'Teotihuacan',
		'En mer',
	]) {
		expect(names).toContain(name)
	}
	expect(new Set(mapLocations.map((location) => location.id)).size).toBe(21)
	expect(new Set(mapLocations.map((location) => location.image)).size).toBe(21)
	for (const location of mapLocations) {
		expect(existsSync(`public${location.image}`)).toBe(true)
		const story = locationStories[location.id]
		expect(story?.alt).toMatch(/^Illustration/)
		expect(story?.caption.length).toBeGreaterThan(20)
	}
	expect(Object.keys(locationStories).sort()).toEqual(mapLocations.map((location) => location.id).sort())
})

test('previous/next wrap around both ways', () => {
	expect(wrapIndex(-1, 21)).toBe(20)
	expect(wrapIndex(21, 21)).toBe(0)
	expect(wrapIndex(5, 21)).toBe(5)
})

test('30 particles at distinct positions inside the hero', () => {
	expect(particleClasses).toHaveLength(30)
	const positions = particleClasses.map((classes) =>
		classes
			.match(/left-\[([\d.]+)%\] top-\[([\d.]+)%\]/)!
			.slice(1)
			.map(Number),
	)
	for (const [left, top] of positions) {
		expect(left).toBeGreaterThanOrEqual(0)
		expect(left).toBeLessThanOrEqual(100)
		expect(top).toBeGreaterThanOrEqual(0)
		expect(top).toBeLessThanOrEqual(100)
	}
	expect(new Set(positions.map((position) => position.join(','))).size).toBe(30)
})
