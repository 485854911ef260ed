import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import type { Route } from './+types/expertise-page'
import { NotFoundScreen } from '#app/components/layout/not-found-screen.tsx'
import { getExpertisePage } from '#app/content/expertise/index.ts'
import { ExpertiseLayout } from '#app/features/expertise/expertise-layout.tsx'
import { expertiseMeta } from '#app/features/expertise/seo.ts'
import { seo } from '#app/lib/seo.ts'

/** The seven expertise pages (prerendered); any other slug is a 404. */
export function loader({ params }: Route.LoaderArgs) {
	const page = getExpertisePage(params.slug)
	if (!page) {
		throw data(null, { status: 404 })
	}
	return { page }
}

export default function ExpertiseRoute({ loaderData }: Route.ComponentProps) {
	return <ExpertiseLayout page={loaderData.page} />
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
	loaderData
		? expertiseMeta(loaderData.page)
		: seo({
				title: 'Page introuvable',
				description: 'Cette page n’existe pas ou a été déplacée.',
				path: location.pathname,
				noindex: true,
			})

/** Catches the 404 here (not in root) so this route's meta still runs: the page gets its noindex. */
export function ErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
	throw error
}
