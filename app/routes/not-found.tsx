import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundScreen } from '#app/components/layout/not-found-screen.tsx'
import { seo } from '#app/lib/seo.ts'

// The access log records the 404 (by route pattern: a raw path may carry personal data).
export function loader() {
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundScreen />
}

export const meta: Route.MetaFunction = ({ location }) =>
	seo({
		title: 'Page introuvable',
		description: 'Cette page n’existe pas ou a été déplacée.',
		path: location.pathname,
		noindex: true,
	})
