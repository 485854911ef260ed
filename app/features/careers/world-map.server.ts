import { geoNaturalEarth1, geoPath } from 'd3-geo'
import { merge, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json' with { type: 'json' }
import type { MapLocation } from '#app/content/careers/locations.ts'
import type { WorldMapLayout } from './world-map-layout.ts'

/**
 * The careers-page world map, computed on the server only (at prerender time): d3-geo
 * projects the Natural Earth 110m countries of world-atlas, and the result leaves as a
 * static SVG file plus 21 marker positions. Neither d3 nor the geometry reaches the browser.
 */

/** Width of the map's coordinate system (the SVG viewBox); the height follows the projection. */
export const MAP_WIDTH = 1000
/** Markers closer than this (viewBox units) are nudged apart, with a leader line to the real spot. */
const MIN_MARKER_DISTANCE = 17

const ANTARCTICA = '010'

export type MapGeometry = { width: number; height: number; land: string; borders: string }

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * Rewrites d3's absolute path (M/L/Z only, integer coordinates) with relative
 * commands and without repeated points: about half the bytes for the same drawing.
 */
export function compactPath(d: string): string {
	let out = ''
	let last = ''
	let x = 0
	let y = 0
	// After "z" the current point is back at the start of the subpath (SVG rule).
	let startX = 0
	let startY = 0
	const number = (value: number) => (value < 0 || out === '' || /[a-z]$/.test(out) ? `${value}` : ` ${value}`)
	for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
		if (command === 'Z') {
			out += 'z'
			last = 'z'
			x = startX
			y = startY
			continue
		}
		const [px = 0, py = 0] = args!.split(',').map(Number)
		if (command === 'L' && px === x && py === y) continue
		const letter = command === 'M' ? 'm' : 'l'
		// Consecutive line-tos share one command letter.
		if (letter !== last || letter === 'm') out += letter
		out += number(px - x)
		out += number(py - y)
		last = letter
		x = px
		y = py
		if (letter === 'm') {
			startX = px
			startY = py
		}
	}
	return out
}

function buildProjection() {
	const topology = countries110m as unknown as Topology<{ countries: GeometryCollection }>
	const geometries = topology.objects.countries.geometries.filter((geometry) => geometry.id !== ANTARCTICA)
	const land = merge(topology, geometries as never)
	const borders = mesh(topology, { type: 'GeometryCollection', geometries } as never, (a, b) => a !== b)
	const projection = geoNaturalEarth1().fitWidth(MAP_WIDTH, land)
	const path = geoPath(projection).digits(0)
	const [[, top], [, bottom]] = path.bounds(land)
	// fitWidth centres the sphere; shift so the land starts at y = 0 (Antarctica is gone).
	projection.translate([projection.translate()[0], projection.translate()[1] - Math.floor(top)])
	const height = Math.ceil(bottom - Math.floor(top))
	return { projection, path, land, borders, height }
}

let cached: ReturnType<typeof buildProjection> | null = null
function map() {
	cached ??= buildProjection()
	return cached
}

export function worldMapGeometry(): MapGeometry {
	const { path, land, borders, height } = map()
	return { width: MAP_WIDTH, height, land: compactPath(path(land) ?? ''), borders: compactPath(path(borders) ?? '') }
}

/** The map as a standalone SVG document (served as a static, cacheable image). */
export function worldMapSvg(): string {
	const { width, height, land, borders } = worldMapGeometry()
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
		`<path fill="#CBD8EC" d="${land}"/>`,
		`<path fill="none" stroke="#F5F8FC" stroke-width="0.7" stroke-linejoin="round" d="${borders}"/>`,
		'</svg>',
	].join('')
}

/**
 * Pushes markers apart until none is closer than `minDistance` to another, each staying
 * near its anchor. Deterministic (same input, same layout), so the server render is stable.
 */
export function spreadMarkers(
	points: { x: number; y: number }[],
	minDistance = MIN_MARKER_DISTANCE,
): { x: number; y: number }[] {
	const placed = points.map((point) => ({ ...point }))
	for (let iteration = 0; iteration < 300; iteration++) {
		// A weak pull back to the anchor keeps clusters tight instead of drifting apart
		// (before the pushes, so the last pass leaves every pair far enough apart).
		for (let i = 0; i < placed.length; i++) {
			placed[i]!.x += (points[i]!.x - placed[i]!.x) * 0.02
			placed[i]!.y += (points[i]!.y - placed[i]!.y) * 0.02
		}
		let moved = false
		for (let i = 0; i < placed.length; i++) {
			for (let j = i + 1; j < placed.length; j++) {
				const a = placed[i]!
				const b = placed[j]!
				let dx = b.x - a.x
				let dy = b.y - a.y
				let distance = Math.hypot(dx, dy)
				if (distance >= minDistance) continue
				if (distance < 0.01) {
					// Same spot: split them along a direction that depends only on their order.
					const angle = (i * 2.4 + j) % (2 * Math.PI)
					dx = Math.cos(angle)
					dy = Math.sin(angle)
					distance = 1
				}
				const push = (minDistance - distance) / 2 + 0.01
				a.x -= (dx / distance) * push
				a.y -= (dy / distance) * push
				b.x += (dx / distance) * push
				b.y += (dy / distance) * push
				moved = true
			}
		}
		if (!moved) break
	}
	return placed
}

/** Projected marker positions for the locations, in the map's viewBox coordinates. */
export function worldMapLayout(locations: Pick<MapLocation, 'id' | 'lon' | 'lat'>[]): WorldMapLayout {
	const { projection, height } = map()
	const anchors = locations.map((location) => {
		const point = projection([location.lon, location.lat])
		if (!point) throw new Error(`Carte : ${location.id} ne peut pas être projeté`)
		return { x: point[0], y: point[1] }
	})
	const spread = spreadMarkers(anchors)
	return {
		width: MAP_WIDTH,
		height,
		markers: locations.map((location, index) => ({
			id: location.id,
			x: round1(spread[index]!.x),
			y: round1(spread[index]!.y),
			anchorX: round1(anchors[index]!.x),
			anchorY: round1(anchors[index]!.y),
		})),
	}
}
