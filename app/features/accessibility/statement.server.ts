/**
 * The accessibility statement's figures, computed from the committed output of the
 * checks (app/content/accessibility-audit.json) and the criteria they bear on — never
 * typed in (docs/decisions/062-accessibility-statement.md).
 */
import audit from '#app/content/accessibility-audit.json'
import { checkedCriteria, checkLabels } from '#app/content/accessibility-criteria.ts'
import { siteConfig } from '#app/config/site.ts'
import { type AccessibilityAudit, type CheckId, conformanceOf, rgaaCriteriaCount } from '#app/lib/conformance.ts'

const measured = audit as AccessibilityAudit

export function checkLabel(check: CheckId): string {
	return check.startsWith('axe:')
		? `axe-core\u00a0: ${check.slice('axe:'.length)}`
		: checkLabels[check as keyof typeof checkLabels]
}

/** A criterion's checks as the statement lists them: the axe-core rules together. */
function checkList(checks: CheckId[]): string[] {
	const rules = checks.filter((check) => check.startsWith('axe:')).map((check) => check.slice('axe:'.length))
	return [
		...checks.filter((check) => !check.startsWith('axe:')).map(checkLabel),
		...(rules.length ? [`axe-core\u00a0: ${rules.join(', ')}`] : []),
	]
}

export function accessibilityStatement() {
	const { summary, criteria } = conformanceOf(measured, checkedCriteria, measured.summary.date)
	const office = siteConfig.offices[0]!
	return {
		summary,
		total: rgaaCriteriaCount,
		criteria: criteria.map((criterion) => ({
			id: criterion.id,
			topic: criterion.topic,
			label: criterion.label,
			checks: checkList(criterion.checks),
			status: criterion.status,
			failures: criterion.failures.map((failure) => ({ check: checkLabel(failure.check), where: failure.where })),
		})),
		pages: Object.keys(measured.pages),
		documents: Object.entries(measured.documents).map(([name, document]) => ({ name, ...document })),
		tools: measured.tools,
		firm: {
			name: siteConfig.name,
			email: siteConfig.email,
			phone: siteConfig.phone,
			address: `${office.street}, ${office.postalCode} ${office.city}`,
		},
		siteUrl: siteConfig.url,
	}
}

export type AccessibilityStatement = ReturnType<typeof accessibilityStatement>
