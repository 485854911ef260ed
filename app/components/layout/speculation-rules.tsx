/**
 * Navigation without a client router, made instant by the browser
 * (docs/decisions/054-static-first-pages.md): a link to one of our pages is fetched as
 * soon as the pointer rests on it (or a finger touches it), and the likeliest next pages
 * — links marked `data-prerender`, such as the cards of a list — are rendered ahead.
 * Never what has an effect or is private: sign-in, the admin, sign-out, the newsletter's
 * token links, files.
 */
const ownPages = {
	and: [
		{ href_matches: '/*' },
		{
			not: {
				href_matches: [
					'/admin{/*}?',
					'/auth{/*}?',
					'/deconnexion{/*}?',
					'/newsletter/*',
					'/*.:ext(pdf|xml|csv|txt|md)',
				],
			},
		},
		{ not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
	],
}

export const speculationRules = {
	prefetch: [{ where: ownPages, eagerness: 'moderate' }],
	prerender: [{ where: { and: [ownPages, { selector_matches: '[data-prerender]' }] }, eagerness: 'moderate' }],
}

/** The rules, inline: allowed by the page's nonce, or by their hash on prerendered pages (ADR 003). */
export function SpeculationRules({ nonce }: { nonce: string }) {
	return (
		<script
			type="speculationrules"
			nonce={nonce}
			// oxlint-disable-next-line react/no-danger -- a JSON document of our own, no visitor input
			dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
		/>
	)
}
