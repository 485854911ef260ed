import type * as React from 'react'

/** Every external link opens in a new tab, without leaking the opener or referrer (docs/decisions/014-site-identity-and-third-parties.md). */
function ExternalLink({ children, ...props }: React.ComponentProps<'a'> & { href: string }) {
	return (
		<a data-slot="external-link" target="_blank" rel="noopener noreferrer" {...props}>
			{children}
			<span className="sr-only"> (nouvel onglet)</span>
		</a>
	)
}

export { ExternalLink }
