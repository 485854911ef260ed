import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
import { whitepaperFileNames } from '#app/content/identifiers.ts'
import { type AccessibilityAudit, axeRules, conformanceOf } from '#app/lib/conformance.ts'
import { conformancePages } from '#tests/e2e/conformance-pages.ts'
import auditData from './accessibility-audit.json'
import { checkedCriteria } from './accessibility-criteria.ts'

/**
 * The statement's figures are the checks' output (app/content/accessibility-audit.json):
 * each conformance test compares its page with it, the white-paper test its documents;
 * here, that it covers what the checks cover, with the tools installed, and that its
 * summary is what those measures give.
 */
const audit = auditData as AccessibilityAudit
const refresh = 'mettez la déclaration d’accessibilité à jour avec « npm run audit:accessibility »'
const require = createRequire(import.meta.url)

test('the audit covers every page the conformance run checks, and both white papers', () => {
	expect(Object.keys(audit.pages), refresh).toEqual(conformancePages())
	expect(Object.keys(audit.documents).toSorted(), refresh).toEqual(Object.values(whitepaperFileNames).toSorted())
})

test('the audit names the versions of the tools installed', () => {
	for (const tool of ['axe-core', 'html-validate', 'pdfjs-dist'])
		expect(audit.tools[tool], `${tool} : ${refresh}`).toBe(
			(require(`${tool}/package.json`) as { version: string }).version,
		)
})

test('the summary (what the footer and the statement show) is what the measures give', () => {
	expect(audit.summary, refresh).toEqual(conformanceOf(audit, checkedCriteria, audit.summary.date).summary)
	expect(audit.state, refresh).toBe(audit.summary.state)
	expect(audit.summary.evaluated).toBe(checkedCriteria.length)
	expect(audit.summary.pages).toBeGreaterThan(20)
})

test('every criterion names checks that exist: axe-core rules by their id', () => {
	const axeSource = readFileSync(require.resolve('axe-core/axe.js'), 'utf8')
	for (const rule of axeRules(checkedCriteria)) expect(axeSource, rule).toContain(`id: '${rule}'`)
	expect(new Set(checkedCriteria.map((criterion) => criterion.id)).size).toBe(checkedCriteria.length)
})
