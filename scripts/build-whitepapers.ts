/**
 * Builds the downloadable white papers (PDF) from their Markdown sources.
 *
 *   node scripts/build-whitepapers.ts [outDir] [contentDir]
 *
 * - contentDir (default: app/content/whitepapers/): every *.md file is one white paper,
 *   YAML front matter (title, subtitle, type, date, keywords, closingPitch) and a
 *   Markdown body (see app/features/whitepapers/pdf/source.ts for the conventions).
 * - outDir (default: public/): where the PDFs are written, under the names of
 *   app/content/identifiers.ts. A PDF whose bytes did not change is not rewritten.
 *
 * The layout lives in app/features/whitepapers/pdf/ (document, cover, table of contents,
 * body), on the tagged-PDF layer of app/infra/pdf/. Each PDF is read back before it is
 * written: a structure problem (untagged content, a figure without alternative text, no
 * language…) stops the build (docs/decisions/060-tagged-pdf.md). Runs with Node's type
 * stripping; needs pdfkit, marked, yaml, @fontsource/inter and pdfjs-dist.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inspectPdf, structureProblems } from '../app/infra/pdf/inspect-pdf.server.ts'
import { whitepaperSettings, whitepaperSettingsFile } from '../app/features/whitepapers/pdf/settings.ts'
import { renderWhitepapers, whitepaperContentDir } from '../app/features/whitepapers/pdf/whitepapers.ts'

function displayPath(file: string): string {
	const relative = path.relative(process.cwd(), file)
	return relative && !relative.startsWith('..') ? relative : file
}

async function main(): Promise<void> {
	const scriptDir = path.dirname(fileURLToPath(import.meta.url))
	const repoRoot = path.resolve(scriptDir, '..')
	const [outArg, contentArg] = process.argv.slice(2)
	const outDir = outArg ? path.resolve(outArg) : path.join(repoRoot, 'public')
	const contentDir = contentArg ? path.resolve(contentArg) : whitepaperContentDir

	if (!existsSync(contentDir)) throw new Error(`Content directory not found: ${contentDir}`)
	mkdirSync(outDir, { recursive: true })
	for await (const { paper, pdf, pages } of renderWhitepapers(contentDir)) {
		const problems = structureProblems(await inspectPdf(pdf))
		if (problems.length)
			throw new Error(`${paper.sourceFile} : PDF non conforme à PDF/UA\n  - ${problems.join('\n  - ')}`)
		const target = path.join(outDir, paper.meta.filename)
		const unchanged = existsSync(target) && readFileSync(target).equals(pdf)
		if (!unchanged) writeFileSync(target, pdf)
		console.log(
			`${unchanged ? 'unchanged' : 'wrote'} ${displayPath(target)} (${pages} pages, ${paper.words} words, ${(pdf.length / 1024).toFixed(0)} KiB)`,
		)
	}
	writeFileSync(path.join(outDir, whitepaperSettingsFile), whitepaperSettings())
}

await main()
