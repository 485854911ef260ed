/** Shape of the world map data computed on the server (world-map.server.ts) and drawn in the browser. */
export type MarkerPosition = {
	id: string
	/** Where the marker is drawn, in the map's viewBox units. */
	x: number
	y: number
	/** The place's true projected position (differs from x/y when the marker was nudged). */
	anchorX: number
	anchorY: number
}

export type WorldMapLayout = { width: number; height: number; markers: MarkerPosition[] }

/** The static map image written at build time by routes/world-map-svg.ts. */
export const WORLD_MAP_IMAGE = '/images/carte-du-monde.svg'
