/**
 * `npm run audit:accessibility`: measures again what the accessibility statement shows
 * and writes it to app/content/accessibility-audit.json
 * (docs/decisions/062-accessibility-statement.md).
 *
 * - the pages: tests/e2e/conformance.test.ts, run on a fresh build (scripts/test.ts e2e)
 *   with CONFORMANCE_OUTPUT set, writes what it measured on each page;
 * - the documents: both white papers rendered and read back by the structure checker;
 * - the tools' versions; then the summary (state, rate, counts) computed from those by
 *   app/lib/conformance.ts. The date changes only when a figure does.
 *
 * The tests compare the committed file with what they measure, and name this command
 * when the two differ.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkedCriteria } from '../app/content/accessibility-criteria.ts'
import { renderWhitepapers } from '../app/features/whitepapers/pdf/whitepapers.ts'
import { inspectPdf, structureProblems } from '../app/infra/pdf/inspect-pdf.server.ts'
import { type AccessibilityAudit, conformanceOf, type DocumentAudit, type PageAudit } from '../app/lib/conformance.ts'
import { conformancePages } from '../tests/e2e/conformance-pages.ts'

const auditFile = 'app/content/accessibility-audit.json'
const require = createRequire(import.meta.url)
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version

/** What the structure checker says of each PDF the site hands out. */
export async function documentAudits(): Promise<Record<string, DocumentAudit>> {
	const documents: Record<string, DocumentAudit> = {}
	for await (const { paper, pdf } of renderWhitepapers()) {
		const report = await inspectPdf(pdf)
		documents[paper.meta.filename] = {
			pages: report.pageCount,
			figures: report.figures.length,
			problems: structureProblems(report),
		}
	}
	return documents
}

/** Today in Paris, AAAA-MM-JJ. */
function today(): string {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
}

async function main(): Promise<void> {
	const output = mkdtempSync(path.join(tmpdir(), 'nuvea-conformance-'))
	try {
		console.log('▶ Vérifications des pages (tests/e2e/conformance.test.ts)…')
		const run = spawnSync(
			process.execPath,
			['scripts/test.ts', 'e2e', 'tests/e2e/conformance.test.ts', '--project=desktop'],
			{ stdio: 'inherit', env: { ...process.env, CONFORMANCE_OUTPUT: output } },
		)
		const pages: Record<string, PageAudit> = {}
		let axeVersion = ''
		for (const file of readdirSync(output)) {
			const measured = JSON.parse(readFileSync(path.join(output, file), 'utf8')) as {
				path: string
				audit: PageAudit
				axe: string
			}
			pages[measured.path] = measured.audit
			axeVersion = measured.axe
		}
		const missing = conformancePages().filter((page) => !pages[page])
		if (missing.length) throw new Error(`Pages non mesurées : ${missing.join(', ')} (voir la sortie ci-dessus).`)
		if (run.status !== 0)
			console.warn('⚠ Des vérifications ont relevé des erreurs : la déclaration les comptera comme non-conformités.')

		console.log('▶ Vérifications des livres blancs (structure PDF/UA)…')
		const documents = await documentAudits()

		const ordered = Object.fromEntries(conformancePages().map((page) => [page, pages[page]!]))
		const measured = {
			tools: {
				'axe-core': axeVersion,
				'html-validate': versionOf('html-validate'),
				'pdfjs-dist': versionOf('pdfjs-dist'),
			},
			pages: ordered,
			documents,
		}
		const previous = JSON.parse(readFileSync(auditFile, 'utf8')) as AccessibilityAudit
		const { state: _state, summary: _summary, ...previousMeasures } = previous
		const unchanged = JSON.stringify(previousMeasures) === JSON.stringify(measured)
		const date = unchanged ? previous.summary.date : today()
		const { summary } = conformanceOf(measured, checkedCriteria, date)
		// The state on its own too: the footer of every page imports it alone (a JSON key is a module export).
		const audit: AccessibilityAudit = { state: summary.state, summary, ...measured }
		writeFileSync(auditFile, `${JSON.stringify(audit, null, '\t')}\n`)
		spawnSync(process.execPath, ['node_modules/.bin/prettier', '--write', auditFile], { stdio: 'ignore' })
		console.log(
			`${unchanged ? 'inchangé' : 'écrit'} ${auditFile} : ${summary.state}, ${summary.rate} % des ${summary.respected + summary.notRespected} critères applicables vérifiés (${summary.evaluated} critères sur 106, ${summary.pages} pages, ${summary.documents} documents), ${date}`,
		)
	} finally {
		rmSync(output, { recursive: true, force: true })
	}
}

if (import.meta.main) await main()
