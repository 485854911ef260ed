import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { careersPage } from '#app/content/careers/careers.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { PostcardGrid } from './postcard-grid.tsx'
import type { WorldMapLayout } from './world-map-layout.ts'
import { WorldMap, type WorldMapHandle } from './world-map.tsx'

// The photo dialog (Radix) is only needed once someone opens a postcard: its code loads
// when the section comes into view, or at the first click at the latest.
const loadDialog = () => import('./location-dialog.tsx')
const LocationDialog = lazy(loadDialog)

const content = careersPage.map

/**
 * The careers map section: the world map, the grid of postcards and the photo dialog
 * both open (app/features/careers/world-map.tsx, postcard-grid.tsx, location-dialog.tsx).
 * This component holds what they share: the active place and the open postcard.
 */
export function WorldMapSection({ layout }: { layout: WorldMapLayout }) {
	const [selected, setSelected] = useState<number | null>(null)
	const [dialogMounted, setDialogMounted] = useState(false)
	const [active, setActive] = useState<string | null>(null)
	const sectionRef = useRef<HTMLDivElement>(null)
	const mapRef = useRef<WorldMapHandle>(null)
	const openerRef = useRef<HTMLElement | SVGElement | null>(null)

	// Once the section is 20 % visible, the dialog's code is fetched.
	useEffect(() => {
		const element = sectionRef.current
		if (!element) return
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return
				void loadDialog()
				observer.disconnect()
			},
			{ threshold: 0.2 },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [])

	function open(index: number, opener: HTMLElement | SVGElement) {
		setActive(mapLocations[index]!.id)
		openerRef.current = opener
		setDialogMounted(true)
		setSelected(index)
	}

	return (
		<Section id="carte" aria-labelledby="carte-title">
			<div ref={sectionRef}>
				<SectionHeading id="carte-title" eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
				<p className="mb-3 text-center text-sm text-muted sm:hidden">{content.scrollHint}</p>
				<WorldMap ref={mapRef} layout={layout} active={active} onOpen={open} />

				<h3 className="text-h3 mt-14 mb-6 text-center">{content.gridTitle}</h3>
				<PostcardGrid
					active={active}
					onSelect={(index, tile) => {
						// The map comes into view behind the dialog, the place centred on small screens.
						mapRef.current?.showPlace(mapLocations[index]!.id)
						open(index, tile)
					}}
				/>
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
