/**
 * The site’s Content-Security-Policy: the one function that computes a page’s policy,
 * whoever answers (the static site, the render cache, the app’s middleware, the server’s
 * fallback and refusals; docs/decisions/091-one-content-security-policy.md). Everything
 * comes from our own origin; inline scripts are allowed by the request’s nonce (pages
 * rendered per request) or by the sha256 of each script (prerendered and cached pages,
 * which cannot carry a per-request nonce); with neither, no inline script runs.
 *
 * `development` is for `npm run dev` only (docs/decisions/003-prerender-and-csp.md): what
 * Vite’s development server needs on top — its hot-reload websocket, the <style> elements
 * it injects for CSS updates, and `eval`, which React’s development build uses to rebuild
 * component stacks. The app passes `import.meta.env.DEV`, which the production build
 * replaces with `false`.
 */
export function contentSecurityPolicy({
	scriptHashes: hashes = [],
	nonce,
	development = false,
}: PagePolicy = {}): string {
	const directives: Record<string, string[]> = {
		'default-src': ["'self'"],
		'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes],
		'style-src': ["'self'"],
		'img-src': ["'self'", 'data:'],
		'font-src': ["'self'"],
		'connect-src': ["'self'"],
		'manifest-src': ["'self'"],
		'media-src': ["'self'"],
		'object-src': ["'none'"],
		'base-uri': ["'self'"],
		'form-action': ["'self'"],
		'frame-ancestors': ["'none'"],
	}
	if (development) {
		directives['script-src']!.push("'unsafe-eval'")
		directives['style-src']!.push("'unsafe-inline'")
		directives['connect-src']!.push('ws:', 'wss:')
	}
	return serialize(directives)
}

export type PagePolicy = {
	/** sha256 sources of the page’s inline scripts (see scriptHashes). */
	scriptHashes?: readonly string[]
	/** The request’s nonce (base64), for a page rendered for that request alone. */
	nonce?: string
	development?: boolean
}

/** The nonce a policy of contentSecurityPolicy allows, or undefined. */
export function nonceOf(policy: string): string | undefined {
	return /'nonce-([^']+)'/.exec(policy)?.[1]
}

/**
 * The policy of the admin's e-mail preview (docs/decisions/086-announcement-preview.md):
 * an e-mail as it is sent, inline style attributes included, in a sandbox without
 * scripts, forms or plugins, framed by our own pages only, loading images from `imageOrigin`
 * (SITE_URL) alone.
 */
export function emailPreviewPolicy(imageOrigin: string): string {
	return serialize({
		'default-src': ["'none'"],
		'img-src': ["'self'", imageOrigin],
		'style-src': ["'unsafe-inline'"],
		'base-uri': ["'self'"],
		'form-action': ["'none'"],
		'frame-ancestors': ["'self'"],
		sandbox: ['allow-same-origin', 'allow-popups', 'allow-popups-to-escape-sandbox'],
	})
}

function serialize(directives: Record<string, string[]>): string {
	return Object.entries(directives)
		.map(([name, values]) => [name, ...values].join(' '))
		.join('; ')
}

/** Headers sent with every response, whatever serves it. */
export const securityHeaders: Record<string, string> = {
	'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
	'X-Content-Type-Options': 'nosniff',
	'Referrer-Policy': 'strict-origin-when-cross-origin',
	'X-Frame-Options': 'DENY',
	'Cross-Origin-Opener-Policy': 'same-origin',
	// Our responses are for our pages only: another site cannot embed them (images, scripts, data).
	'Cross-Origin-Resource-Policy': 'same-origin',
	'Permissions-Policy':
		'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
}

/**
 * Headers of the files a page loads (hashed scripts, styles, fonts, loader data): only
 * those that apply to a subresource. The policies of a document (CSP, framing, HSTS,
 * referrer, permissions) come with the page; repeated on each of a page's scripts they
 * cost about 650 bytes per file on the first visit (docs/decisions/047-first-load-budget.md).
 */
export const subresourceHeaders: Record<string, string> = {
	'X-Content-Type-Options': securityHeaders['X-Content-Type-Options']!,
	'Cross-Origin-Resource-Policy': securityHeaders['Cross-Origin-Resource-Policy']!,
}

/**
 * sha256 sources of an HTML document’s inline scripts (data blocks such as JSON-LD are
 * never executed and are skipped). With `nonce`, only the scripts that carry it: the
 * scripts the render wrote, not one a visitor’s input might have slipped in.
 */
export async function scriptHashes(html: string, { nonce }: { nonce?: string } = {}): Promise<string[]> {
	const hashes: string[] = []
	for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const attributes = match[1] ?? ''
		const body = match[2] ?? ''
		if (body.length === 0 || /type="application\/(ld\+)?json"/i.test(attributes)) continue
		if (nonce !== undefined && !attributes.includes(`nonce="${nonce}"`)) continue
		const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
		hashes.push(`'sha256-${Buffer.from(digest).toString('base64')}'`)
	}
	return hashes
}
