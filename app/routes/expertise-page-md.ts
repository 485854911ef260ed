import type { Route } from './+types/expertise-page-md'
import { getExpertisePage } from '#app/content/expertise/index.ts'
import { expertiseMarkdown } from '#app/features/expertise/markdown.ts'
import { expertisePath } from '#app/features/expertise/seo.ts'
import { markdownResponse } from '#app/lib/seo.ts'

/** /expertise/<slug>.md: the expertise page in Markdown (prerendered, outside the sitemap). */
export function loader({ params }: Route.LoaderArgs) {
	const page = getExpertisePage(params.slug)
	if (!page) return markdownResponse(null, `/expertise/${params.slug}`)
	return markdownResponse(expertiseMarkdown(page), expertisePath(page))
}
