import { LayoutDashboard } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useLocation } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { adminHintScript, hasAdminHint } from '#app/lib/admin-hint.ts'
import { useNonce } from '#app/lib/nonce.tsx'

/**
 * The link to /admin, for admins only (docs/decisions/073-admin-landing-and-header-link.md).
 * The header is in every prerendered page, the same for everyone, so it cannot know who
 * is signed in: the link is in the HTML, hidden, and an inline script right after it
 * shows it before the first paint when the admin hint cookie (set at an admin's sign-in,
 * cleared at sign-out) is there. Where React runs, the link follows the cookie from page
 * to page (sign-in and sign-out happen without reloading). It grants nothing: /admin
 * checks the session on the server. Without JavaScript the link stays hidden.
 * Self-contained and prop-free, so the header can host it anywhere, more than once
 * (each instance has its own id).
 */
export function AdminLink() {
	const id = useId()
	const nonce = useNonce()
	const link = useRef<HTMLAnchorElement>(null)
	// Rendered again at every navigation (sign-in and sign-out among them): the cookie is read again.
	useLocation()
	useEffect(() => {
		if (link.current) link.current.hidden = !hasAdminHint(document.cookie)
	})
	return (
		<>
			{/* The script may have shown the link before React hydrates it: a known difference. */}
			<a
				ref={link}
				id={id}
				data-slot="admin-link"
				href="/admin"
				hidden
				suppressHydrationWarning
				className={buttonVariants({ variant: 'secondary', size: 'sm' })}
			>
				<LayoutDashboard aria-hidden="true" />
				Administration
			</a>
			<script nonce={nonce} dangerouslySetInnerHTML={{ __html: adminHintScript(id) }} />
		</>
	)
}
