/**
 * The lead forms' attribution fields, filled in the browser (docs/decisions/036-lead-attribution.md):
 * the page the form is on, and the UTM parameters and referring site of the visit's
 * landing page. Pages are documents (docs/decisions/054-static-first-pages.md), so the
 * landing page is the first entry of this tab's run of our pages in the Navigation API;
 * what it saw is kept in that history entry's state, never in a cookie or browser
 * storage. Without the Navigation API, the current page stands for the landing page.
 */
import { whenReady } from '../../lib/when-ready.ts'
import { type Attribution, attributionFields, attributionOfVisit } from './attribution.ts'

type NavigationEntry = { key: string; url: string | null; getState(): unknown }
type NavigationLike = {
	currentEntry: NavigationEntry | null
	entries(): NavigationEntry[]
	updateCurrentEntry(options: { state: unknown }): void
}
type EntryState = { landingAttribution?: Attribution } | undefined

function thisPage(): Attribution {
	return attributionOfVisit(new URL(window.location.href), document.referrer)
}

function landingAttribution(): Attribution {
	const navigation = (window as unknown as { navigation?: NavigationLike }).navigation
	const current = navigation?.currentEntry
	if (!navigation || !current) return thisPage()
	const first = navigation.entries()[0]
	const kept = (first?.getState() as EntryState)?.landingAttribution
	if (kept) return kept
	if (first && first.key !== current.key && first.url)
		// A first page that kept nothing: its address still tells the campaign (not the referring site).
		return { ...attributionOfVisit(new URL(first.url), null), sourcePage: null }
	// This page is the visit's first: what it saw is kept for the pages that follow.
	const seen = thisPage()
	navigation.updateCurrentEntry({ state: { ...(current.getState() as EntryState), landingAttribution: seen } })
	return seen
}

whenReady(() => {
	// On every reading page (the root loads this module): the first one keeps what it saw.
	const landing = landingAttribution()
	const holders = document.querySelectorAll<HTMLElement>('[data-attribution]')
	const values: Attribution = { ...landing, sourcePage: window.location.pathname }
	for (const holder of holders) {
		for (const [key, name] of Object.entries(attributionFields) as [keyof Attribution, string][]) {
			let input = holder.querySelector<HTMLInputElement>(`input[name="${name}"]`)
			if (!input) {
				input = document.createElement('input')
				input.type = 'hidden'
				input.name = name
				holder.append(input)
			}
			input.value = values[key] ?? ''
		}
	}
})
