import { llmsTxt } from '#app/features/llms/llms-txt.server.ts'

/** /llms.txt: the site for AI assistants and search tools (prerendered; SITE_URL written in at start). */
export function loader() {
	return new Response(llmsTxt(), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
