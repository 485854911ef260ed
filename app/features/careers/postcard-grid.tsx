import { ModalTrigger } from '#app/components/ui/modal.tsx'
import { mapLocations } from '#app/content/careers/locations.ts'
import { postcardId } from './postcards.tsx'

/**
 * The 21 postcards as tiles: each opens its place's dialog (an invoker command);
 * world-map.browser.ts also marks the place active on the map and brings the map into view.
 */
export function PostcardGrid() {
	return (
		<ul className="grid grid-cols-3 gap-3 md:grid-cols-7 md:gap-4" data-testid="photo-grid">
			{mapLocations.map((location) => (
				<li key={location.id}>
					<ModalTrigger
						modal={postcardId(location.id)}
						data-tile={location.id}
						className="group flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-white text-left transition-[box-shadow,transform,border-color] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-lg hover:shadow-ink/5 data-[active=true]:border-primary data-[active=true]:ring-2 data-[active=true]:ring-primary"
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
						<span className="block hyphens-auto px-2.5 py-2 text-sm font-semibold leading-tight [overflow-wrap:anywhere]">
							<span className="sr-only">Carte postale&nbsp;: </span>
							{location.name}
							<span className="mt-0.5 block text-xs font-normal text-muted">{location.country}</span>
						</span>
					</ModalTrigger>
				</li>
			))}
		</ul>
	)
}
