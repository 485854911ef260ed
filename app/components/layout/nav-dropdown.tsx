import { ChevronDown } from 'lucide-react'
import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { NavItemLink } from './nav-link.tsx'
import type { NavItem } from './navigation.ts'

const CLOSE_DELAY_MS = 120

/**
 * A header dropdown built on `<details>`: a click on the label (mouse, touch, screen
 * reader, voice control) opens it, and so does Enter or Space, without JavaScript too.
 * With JavaScript it also opens on mouse hover, ↓ moves into the list, ↑/↓ move,
 * Escape closes and returns to the label, a click elsewhere closes it.
 */
export function NavDropdown({ label, items }: { label: string; items: NavItem[] }) {
	const [open, setOpen] = useState(false)
	const rootRef = useRef<HTMLDetailsElement>(null)
	const summaryRef = useRef<HTMLElement>(null)
	const closeTimer = useRef<number | undefined>(undefined)
	// Opened by the mouse hovering: the click that usually follows must not close it again.
	const openedByHover = useRef(false)

	function links(): HTMLAnchorElement[] {
		return Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])
	}
	function focusLink(index: number) {
		const all = links()
		all[(index + all.length) % all.length]?.focus()
	}
	function close() {
		openedByHover.current = false
		setOpen(false)
	}
	/** Escape closes and returns to the label; ↑/↓ open the list and move through it. */
	function onKeyDown(event: React.KeyboardEvent) {
		if (event.key === 'Escape' && open) {
			event.preventDefault()
			close()
			summaryRef.current?.focus()
			return
		}
		if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
		event.preventDefault()
		if (event.target === summaryRef.current) {
			setOpen(true)
			requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1))
			return
		}
		const index = links().indexOf(document.activeElement as HTMLAnchorElement)
		focusLink(event.key === 'ArrowDown' ? index + 1 : index - 1)
	}

	useEffect(() => {
		if (!open) return
		function closeIfOutside(event: Event) {
			if (rootRef.current?.contains(event.target as Node)) return
			openedByHover.current = false
			setOpen(false)
		}
		// Pointer down or focus elsewhere (Tab past the last entry) closes the menu.
		document.addEventListener('pointerdown', closeIfOutside)
		document.addEventListener('focusin', closeIfOutside)
		return () => {
			document.removeEventListener('pointerdown', closeIfOutside)
			document.removeEventListener('focusin', closeIfOutside)
		}
	}, [open])

	useEffect(() => () => window.clearTimeout(closeTimer.current), [])

	return (
		<details
			ref={rootRef}
			open={open}
			className="group relative"
			onToggle={(event) => setOpen(event.currentTarget.open)}
			onPointerEnter={(event) => {
				if (event.pointerType !== 'mouse') return
				window.clearTimeout(closeTimer.current)
				if (!open) openedByHover.current = true
				setOpen(true)
			}}
			onPointerLeave={(event) => {
				if (event.pointerType !== 'mouse') return
				closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS)
			}}
		>
			<summary
				ref={summaryRef}
				onKeyDown={onKeyDown}
				className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:text-primary [&::-webkit-details-marker]:hidden"
				onClick={(event) => {
					if (open && openedByHover.current) event.preventDefault()
					openedByHover.current = false
				}}
			>
				{label}
				<ChevronDown aria-hidden="true" className="size-4 transition-transform duration-200 group-open:rotate-180" />
			</summary>
			<div className="absolute left-1/2 top-full z-50 w-72 -translate-x-1/2 pt-2">
				<ul className="rounded-[var(--radius-card)] border border-border bg-white p-2 shadow-xl shadow-ink/10">
					{items.map((item) => (
						<li key={item.label}>
							<NavItemLink
								item={item}
								data-menu-link=""
								className="flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] text-ink transition-colors hover:bg-surface hover:text-primary focus-visible:bg-surface"
								onClick={close}
								onKeyDown={onKeyDown}
							/>
						</li>
					))}
				</ul>
			</div>
		</details>
	)
}
