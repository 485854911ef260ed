import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import MapPin from 'lucide-react/icons/map-pin'
import type * as React from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { locationStories } from '#app/content/careers/location-stories.ts'
import type { MapLocation } from '#app/content/careers/locations.ts'

/** Previous/next through the list, wrapping around at both ends: the tour never dead-ends. */
export function wrapIndex(index: number, length: number): number {
	return ((index % length) + length) % length
}

/** The id of a place's postcard dialog: the markers, the tiles and the neighbours' buttons open it. */
export function postcardId(locationId: string): string {
	return `carte-postale-${locationId}`
}

/**
 * One dialog per place (docs/decisions/056-careers-page-on-the-platform.md): name,
 * country, illustration, caption, « Précédente » / « Suivante » and the counter.
 *
 * « Précédente » and « Suivante » are invoker commands that open the neighbour (21 → 1
 * wraps around). Without JavaScript the neighbour opens over the current postcard, and
 * Escape walks back through the ones opened, to the marker or tile that opened the first;
 * when the neighbour is open already (it is the postcard underneath, the one the visitor
 * came from), the button is its twin that closes the current postcard instead (app.css,
 * « Postcards », from the dialogs' order: the browser would not open an open dialog).
 * world-map.browser.ts swaps them instead (one postcard open at a time), adds the ← →
 * keys and gives the focus back to that marker or tile. « Suivante » takes the focus
 * when a postcard opens, so that Enter goes on with the tour.
 */
export function Postcards({ locations }: { locations: readonly MapLocation[] }) {
	return (
		<div className="postcards">
			{locations.map((location, index) => (
				<Postcard key={location.id} locations={locations} index={index} />
			))}
		</div>
	)
}

function Postcard({ locations, index }: { locations: readonly MapLocation[]; index: number }) {
	const location = locations[index]!
	const previous = locations[wrapIndex(index - 1, locations.length)]!
	const next = locations[wrapIndex(index + 1, locations.length)]!
	const id = postcardId(location.id)
	const story = locationStories[location.id]
	return (
		<Modal
			id={id}
			size="lg"
			data-postcard={location.id}
			aria-labelledby={`${id}-titre`}
			aria-describedby={story ? `${id}-legende` : undefined}
		>
			<div className="pr-12">
				<h2 id={`${id}-titre`} className="text-h3 font-bold">
					{location.name}
				</h2>
				<p className="mt-1 flex items-center gap-1.5 text-muted">
					<MapPin aria-hidden="true" className="size-4 text-primary" />
					{location.country}
				</p>
			</div>
			<img
				src={location.image}
				alt={story?.alt ?? ''}
				width={640}
				height={400}
				loading="lazy"
				decoding="async"
				className="mt-4 aspect-[8/5] max-h-[55dvh] w-full rounded-[var(--radius-input)] bg-surface object-contain"
			/>
			{story ? (
				<p id={`${id}-legende`} className="mt-4 text-muted">
					{story.caption}
				</p>
			) : null}
			<div className="mt-6 flex items-center justify-between gap-3">
				<StepButton step="previous" to={postcardId(previous.id)} from={id}>
					<ChevronLeft aria-hidden="true" />
					Précédente
				</StepButton>
				<p className="tabular text-sm text-muted">
					{index + 1}&nbsp;/&nbsp;{locations.length}
				</p>
				<StepButton step="next" to={postcardId(next.id)} from={id}>
					Suivante
					<ChevronRight aria-hidden="true" />
				</StepButton>
			</div>
		</Modal>
	)
}

/**
 * « Précédente » or « Suivante »: the invoker that opens the neighbour, and its twin that
 * closes this postcard when the neighbour is open underneath (shown by app.css instead).
 * Both take the focus when the postcard opens, « Suivante » only: the one shown does.
 */
function StepButton({
	step,
	to,
	from,
	children,
}: {
	step: 'previous' | 'next'
	to: string
	from: string
	children: React.ReactNode
}) {
	const className = buttonVariants({ variant: 'secondary', size: 'sm' })
	return (
		<>
			<button
				type="button"
				commandfor={to}
				command="show-modal"
				data-postcard-step={step}
				// The dialog's first focus (the browser honours autofocus inside a dialog it opens).
				// oxlint-disable-next-line jsx-a11y/no-autofocus
				autoFocus={step === 'next'}
				className={className}
			>
				{children}
			</button>
			<button
				type="button"
				commandfor={from}
				command="close"
				data-postcard-back={step}
				// oxlint-disable-next-line jsx-a11y/no-autofocus
				autoFocus={step === 'next'}
				className={`postcard-back ${className}`}
			>
				{children}
			</button>
		</>
	)
}
