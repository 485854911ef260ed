import { expect, test } from 'vitest'
import { mapLocations } from '#app/content/careers/locations.ts'
import {
	compactPath,
	MAP_WIDTH,
	spreadMarkers,
	worldMapGeometry,
	worldMapLayout,
	worldMapSvg,
} from './world-map.server.ts'

/** Absolute points of a path made of m/l/z commands (relative or absolute). */
function points(d: string): string[] {
	const result: string[] = []
	let [x, y, startX, startY] = [0, 0, 0, 0]
	for (const [, command, args] of d.matchAll(/([MLZmlz])([^MLZmlz]*)/g)) {
		if (command === 'Z' || command === 'z') {
			;[x, y] = [startX, startY]
			result.push('z')
			continue
		}
		const numbers = (args!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
		for (let index = 0; index < numbers.length; index += 2) {
			const relative = command === 'm' || command === 'l'
			x = relative ? x + numbers[index]! : numbers[index]!
			y = relative ? y + numbers[index + 1]! : numbers[index + 1]!
			if (index === 0 && (command === 'm' || command === 'M')) [startX, startY] = [x, y]
			if (result.at(-1) !== `${x},${y}`) result.push(`${x},${y}`)
		}
	}
	return result
}

test('compactPath draws the same points with fewer bytes', () => {
	const d = 'M10,10L20,10L20,10L20,25L5,25ZM100,-5L90,-7L95,3Z'
	const compact = compactPath(d)
	expect(points(compact)).toEqual(points(d))
	expect(compact.length).toBeLessThan(d.length)
	expect(compact).toBe('m10 10l10 0 0 15-15 0zm90-15l-10-2 5 10z')
})

test('the world map is a real map: land and borders from world-atlas, without Antarctica', () => {
	const geometry = worldMapGeometry()
	expect(geometry.width).toBe(MAP_WIDTH)
	expect(geometry.height).toBeGreaterThan(400)
	expect(geometry.height).toBeLessThan(480)
	expect(geometry.land.length).toBeGreaterThan(10_000)
	expect(geometry.borders.length).toBeGreaterThan(5_000)
	const svg = worldMapSvg()
	expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1000 \d+"/)
	expect(svg.length).toBeLessThan(40_000)
})

test('21 markers, each inside the map, true to geography and apart from the others', () => {
	const layout = worldMapLayout(mapLocations)
	expect(layout.markers).toHaveLength(21)
	const byId = Object.fromEntries(layout.markers.map((marker) => [marker.id, marker]))
	for (const marker of layout.markers) {
		expect(marker.x).toBeGreaterThan(0)
		expect(marker.x).toBeLessThan(layout.width)
		expect(marker.y).toBeGreaterThan(0)
		expect(marker.y).toBeLessThan(layout.height)
		// Nudged by a few units at most: the leader line stays short.
		expect(Math.hypot(marker.x - marker.anchorX, marker.y - marker.anchorY)).toBeLessThan(12)
	}
	const distances = layout.markers.flatMap((a, index) =>
		layout.markers.slice(index + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)),
	)
	expect(Math.min(...distances)).toBeGreaterThan(16.5)
	expect(byId.paris!.anchorY).toBeLessThan(byId.toulouse!.anchorY)
	expect(byId.toulouse!.anchorY).toBeLessThan(byId.barcelone!.anchorY)
	expect(byId.reykjavik!.anchorY).toBeLessThan(byId.paris!.anchorY)
	expect(byId['rio-de-janeiro']!.anchorX).toBeLessThan(byId.paris!.anchorX)
	expect(byId.sydney!.anchorX).toBeGreaterThan(byId.kyoto!.anchorX)
	// Mexico City and Teotihuacan are 40 km apart: both stay legible, on either side.
	expect(Math.hypot(byId.mexico!.x - byId.teotihuacan!.x, byId.mexico!.y - byId.teotihuacan!.y)).toBeGreaterThan(16.5)
})

test('spreadMarkers is deterministic and separates even identical points', () => {
	const input = [
		{ x: 50, y: 50 },
		{ x: 50, y: 50 },
		{ x: 52, y: 49 },
	]
	const once = spreadMarkers(input, 10)
	expect(spreadMarkers(input, 10)).toEqual(once)
	expect(Math.hypot(once[0]!.x - once[1]!.x, once[0]!.y - once[1]!.y)).toBeGreaterThan(9.9)
	expect(input[0]).toEqual({ x: 50, y: 50 })
})
