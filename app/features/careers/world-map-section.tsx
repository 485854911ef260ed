import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage } from '#app/content/careers/careers.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { cn } from '#app/lib/utils.ts'
import { WORLD_MAP_IMAGE, type WorldMapLayout } from './world-map-layout.ts'

// The photo dialog (Radix) is only needed once someone opens a postcard: its code loads
// when the section comes into view, or at the first click at the latest.
const loadDialog = () => import('./location-dialog.tsx')
const LocationDialog = lazy(loadDialog)

const MARKER_RADIUS = 6
/** Half the minimum distance between markers (world-map.server.ts), so hit areas never overlap. */
const HIT_RADIUS = 8.5

const content = careersPage.map

/**
 * The world map (a static image computed on the server) with the 21 markers as
 * focusable SVG buttons at their projected positions, a tooltip from the `sm`
 * breakpoint, the grid of postcards, and the photo dialog they open.
 */
export function WorldMapSection({ layout }: { layout: WorldMapLayout }) {
	const [selected, setSelected] = useState<number | null>(null)
	const [dialogMounted, setDialogMounted] = useState(false)
	const [hovered, setHovered] = useState<string | null>(null)
	const [active, setActive] = useState<string | null>(null)
	// Spec §4: a flag set once the section is 20 % visible. We use it to fetch the dialog code.
	const [sectionSeen, setSectionSeen] = useState(false)
	const sectionRef = useRef<HTMLDivElement>(null)
	const mapRef = useRef<HTMLDivElement>(null)
	const scrollerRef = useRef<HTMLDivElement>(null)
	const tooltipRef = useRef<HTMLDivElement>(null)
	const openerRef = useRef<HTMLElement | SVGElement | null>(null)

	const positions = new Map(layout.markers.map((marker) => [marker.id, marker]))
	const hoveredLocation = hovered ? mapLocations.find((location) => location.id === hovered) : undefined

	useEffect(() => {
		const element = sectionRef.current
		if (!element || sectionSeen) return
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) {
					setSectionSeen(true)
					void loadDialog()
				}
			},
			{ threshold: 0.2 },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [sectionSeen])

	/** On small screens the map scrolls sideways: centres the given fraction of its width. */
	function centreMapOn(fraction: number) {
		const scroller = scrollerRef.current
		if (scroller && scroller.scrollWidth > scroller.clientWidth) {
			scroller.scrollLeft = fraction * scroller.scrollWidth - scroller.clientWidth / 2
		}
	}

	// Start on Europe, where most places are.
	useEffect(() => centreMapOn(0.52), [])

	// The tooltip sits over its marker: positioned through the CSSOM (the CSP forbids style attributes).
	useLayoutEffect(() => {
		const marker = hovered ? positions.get(hovered) : undefined
		const tooltip = tooltipRef.current
		if (!marker || !tooltip) return
		tooltip.style.left = `${(marker.x / layout.width) * 100}%`
		tooltip.style.top = `${((marker.y - MARKER_RADIUS - 4) / layout.height) * 100}%`
	})

	const open = useCallback((index: number, opener: HTMLElement | SVGElement) => {
		openerRef.current = opener
		setDialogMounted(true)
		setSelected(index)
	}, [])

	function selectTile(index: number, tile: HTMLElement) {
		const location = mapLocations[index]!
		setActive(location.id)
		// Bring the map into view behind the dialog, with the place centred on small screens.
		const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		mapRef.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' })
		const marker = positions.get(location.id)
		if (marker) centreMapOn(marker.x / layout.width)
		open(index, tile)
	}

	return (
		<Section id="carte" aria-labelledby="carte-title">
			<div ref={sectionRef}>
				<SectionHeading id="carte-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
				<p className="mb-3 text-center text-sm text-muted sm:hidden">{content.scrollHint}</p>
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
												onClick={(event) => {
													setActive(location.id)
													open(index, event.currentTarget)
												}}
												onKeyDown={(event) => {
													if (event.key !== 'Enter' && event.key !== ' ') return
													event.preventDefault()
													setActive(location.id)
													open(index, event.currentTarget)
												}}
												onMouseEnter={() => setHovered(location.id)}
												onMouseLeave={() => setHovered((current) => (current === location.id ? null : current))}
												onFocus={() => setHovered(location.id)}
												onBlur={() => setHovered((current) => (current === location.id ? null : current))}
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

				<h3 className="text-h3 mt-14 mb-6 text-center">{content.gridTitle}</h3>
				<ul className="grid grid-cols-3 gap-3 md:grid-cols-7 md:gap-4" data-testid="photo-grid">
					{mapLocations.map((location, index) => {
						const isActive = active === location.id
						return (
							<li key={location.id}>
								<button
									type="button"
									data-tile={location.id}
									data-active={isActive ? 'true' : undefined}
									aria-current={isActive ? 'true' : undefined}
									onClick={(event) => selectTile(index, event.currentTarget)}
									className={cn(
										'group flex h-full w-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-white text-left transition-[box-shadow,transform,border-color] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink/5',
										isActive ? 'border-primary ring-2 ring-primary' : 'border-border',
									)}
								>
									<img
										src={location.image}
										alt=""
										width={640}
										height={400}
										loading="lazy"
										decoding="async"
										className="aspect-[8/5] w-full object-cover"
									/>
									<span className="block px-2.5 py-2">
										<span className="sr-only">Carte postale&nbsp;: </span>
										<span className="block text-sm font-semibold leading-tight">{location.name}</span>
										<span className="mt-0.5 block text-xs text-muted">{location.country}</span>
									</span>
								</button>
							</li>
						)
					})}
				</ul>
			</div>
			{dialogMounted ? (
				<Suspense fallback={null}>
					<LocationDialog
						locations={mapLocations}
						index={selected}
						onIndexChange={setSelected}
						onClose={() => setSelected(null)}
						returnFocusTo={openerRef}
					/>
				</Suspense>
			) : null}
		</Section>
	)
}
