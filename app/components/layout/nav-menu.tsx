import ChevronDown from 'lucide-react/icons/chevron-down'
import { NavItemLink } from './nav-link.tsx'
import type { NavItem } from './navigation.ts'

/** Each menu sits under its own label (CSS anchor positioning; app.css has the fallback). Literal class names, for Tailwind to find. */
const anchors = {
	'menu-expertise': ['[anchor-name:--menu-expertise]', '[position-anchor:--menu-expertise]'],
	'menu-carrieres': ['[anchor-name:--menu-carrieres]', '[position-anchor:--menu-carrieres]'],
} as const

/**
 * A header dropdown on the Popover API: the label toggles the list (click, tap, Enter,
 * Space, without JavaScript too); the browser closes it on Escape or a click elsewhere
 * and puts the focus back on the label. `header.browser.ts` adds opening on hover, the
 * arrow keys, and closing when an entry is chosen or the focus leaves.
 */
export function NavMenu({ id, label, items }: { id: keyof typeof anchors; label: string; items: NavItem[] }) {
	const [anchorName, positionAnchor] = anchors[id]
	return (
		<div data-nav-menu="" className="relative">
			<button
				type="button"
				popoverTarget={id}
				className={`nav-menu-button group inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:text-primary ${anchorName}`}
			>
				{label}
				<ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200" />
			</button>
			<div id={id} popover="auto" className={`nav-menu w-72 pt-2 ${positionAnchor}`}>
				<ul className="rounded-[var(--radius-card)] border border-border bg-white p-2 shadow-xl shadow-ink/10">
					{items.map((item) => (
						<li key={item.label}>
							<NavItemLink
								item={item}
								className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-ink transition-colors hover:bg-surface hover:text-primary focus-visible:bg-surface"
							/>
						</li>
					))}
				</ul>
			</div>
		</div>
	)
}
