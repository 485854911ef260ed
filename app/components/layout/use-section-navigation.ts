import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { prefersReducedMotion } from '#app/lib/utils.ts'

/** Delay before scrolling to a section after arriving on home: the page lays out first, so the scroll lands right. */
export const SECTION_SCROLL_DELAY_MS = 100

export function scrollToSection(id: string): boolean {
	const element = document.getElementById(id)
	if (!element) return false
	element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
	return true
}

/**
 * Goes to a home section: smooth scroll when already on home, otherwise navigate
 * home with the section in navigation state (read by useScrollToSectionOnArrival).
 */
export function useSectionNavigation() {
	const location = useLocation()
	const navigate = useNavigate()
	return useCallback(
		(section: string) => {
			// A short tick lets an open menu release its scroll lock first.
			if (location.pathname === '/') window.setTimeout(() => scrollToSection(section), 30)
			else void navigate('/', { state: { scrollTo: section } })
		},
		[location.pathname, navigate],
	)
}

/** On home: scrolls to `state.scrollTo` 100 ms after arrival, then forgets it. */
export function useScrollToSectionOnArrival() {
	const location = useLocation()
	const navigate = useNavigate()
	useEffect(() => {
		const target = (location.state as { scrollTo?: unknown } | null)?.scrollTo
		if (typeof target !== 'string') return
		const timer = window.setTimeout(() => {
			scrollToSection(target)
			// Drop the state so a reload or back/forward does not scroll again.
			void navigate(location.pathname + location.search, { replace: true, state: null, preventScrollReset: true })
		}, SECTION_SCROLL_DELAY_MS)
		return () => window.clearTimeout(timer)
	}, [location, navigate])
}

/** True when a click should be left to the browser (new tab, download…). */
export function isModifiedClick(event: React.MouseEvent): boolean {
	return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}
