import type { Route } from './+types/accessibility'
import { AccessibilityStatementPage, accessibilityMeta } from '#app/features/accessibility/accessibility-statement.tsx'
import { accessibilityStatement } from '#app/features/accessibility/statement.server.ts'

export function loader() {
	return accessibilityStatement()
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
	return <AccessibilityStatementPage statement={loaderData} />
}

export const meta: Route.MetaFunction = () => accessibilityMeta()
