import { worldMapSvg } from '#app/features/careers/world-map.server.ts'

/** The careers-page world map, drawn from world-atlas by d3-geo and prerendered as a static file. */
export function loader() {
	return new Response(worldMapSvg(), {
		headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
	})
}
