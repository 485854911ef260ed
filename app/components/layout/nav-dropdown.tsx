import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '#app/lib/utils.ts'
import { NavItemLink } from './nav-link.tsx'
import type { NavItem } from './navigation.ts'

const CLOSE_DELAY_MS = 120

/**
 * A header dropdown (disclosure pattern): opens on mouse hover, on touch, and from
 * the keyboard (Enter, Space or ↓ on the label; ↑/↓ move, Escape closes). A mouse
 * click on the label runs `onLabelClick` when given (Expertise scrolls to its
 * section), otherwise toggles the panel.
 */
export function NavDropdown({
	label,
	items,
	onLabelClick,
}: {
	label: string
	items: NavItem[]
	onLabelClick?: () => void
}) {
	const [open, setOpen] = useState(false)
	const panelId = useId()
	const rootRef = useRef<HTMLDivElement>(null)
	const buttonRef = useRef<HTMLButtonElement>(null)
	const closeTimer = useRef<number | undefined>(undefined)
	const lastPointer = useRef<string>('mouse')

	function cancelClose() {
		window.clearTimeout(closeTimer.current)
	}
	function links(): HTMLAnchorElement[] {
		return Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])
	}
	function focusLink(index: number) {
		const all = links()
		all[(index + all.length) % all.length]?.focus()
	}

	useEffect(() => {
		if (!open) return
		function onPointerDown(event: PointerEvent) {
			if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
		}
		document.addEventListener('pointerdown', onPointerDown)
		return () => document.removeEventListener('pointerdown', onPointerDown)
	}, [open])

	useEffect(() => cancelClose, [])

	return (
		<div
			ref={rootRef}
			className="relative"
			data-state={open ? 'open' : 'closed'}
			onPointerEnter={(event) => {
				if (event.pointerType !== 'mouse') return
				cancelClose()
				setOpen(true)
			}}
			onPointerLeave={(event) => {
				if (event.pointerType !== 'mouse') return
				closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
			}}
			onBlur={(event) => {
				if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
			}}
			onKeyDown={(event) => {
				if (event.key === 'Escape' && open) {
					event.preventDefault()
					setOpen(false)
					buttonRef.current?.focus()
				}
				if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
				if (event.target === buttonRef.current) return
				event.preventDefault()
				const index = links().indexOf(document.activeElement as HTMLAnchorElement)
				focusLink(event.key === 'ArrowDown' ? index + 1 : index - 1)
			}}
		>
			<button
				ref={buttonRef}
				type="button"
				aria-expanded={open}
				aria-controls={panelId}
				className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:text-primary"
				onPointerDown={(event) => {
					lastPointer.current = event.pointerType
				}}
				onKeyDown={(event) => {
					if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
						event.preventDefault()
						setOpen(true)
						requestAnimationFrame(() => focusLink(0))
					}
				}}
				onClick={() => {
					const touch = lastPointer.current === 'touch' || lastPointer.current === 'pen'
					lastPointer.current = 'mouse'
					if (onLabelClick && !touch) {
						onLabelClick()
						setOpen(false)
					} else if (touch) setOpen((value) => !value)
					// A mouse has already opened the panel by hovering: a click keeps it open.
					else setOpen(true)
				}}
			>
				{label}
				<ChevronDown
					aria-hidden="true"
					className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
				/>
			</button>
			<div id={panelId} hidden={!open} className="absolute left-1/2 top-full z-50 w-72 -translate-x-1/2 pt-2">
				<ul className="rounded-[var(--radius-card)] border border-border bg-white p-2 shadow-xl shadow-ink/10">
					{items.map((item) => (
						<li key={item.label}>
							<NavItemLink
								item={item}
								data-menu-link=""
								className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-ink transition-colors hover:bg-surface hover:text-primary focus-visible:bg-surface"
								onClick={() => setOpen(false)}
							/>
						</li>
					))}
				</ul>
			</div>
		</div>
	)
}
