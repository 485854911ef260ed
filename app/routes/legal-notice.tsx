import type { Route } from './+types/legal-notice'
import { loadLegalDocument } from '#app/features/legal/legal-documents.server.ts'
import { LegalPage, legalPageMeta } from '#app/features/legal/legal-page.tsx'

export function loader() {
	return loadLegalDocument('mentions-legales')
}

export default function LegalNotice({ loaderData }: Route.ComponentProps) {
	return <LegalPage document={loaderData} />
}

export const meta: Route.MetaFunction = ({ loaderData }) => legalPageMeta('/mentions-legales', loaderData.frontmatter)
