import { useLocation, useMatches } from 'react-router'
import { type Attribution, attributionFields, emptyAttribution } from './attribution.ts'

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
 * what the route's loader read from the URL and the Referer of a page rendered per
 * request (all a visitor without JavaScript sends); attribution.browser.ts, run on
 * every reading page (app/reading-page.browser.ts), fills them with the visit's landing page.
 */
export function AttributionFields({ form }: { form?: string } = {}) {
	const matches = useMatches()
	const location = useLocation()
	const fromServer = serverAttribution(matches) ?? emptyAttribution
	const values: Attribution = { ...fromServer, sourcePage: fromServer.sourcePage ?? location.pathname }
	return (
		<span data-attribution="" hidden>
			{(Object.keys(attributionFields) as (keyof Attribution)[]).map((key) =>
				values[key] ? (
					<input key={key} type="hidden" name={attributionFields[key]} value={values[key]} form={form} />
				) : null,
			)}
		</span>
	)
}
