import { ChevronLeft, ChevronRight, MapPin } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx'
import { locationStories } from '#app/content/careers/location-stories.ts'
import type { MapLocation } from '#app/content/careers/locations.ts'

/** Previous/next through the list, wrapping around at both ends: the tour never dead-ends. */
export function wrapIndex(index: number, length: number): number {
	return ((index % length) + length) % length
}

/**
 * The large postcard of a place: name, country, caption, previous/next buttons
 * (and ← → keys) that wrap around, close button; Radix traps focus and closes on Escape.
 */
export default function LocationDialog({
	locations,
	index,
	onIndexChange,
	onClose,
	returnFocusTo,
}: {
	locations: MapLocation[]
	/** The place shown, or null when closed. */
	index: number | null
	onIndexChange: (index: number) => void
	onClose: () => void
	/** The marker or tile that opened the dialog gets the focus back. */
	returnFocusTo: React.RefObject<HTMLElement | SVGElement | null>
}) {
	// Keeps the last place on screen while the dialog closes.
	const [shown, setShown] = useState(index ?? 0)
	if (index !== null && index !== shown) setShown(index)
	const location = locations[shown]!
	const story = locationStories[location.id]
	const go = (step: number) => onIndexChange(wrapIndex(shown + step, locations.length))

	return (
		<Dialog open={index !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
			<DialogContent
				size="lg"
				data-testid="location-dialog"
				onKeyDown={(event) => {
					if (event.key === 'ArrowLeft') {
						event.preventDefault()
						go(-1)
					} else if (event.key === 'ArrowRight') {
						event.preventDefault()
						go(1)
					}
				}}
				onCloseAutoFocus={(event) => {
					event.preventDefault()
					// Without scrolling: a tile click has just brought the map into view.
					returnFocusTo.current?.focus({ preventScroll: true })
				}}
			>
				<div className="pr-12">
					<DialogTitle>{location.name}</DialogTitle>
					<p className="mt-1 flex items-center gap-1.5 text-muted">
						<MapPin aria-hidden="true" className="size-4 text-primary" />
						{location.country}
					</p>
				</div>
				<img
					key={location.id}
					src={location.image}
					alt={story?.alt ?? ''}
					width={640}
					height={400}
					className="mt-4 aspect-[8/5] max-h-[55dvh] w-full rounded-[var(--radius-input)] bg-surface object-contain"
				/>
				<DialogDescription className="mt-4 text-base">{story?.caption}</DialogDescription>
				<div className="mt-6 flex items-center justify-between gap-3">
					<Button variant="secondary" size="sm" onClick={() => go(-1)}>
						<ChevronLeft aria-hidden="true" />
						Précédente
					</Button>
					<p className="tabular text-sm text-muted" aria-live="polite">
						{shown + 1}&nbsp;/&nbsp;{locations.length}
					</p>
					<Button variant="secondary" size="sm" onClick={() => go(1)}>
						Suivante
						<ChevronRight aria-hidden="true" />
					</Button>
				</div>
			</DialogContent>
		</Dialog>
	)
}
