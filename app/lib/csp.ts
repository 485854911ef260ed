/**
 * The site’s Content-Security-Policy. Everything comes from our own origin; inline
 * scripts are allowed only by nonce (pages rendered per request) or by the sha256 of
 * each script (prerendered pages, which cannot carry a per-request nonce).
 * Shared by the React Router middleware and the static file server.
 */
export function contentSecurityPolicy(scriptSources: string[]): string {
	return serialize(productionDirectives(scriptSources))
}

function productionDirectives(scriptSources: string[]): Record<string, string[]> {
	return {
		'default-src': ["'self'"],
		'script-src': ["'self'", ...scriptSources],
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
}

/**
 * The policy of `npm run dev` only (docs/decisions/003-prerender-and-csp.md): the
 * production policy plus what Vite's development server needs — its hot-reload
 * websocket, the <style> elements it injects for CSS updates, and `eval`, which
 * React's development build uses to rebuild component stacks. Chosen by
 * `import.meta.env.DEV`, which the production build replaces with `false`, so this
 * function is not even in the production bundle's code path.
 */
export function developmentContentSecurityPolicy(scriptSources: string[]): string {
	const directives = productionDirectives(scriptSources)
	directives['script-src']!.push("'unsafe-eval'")
	directives['style-src']!.push("'unsafe-inline'")
	directives['connect-src']!.push('ws:', 'wss:')
	return serialize(directives)
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

/** sha256 sources for every inline <script> of an HTML document. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
	const hashes: string[] = []
	for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const attributes = match[1] ?? ''
		const body = match[2] ?? ''
		// JSON-LD and other data blocks are never executed.
		if (/type="application\/(ld\+)?json"/i.test(attributes) || body.length === 0) continue
		const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
		hashes.push(`'sha256-${Buffer.from(digest).toString('base64')}'`)
	}
	return hashes
}
