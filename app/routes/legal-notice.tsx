import type { Route } from './+types/legal-notice'
import { loadLegalDocument } from '#app/features/legal/legal-documents.server.ts'
import { LegalPage } from '#app/features/legal/legal-page.tsx'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'

export function loader() {
	return loadLegalDocument('mentions-legales')
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	seo({
		title: loaderData.frontmatter.title,
		description: loaderData.frontmatter.description,
		path: '/mentions-legales',
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: loaderData.frontmatter.title, path: '/mentions-legales' },
		]),
	})

export default function LegalNotice({ loaderData }: Route.ComponentProps) {
	return <LegalPage document={loaderData} />
}
