import { useLocation, useMatches } from 'react-router'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { type Attribution, attributionFields, attributionOfVisit, emptyAttribution } from './attribution.ts'

/**
 * The visit's landing attribution: the UTM parameters of the URL this document was
 * loaded from (the navigation entry, unchanged by navigation inside the site) and the
 * referring site. Read from the page itself; never a cookie or browser storage.
 */
function landingAttribution(): Attribution {
	const [entry] = performance.getEntriesByType('navigation')
	return attributionOfVisit(new URL(entry?.name || window.location.href), document.referrer)
}

/** What the server saw of this visit (a route loader's `attribution`), for pages rendered per request. */
function serverAttribution(matches: ReturnType<typeof useMatches>): Attribution | undefined {
	for (const match of matches.toReversed()) {
		const data = match.loaderData as { attribution?: Attribution } | undefined
		if (data?.attribution) return data.attribution
	}
	return undefined
}

/**
 * Hidden fields that carry the lead's source with the form (docs/decisions/036-lead-attribution.md):
 * without JavaScript, what the route's loader read from the URL and the Referer of a
 * page rendered per request; with JavaScript, the landing URL of the visit and the page
 * the form is on.
 */
export function AttributionFields({ form }: { form?: string } = {}) {
	const hydrated = useHydrated()
	const matches = useMatches()
	const location = useLocation()
	const fromServer = serverAttribution(matches) ?? emptyAttribution
	const values: Attribution = hydrated
		? { ...landingAttribution(), sourcePage: location.pathname }
		: { ...fromServer, sourcePage: fromServer.sourcePage ?? location.pathname }
	return (
		<>
			{(Object.keys(attributionFields) as (keyof Attribution)[]).map((key) =>
				values[key] ? (
					<input key={key} type="hidden" name={attributionFields[key]} value={values[key]} form={form} />
				) : null,
			)}
		</>
	)
}
