import { securityTxt, securityTxtFields } from '#app/features/security-txt/security-txt.server.ts'

/** /.well-known/security.txt (RFC 9116), rendered per request: it expires a year after the server started. */
export function loader() {
	return new Response(securityTxt(securityTxtFields()), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
