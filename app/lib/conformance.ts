/**
 * The RGAA conformance that the project's own checks support
 * (docs/decisions/062-accessibility-statement.md): from what the checks measured on each
 * page and document, and the criteria each check bears on, the status of each criterion,
 * the rate and the state the statement declares.
 */

/** What the conformance run measured on one page (tests/e2e/conformance.test.ts). */
export type PageAudit = {
	/** Findings of html-validate, of the French typography check, of the focus walk, of the 320/390 px overflow check. */
	html: number
	typography: number
	focus: number
	overflow: number
	/** axe-core at 390 and 1280 px: the rules that found something, and the rules that applied. */
	axe: { violations: string[]; applicable: string[] }
}

/** What the structure checker found in one PDF the site hands out (app/infra/pdf/inspect-pdf.server.ts). */
export type DocumentAudit = { pages: number; figures: number; problems: string[] }

export type ConformanceState = 'totalement conforme' | 'partiellement conforme' | 'non conforme'

export type ConformanceSummary = {
	/** The day the figures were measured (AAAA-MM-JJ). */
	date: string
	state: ConformanceState
	/** Respected criteria, in percent of the applicable criteria evaluated. */
	rate: number
	evaluated: number
	respected: number
	notRespected: number
	notApplicable: number
	pages: number
	documents: number
}

/** The committed output of the checks (app/content/accessibility-audit.json). */
export type AccessibilityAudit = {
	/** The summary's state, alone: what the footer of every page shows. */
	state: ConformanceState
	summary: ConformanceSummary
	tools: Record<string, string>
	pages: Record<string, PageAudit>
	documents: Record<string, DocumentAudit>
}

/** A check: a page check, the PDF structure check, or an axe-core rule (`axe:<rule>`). */
export type CheckId = 'html' | 'focus' | 'overflow' | 'pdf' | `axe:${string}`

export type Criterion = { id: string; topic: string; label: string; checks: CheckId[] }

export type CriterionStatus = 'respecté' | 'non respecté' | 'non applicable'

export type CriterionResult = Criterion & {
	status: CriterionStatus
	/** Where a check found something: the check and the pages or documents. */
	failures: { check: CheckId; where: string[] }[]
}

/** RGAA 4.1.2 has 106 criteria. */
export const rgaaCriteriaCount = 106

function checkResult(check: CheckId, audit: Pick<AccessibilityAudit, 'pages' | 'documents'>) {
	if (check === 'pdf') {
		const documents = Object.entries(audit.documents)
		return {
			applicable: documents.length > 0,
			where: documents.filter(([, document]) => document.problems.length > 0).map(([name]) => name),
		}
	}
	const pages = Object.entries(audit.pages)
	if (check.startsWith('axe:')) {
		const rule = check.slice('axe:'.length)
		return {
			applicable: pages.some(([, page]) => page.axe.applicable.includes(rule)),
			where: pages.filter(([, page]) => page.axe.violations.includes(rule)).map(([path]) => path),
		}
	}
	const count = check as 'html' | 'focus' | 'overflow'
	return { applicable: pages.length > 0, where: pages.filter(([, page]) => page[count] > 0).map(([path]) => path) }
}

/**
 * Each criterion's status: not respected when one of its checks found something on a
 * page or document, respected when one applied and none did, not applicable when none
 * applied anywhere. The rate is respected / (respected + not respected). The state is the
 * RGAA's: a site without an audit of all 106 criteria cannot declare itself conforming,
 * partly or fully; with one, 100 % is « totalement », 50 % or more « partiellement ».
 */
export function conformanceOf(
	audit: Pick<AccessibilityAudit, 'pages' | 'documents'>,
	criteria: Criterion[],
	date: string,
): { summary: ConformanceSummary; criteria: CriterionResult[] } {
	const results = criteria.map((criterion): CriterionResult => {
		const checks = criterion.checks.map((check) => ({ check, ...checkResult(check, audit) }))
		const failures = checks.filter((check) => check.where.length > 0).map(({ check, where }) => ({ check, where }))
		const status: CriterionStatus = failures.length
			? 'non respecté'
			: checks.some((check) => check.applicable)
				? 'respecté'
				: 'non applicable'
		return { ...criterion, status, failures }
	})
	const count = (status: CriterionStatus) => results.filter((result) => result.status === status).length
	const respected = count('respecté')
	const notRespected = count('non respecté')
	const rate = respected + notRespected === 0 ? 0 : Math.floor((100 * respected) / (respected + notRespected))
	const complete = results.length >= rgaaCriteriaCount
	const state: ConformanceState = !complete
		? 'non conforme'
		: rate === 100
			? 'totalement conforme'
			: rate >= 50
				? 'partiellement conforme'
				: 'non conforme'
	return {
		summary: {
			date,
			state,
			rate,
			evaluated: results.length,
			respected,
			notRespected,
			notApplicable: count('non applicable'),
			pages: Object.keys(audit.pages).length,
			documents: Object.keys(audit.documents).length,
		},
		criteria: results,
	}
}

/** The axe-core rules the criteria name (the conformance run asks axe for these). */
export function axeRules(criteria: Criterion[]): string[] {
	return [
		...new Set(criteria.flatMap((criterion) => criterion.checks.filter((check) => check.startsWith('axe:')))),
	].map((check) => check.slice('axe:'.length))
}
