import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react'
import type * as React from 'react'
import { mapLocations } from '#app/content/careers/locations.ts'
import { cn } from '#app/lib/utils.ts'
import { WORLD_MAP_IMAGE, type WorldMapLayout } from './world-map-layout.ts'

const MARKER_RADIUS = 6
/** Half the minimum distance between markers (world-map.server.ts), so hit areas never overlap. */
const HIT_RADIUS = 8.5

export type WorldMapHandle = {
	/** Brings the map into view and, where it scrolls sideways, centres the place. */
	showPlace: (id: string) => void
}

/**
 * The world map: a static image computed on the server, the 21 markers as focusable SVG
 * buttons at their projected positions, and a tooltip from the `sm` breakpoint.
 */
export function WorldMap({
	layout,
	active,
	onOpen,
	ref,
}: {
	layout: WorldMapLayout
	active: string | null
	onOpen: (index: number, opener: SVGElement) => void
	ref?: React.Ref<WorldMapHandle>
}) {
	const [hovered, setHovered] = useState<string | null>(null)
	const mapRef = useRef<HTMLDivElement>(null)
	const scrollerRef = useRef<HTMLDivElement>(null)
	const tooltipRef = useRef<HTMLDivElement>(null)
	const positions = new Map(layout.markers.map((marker) => [marker.id, marker]))
	const hoveredLocation = hovered ? mapLocations.find((location) => location.id === hovered) : undefined

	/** On small screens the map scrolls sideways: centres the given fraction of its width. */
	function centreMapOn(fraction: number) {
		const scroller = scrollerRef.current
		if (scroller && scroller.scrollWidth > scroller.clientWidth) {
			scroller.scrollLeft = fraction * scroller.scrollWidth - scroller.clientWidth / 2
		}
	}

	useImperativeHandle(ref, () => ({
		showPlace(id) {
			const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
			mapRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' })
			const marker = layout.markers.find((candidate) => candidate.id === id)
			if (marker) centreMapOn(marker.x / layout.width)
		},
	}))

	// Start on Europe, where most places are.
	useEffect(() => {
		const scroller = scrollerRef.current
		if (scroller && scroller.scrollWidth > scroller.clientWidth)
			scroller.scrollLeft = 0.52 * scroller.scrollWidth - scroller.clientWidth / 2
	}, [])

	// The tooltip sits over its marker: positioned through the CSSOM (the CSP forbids style attributes).
	useLayoutEffect(() => {
		const marker = hovered ? positions.get(hovered) : undefined
		const tooltip = tooltipRef.current
		if (!marker || !tooltip) return
		tooltip.style.left = `${(marker.x / layout.width) * 100}%`
		tooltip.style.top = `${((marker.y - MARKER_RADIUS - 4) / layout.height) * 100}%`
	})

	const forget = (id: string) => setHovered((current) => (current === id ? null : current))

	return (
		<div ref={mapRef} className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
			<div ref={scrollerRef} className="overflow-x-auto overscroll-x-contain" data-testid="map-scroller">
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
						<svg
							viewBox={`0 0 ${layout.width} ${layout.height}`}
							className="absolute inset-0 size-full overflow-visible"
							role="group"
							aria-label="Carte du monde de nos 21 destinations"
						>
							{layout.markers.map((marker) =>
								Math.hypot(marker.x - marker.anchorX, marker.y - marker.anchorY) > 1 ? (
									<g key={marker.id} aria-hidden="true" className="fill-primary-strong stroke-primary-strong">
										<line x1={marker.anchorX} y1={marker.anchorY} x2={marker.x} y2={marker.y} strokeWidth={1} />
										<circle cx={marker.anchorX} cy={marker.anchorY} r={1.6} strokeWidth={0} />
									</g>
								) : null,
							)}
							{mapLocations.map((location, index) => {
								const marker = positions.get(location.id)
								if (!marker) return null
								const isActive = active === location.id
								return (
									<g
										key={location.id}
										role="button"
										tabIndex={0}
										aria-label={`${location.name}, ${location.country}`}
										data-marker={location.id}
										data-active={isActive ? 'true' : undefined}
										transform={`translate(${marker.x} ${marker.y})`}
										className="group cursor-pointer outline-none"
										onClick={(event) => onOpen(index, event.currentTarget)}
										onKeyDown={(event) => {
											if (event.key !== 'Enter' && event.key !== ' ') return
											event.preventDefault()
											onOpen(index, event.currentTarget)
										}}
										onMouseEnter={() => setHovered(location.id)}
										onMouseLeave={() => forget(location.id)}
										onFocus={() => setHovered(location.id)}
										onBlur={() => forget(location.id)}
									>
										<circle r={HIT_RADIUS} fill="transparent" />
										<circle
											r={HIT_RADIUS + 1}
											className={cn(
												'fill-primary/20 transition-opacity duration-200',
												isActive ? 'opacity-100' : 'opacity-0 group-hover:opacity-100',
											)}
										/>
										<circle
											r={MARKER_RADIUS}
											strokeWidth={2}
											className={cn(
												'stroke-white transition-colors duration-200',
												isActive ? 'fill-primary-strong' : 'fill-primary group-hover:fill-primary-strong',
											)}
										/>
										<circle r={1.8} className="fill-white" />
										{/* Focus ring (an outline around an SVG group is unreliable across browsers). */}
										<circle
											r={HIT_RADIUS + 1.5}
											fill="none"
											strokeWidth={2}
											className="stroke-primary-strong opacity-0 group-focus-visible:opacity-100"
										/>
									</g>
								)
							})}
						</svg>
						<div
							ref={tooltipRef}
							role="tooltip"
							id="carte-tooltip"
							className={cn(
								'pointer-events-none absolute z-10 -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-lg bg-ink px-3 py-1.5 text-center text-sm text-white shadow-lg',
								hoveredLocation ? 'hidden sm:block' : 'hidden',
							)}
						>
							{hoveredLocation ? (
								<>
									<span className="block font-semibold">{hoveredLocation.name}</span>
									<span className="block text-xs text-white/80">{hoveredLocation.country}</span>
								</>
							) : null}
						</div>
					</div>
				</div>
			</div>
		</div>
	)
}
