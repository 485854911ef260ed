import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundScreen } from '#app/components/layout/not-found-screen.tsx'
import { pageTitle } from '#app/lib/seo.ts'

// The access log records the 404 (by route pattern: a raw path may carry personal data).
export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundScreen />
}

// No canonical or share tags: a 404 names no page to index or share, and the page is the
// same for every unknown URL, so one render answers them all (server/render-cache.ts).
export const meta: Route.MetaFunction = () => [
	{ title: pageTitle('Page introuvable') },
	{ name: 'description', content: 'Cette page n’existe pas ou a été déplacée.' },
	{ name: 'robots', content: 'noindex, nofollow' },
]
