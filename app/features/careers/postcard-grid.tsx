import { mapLocations } from '#app/content/careers/locations.ts'
import { cn } from '#app/lib/utils.ts'

/** The 21 postcards: each one marks its place as active on the map and opens the dialog. */
export function PostcardGrid({
	active,
	onSelect,
}: {
	active: string | null
	onSelect: (index: number, tile: HTMLElement) => void
}) {
	return (
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
							onClick={(event) => onSelect(index, event.currentTarget)}
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
							<span className="block hyphens-auto px-2.5 py-2 text-sm font-semibold leading-tight [overflow-wrap:anywhere]">
								<span className="sr-only">Carte postale&nbsp;: </span>
								{location.name}
								<span className="mt-0.5 block text-xs font-normal text-muted">{location.country}</span>
							</span>
						</button>
					</li>
				)
			})}
		</ul>
	)
}
