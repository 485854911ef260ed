/**
 * The admin hint (docs/decisions/073-admin-landing-and-header-link.md): a cookie that
 * says « this browser signed in as an admin », so that a page — prerendered for
 * everyone, or with no framework in the browser — can show the link to /admin. It holds
 * no personal data and grants nothing: the admin pages check the session on the server.
 */
export const ADMIN_HINT_COOKIE = 'nuvea.admin'

/** Set at an admin's sign-in, for as long as a session lasts. */
export function adminHintCookie({ secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number }): string {
	return `${ADMIN_HINT_COOKIE}=1; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Cleared at sign-out, at a non-admin's sign-in, and when the admin pages refuse the visitor. */
export function clearedAdminHintCookie({ secure }: { secure: boolean }): string {
	return `${ADMIN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The inline script that shows the hidden link when the hint is there, rendered at the
 * end of the body (`AdminHintScript`). One constant (one CSP hash for every page).
 */
export const adminHintScript =
	'document.cookie.split(/;\\s*/).indexOf("nuvea.admin=1")<0||document.querySelector("[data-slot=admin-link]").removeAttribute("hidden")'
