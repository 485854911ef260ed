import type { Route } from './+types/privacy-policy'
import { loadLegalDocument } from '#app/features/legal/legal-documents.server.ts'
import { LegalPage } from '#app/features/legal/legal-page.tsx'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'

export function loader() {
	return loadLegalDocument('politique-confidentialite')
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	seo({
		title: loaderData.frontmatter.title,
		description: loaderData.frontmatter.description,
		path: '/politique-confidentialite',
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: loaderData.frontmatter.title, path: '/politique-confidentialite' },
		]),
	})

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
	return <LegalPage document={loaderData} />
}
