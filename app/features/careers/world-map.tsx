import { ModalTrigger } from '#app/components/ui/modal.tsx'
import { mapLocations } from '#app/content/careers/locations.ts'
import { postcardId } from './postcards.tsx'
import { WORLD_MAP_IMAGE, type WorldMapLayout } from './world-map-layout.ts'

/** Half the minimum distance between markers (world-map.server.ts), so hit areas never overlap. */
const HIT_RADIUS = 8.5
/** Markers this close to the top of the map (in % of its height) show their tooltip below them. */
const TOOLTIP_BELOW_UNDER = 20

const percent = (value: number) => `${Math.round(value * 1000) / 1000}%`

/**
 * The world map: a static image computed on the server, and the 21 markers as HTML
 * buttons that open their postcard with an invoker command, with or without JavaScript
 * (docs/decisions/056-careers-page-on-the-platform.md).
 *
 * The markers sit in an SVG without a viewBox, each in a `<foreignObject>` placed by
 * percentages of the map (the CSP forbids style attributes; SVG attributes are not
 * styles): they follow the map's size, while the tooltip inside them keeps its own
 * (a viewBox would scale the text with the map). An SVG paints in document order, so the
 * markers come from north to south: a tooltip, drawn above its marker, is never covered
 * by a marker further north. The tooltip (name and country, from the `sm` breakpoint) is
 * CSS: it shows on hover and on keyboard focus.
 */
export function WorldMap({ layout }: { layout: WorldMapLayout }) {
	const places = new Map(mapLocations.map((location) => [location.id, location]))
	const northToSouth = [...layout.markers].sort((a, b) => a.y - b.y)
	return (
		<div data-map="" className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
			<div className="overflow-x-auto overscroll-x-contain" data-testid="map-scroller" data-map-scroller="">
				<div className="relative mx-auto min-w-[760px] p-2 sm:min-w-0 sm:p-4" data-testid="world-map">
					<div className="relative">
						<img
							src={WORLD_MAP_IMAGE}
							alt=""
							width={layout.width}
							height={layout.height}
							loading="lazy"
							decoding="async"
							className="block h-auto w-full select-none"
						/>
						{/* Leader lines from a nudged marker to its real place: drawn with the map, to scale. */}
						<svg
							aria-hidden="true"
							viewBox={`0 0 ${layout.width} ${layout.height}`}
							className="absolute inset-0 size-full"
						>
							{layout.markers.map((marker) =>
								Math.hypot(marker.x - marker.anchorX, marker.y - marker.anchorY) > 1 ? (
									<g key={marker.id} className="fill-primary-strong stroke-primary-strong">
										<line x1={marker.anchorX} y1={marker.anchorY} x2={marker.x} y2={marker.y} strokeWidth={1} />
										<circle cx={marker.anchorX} cy={marker.anchorY} r={1.6} strokeWidth={0} />
									</g>
								) : null,
							)}
						</svg>
						<svg
							role="group"
							aria-label="Carte du monde de nos 21 destinations"
							className="world-map-markers absolute inset-0 size-full"
						>
							{northToSouth.map((marker) => {
								const location = places.get(marker.id)
								if (!location) return null
								const below = (marker.y / layout.height) * 100 < TOOLTIP_BELOW_UNDER
								return (
									<foreignObject
										key={marker.id}
										x={percent(((marker.x - HIT_RADIUS) / layout.width) * 100)}
										y={percent(((marker.y - HIT_RADIUS) / layout.height) * 100)}
										width={percent(((2 * HIT_RADIUS) / layout.width) * 100)}
										height={percent(((2 * HIT_RADIUS) / layout.height) * 100)}
									>
										<ModalTrigger
											modal={postcardId(location.id)}
											aria-label={`${location.name}, ${location.country}`}
											data-marker={location.id}
											className="map-marker group"
										>
											<span aria-hidden="true" className="map-marker-dot" />
											<span
												aria-hidden="true"
												data-tooltip=""
												className={below ? 'map-tooltip map-tooltip-below' : 'map-tooltip'}
											>
												<span className="block font-semibold">{location.name}</span>
												<span className="block text-xs text-white/80">{location.country}</span>
											</span>
										</ModalTrigger>
									</foreignObject>
								)
							})}
						</svg>
					</div>
				</div>
			</div>
		</div>
	)
}
