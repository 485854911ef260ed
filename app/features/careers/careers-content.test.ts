import { existsSync } from 'node:fs'
import { expect, test } from 'vitest'
import { careersPage } from '#app/content/careers/careers.ts'
import { locationStories } from '#app/content/careers/location-stories.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { particleClasses } from './floating-particles.tsx'
import { wrapIndex } from './postcards.tsx'

test('careers content: three values, three stats, four numbered steps, eight perks, each complete', () => {
	expect(careersPage.values.items).toHaveLength(3)
	expect(careersPage.stats.items).toHaveLength(3)
	// The steps are revealed one by one as the page scrolls (recruitment-steps.tsx): four of them.
	expect(careersPage.steps.items).toHaveLength(4)
	expect(careersPage.perks.items).toHaveLength(8)
	for (const item of [...careersPage.values.items, ...careersPage.steps.items, ...careersPage.perks.items]) {
		expect(item.title.trim()).not.toBe('')
	}
	expect(new Set(careersPage.values.items.map((value) => value.id)).size).toBe(3)
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
