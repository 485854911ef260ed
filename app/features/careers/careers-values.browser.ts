/**
 * Escape on the careers values (careers-values.tsx): it closes an open « En savoir plus »
 * (a `<details>`, which the browser alone does not close on Escape) and hides a reveal
 * shown by hovering the card until the pointer leaves it, without moving the pointer
 * (WCAG 1.4.13).
 */
import { whenReady } from '../../lib/when-ready.ts'

whenReady(() => {
	for (const card of document.querySelectorAll<HTMLElement>('.value-card')) {
		const details = card.querySelector('details')
		if (!details) continue
		card.addEventListener('keydown', (event) => {
			const hovered = card.matches(':hover')
			if (event.key !== 'Escape' || (!details.open && !hovered)) return
			event.preventDefault()
			if (details.open) {
				details.open = false
				details.querySelector('summary')?.focus()
			}
			if (hovered) card.dataset.dismissed = ''
		})
		details.addEventListener('toggle', () => {
			if (details.open) delete card.dataset.dismissed
		})
		card.addEventListener('pointerleave', () => delete card.dataset.dismissed)
	}
})
