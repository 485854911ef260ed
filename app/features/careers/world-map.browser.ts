/**
 * What the careers map adds with JavaScript (world-map.tsx, postcard-grid.tsx,
 * postcards.tsx; docs/decisions/056-careers-page-on-the-platform.md). Without it the
 * markers, the tiles and « Précédente » / « Suivante » open their postcard through the
 * browser alone (invoker commands), each neighbour over the one before.
 * - On a phone, the map (wider than the screen) starts on Europe, where most places are.
 * - « Précédente » / « Suivante » (and the ← → keys) show the neighbour in place of the
 *   current postcard: one is open at a time, the focus on the same button.
 * - When the postcard closes, the focus goes back to the marker or tile that opened the
 *   first one (the browser would give it to the last « Suivante », now hidden), in view.
 * - Opening a place marks it active on the map and in the grid; from a tile, the map
 *   comes into view behind the dialog, the place centred where the map scrolls sideways.
 */
import { whenReady } from '../../lib/when-ready.ts'

/** The share of the map's width where Europe is: the phone's first view. */
const EUROPE = 0.52

const postcardSelector = 'dialog[data-postcard]'

/** The marker or tile that opened the postcard now shown (the first of a tour through them). */
let opener: HTMLElement | null = null

function reducedMotion(): boolean {
	return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Where the map scrolls sideways (narrow screens): puts `x` (client coordinates) in the middle. */
function centreScroller(scroller: HTMLElement, x: number): void {
	if (scroller.scrollWidth <= scroller.clientWidth) return
	const box = scroller.getBoundingClientRect()
	scroller.scrollLeft += x - (box.left + scroller.clientWidth / 2)
}

function markActive(id: string): void {
	for (const element of document.querySelectorAll<HTMLElement>('[data-marker], [data-tile]')) {
		const active = (element.dataset.marker ?? element.dataset.tile) === id
		if (active) element.dataset.active = 'true'
		else delete element.dataset.active
		if (element.dataset.tile === undefined) continue
		if (active) element.setAttribute('aria-current', 'true')
		else element.removeAttribute('aria-current')
	}
}

/** Brings the map into view (behind the dialog) with the place in the middle. */
function showOnMap(id: string): void {
	const map = document.querySelector<HTMLElement>('[data-map]')
	const marker = document.querySelector<HTMLElement>(`[data-marker="${CSS.escape(id)}"]`)
	const scroller = document.querySelector<HTMLElement>('[data-map-scroller]')
	if (!map || !marker) return
	map.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'center' })
	if (scroller) {
		const box = marker.getBoundingClientRect()
		centreScroller(scroller, box.left + box.width / 2)
	}
}

/** Shows `to` in place of `from`, at once (no closing and opening animations between them). */
function swap(from: HTMLDialogElement, to: HTMLDialogElement, step: string | undefined): void {
	from.dataset.instant = ''
	to.dataset.instant = ''
	// Opened first, so that closing `from` cannot give the focus back to the page behind.
	to.showModal()
	from.close()
	if (step) to.querySelector<HTMLElement>(`[data-postcard-step="${step}"]`)?.focus()
	requestAnimationFrame(() =>
		requestAnimationFrame(() => {
			delete from.dataset.instant
			delete to.dataset.instant
		}),
	)
}

function onCommand(event: Event): void {
	const { command, source } = event as CommandEvent
	const target = event.target
	if (command !== 'show-modal' || !(target instanceof HTMLDialogElement) || !target.matches(postcardSelector)) return
	const trigger = source instanceof HTMLElement ? source : null
	const current = trigger?.closest<HTMLDialogElement>(postcardSelector)
	if (current?.open) {
		event.preventDefault()
		swap(current, target, trigger?.dataset.postcardStep)
		return
	}
	const id = target.dataset.postcard ?? ''
	opener = trigger ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
	markActive(id)
	// After the dialog has opened, behind it.
	if (trigger?.dataset.tile !== undefined) requestAnimationFrame(() => showOnMap(id))
}

function onClose(): void {
	// A swap: another postcard is open already.
	if (document.querySelector(`${postcardSelector}[open]`)) return
	const element = opener
	opener = null
	if (!element?.isConnected) return
	element.focus({ preventScroll: true })
	element.scrollIntoView({ block: 'nearest' })
}

function onKeydown(event: KeyboardEvent): void {
	if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
	if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
	const dialog = (event.target as Element | null)?.closest?.<HTMLDialogElement>(postcardSelector)
	if (!dialog?.open) return
	event.preventDefault()
	const step = event.key === 'ArrowLeft' ? 'previous' : 'next'
	dialog.querySelector<HTMLButtonElement>(`[data-postcard-step="${step}"]`)?.click()
}

whenReady(() => {
	const scroller = document.querySelector<HTMLElement>('[data-map-scroller]')
	if (scroller && scroller.scrollWidth > scroller.clientWidth)
		scroller.scrollLeft = EUROPE * scroller.scrollWidth - scroller.clientWidth / 2
	// `command` does not bubble: listened to on its way down.
	document.addEventListener('command', onCommand, true)
	document.addEventListener('keydown', onKeydown)
	for (const dialog of document.querySelectorAll<HTMLDialogElement>(postcardSelector))
		dialog.addEventListener('close', onClose)
})
