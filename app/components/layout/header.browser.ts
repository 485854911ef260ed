/**
 * What the header's menus add with JavaScript (site-header.tsx, nav-menu.tsx); without
 * it they open, close and return the focus through the browser alone.
 * - A dropdown opens on mouse hover and closes a moment after the pointer leaves; the
 *   click that usually follows a hover keeps it open.
 * - ↓/↑ on a label open its list on the first/last entry; ↓/↑/Home/End move in it.
 * - Choosing an entry closes the menus (a link to a section of the same page would
 *   otherwise leave them open), and so does the focus leaving a dropdown.
 */
import { whenReady } from '../../lib/when-ready.ts'

/** The pointer may cross the gap between a label and its list. */
const HOVER_CLOSE_DELAY_MS = 120

function isOpen(popover: HTMLElement): boolean {
	return popover.matches(':popover-open')
}

function enhanceDropdown(root: HTMLElement): void {
	const button = root.querySelector<HTMLButtonElement>('button[popovertarget]')
	const menu = button && document.getElementById(button.getAttribute('popovertarget') ?? '')
	if (!button || !menu) return
	const links = () => [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')]
	let closeTimer: number | undefined
	let openedByHover = false

	const show = () => {
		if (!isOpen(menu)) menu.showPopover({ source: button } as ShowPopoverOptions)
	}
	const hide = () => {
		if (isOpen(menu)) menu.hidePopover()
	}
	const focusLink = (index: number) => {
		const all = links()
		all[(index + all.length) % all.length]?.focus()
	}

	root.addEventListener('pointerenter', (event) => {
		if (event.pointerType !== 'mouse') return
		window.clearTimeout(closeTimer)
		if (!isOpen(menu)) openedByHover = true
		show()
	})
	root.addEventListener('pointerleave', (event) => {
		if (event.pointerType !== 'mouse') return
		closeTimer = window.setTimeout(hide, HOVER_CLOSE_DELAY_MS)
	})
	menu.addEventListener('toggle', (event) => {
		if ((event as ToggleEvent).newState === 'closed') openedByHover = false
	})
	button.addEventListener('click', (event) => {
		// The list is open because the mouse is over it: this click confirms, it does not close.
		if (openedByHover && isOpen(menu)) event.preventDefault()
		openedByHover = false
	})
	button.addEventListener('keydown', (event) => {
		if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
		event.preventDefault()
		show()
		focusLink(event.key === 'ArrowDown' ? 0 : -1)
	})
	menu.addEventListener('keydown', (event) => {
		const index = links().indexOf(document.activeElement as HTMLAnchorElement)
		const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 }
		if (!(event.key in moves)) return
		event.preventDefault()
		focusLink(moves[event.key]!)
	})
	root.addEventListener('focusout', (event) => {
		const next = event.relatedTarget
		if (next instanceof Node && root.contains(next)) return
		hide()
	})
	menu.addEventListener('click', (event) => {
		if ((event.target as Element).closest('a')) hide()
	})
}

whenReady(() => {
	for (const root of document.querySelectorAll<HTMLElement>('[data-nav-menu]')) enhanceDropdown(root)
	const mobileMenu = document.querySelector<HTMLDialogElement>('dialog.mobile-menu')
	mobileMenu?.addEventListener('click', (event) => {
		if ((event.target as Element).closest('a')) mobileMenu.close()
	})
})
