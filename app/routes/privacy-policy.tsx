import type { Route } from './+types/privacy-policy'
import { loadLegalDocument } from '#app/features/legal/legal-documents.server.ts'
import { LegalPage, legalPageMeta } from '#app/features/legal/legal-page.tsx'

export function loader() {
	return loadLegalDocument('politique-confidentialite')
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
	return <LegalPage document={loaderData} />
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	legalPageMeta('/politique-confidentialite', loaderData.frontmatter)
