import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { adminHintScript } from '#app/lib/admin-hint.ts'

/**
 * The link to /admin, for admins only (docs/decisions/073-admin-landing-and-header-link.md).
 * The header is in every prerendered page, the same for everyone, so it cannot know who
 * is signed in: the link is in the HTML, hidden, and `AdminHintScript` (at the end of the
 * body) shows it before the first paint when the admin hint cookie (set at an admin's
 * sign-in, cleared at sign-out) is there. Signing in and out end with a full page load, so
 * the script runs again then. It grants nothing: /admin checks the session on the server.
 * Without JavaScript the link stays hidden. The header hosts it beside « Nous contacter »
 * (an icon alone on a phone).
 */
export function AdminLink() {
	return (
		// The script may have shown the link before React hydrates it: a known difference.
		<a
			data-slot="admin-link"
			href="/admin"
			hidden
			suppressHydrationWarning
			className={buttonVariants({ variant: 'secondary', size: 'sm' })}
		>
			<LayoutDashboard aria-hidden="true" />
			{/* On a phone the header keeps room for the logo and ☰: the icon alone, still named. */}
			<span className="max-sm:sr-only">Administration</span>
		</a>
	)
}

/**
 * The inline script that shows the admin link, placed after the page's content: a
 * classic script waits for the stylesheet and holds the parser until then, so right
 * after the header it made the first paint show the header alone; at the end it holds
 * back nothing the page shows, and still runs before the first paint.
 */
export function AdminHintScript({ nonce }: { nonce: string | undefined }) {
	return (
		// The script is the server's business: in the browser it has run already (and every
		// page's bundle is lighter without its text).
		<script
			nonce={nonce}
			suppressHydrationWarning
			dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? adminHintScript : '' }}
		/>
	)
}
