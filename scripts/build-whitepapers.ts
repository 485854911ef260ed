/**
 * Builds the downloadable white papers (PDF) from their Markdown sources.
 *
 *   node scripts/build-whitepapers.ts [outDir] [contentDir]
 *
 * - contentDir (default: app/content/whitepapers/): every *.md file is one white paper,
 *   YAML front matter (title, subtitle, type, date, keywords, closingPitch) and a
 *   Markdown body (see scripts/whitepaper-pdf/source.ts for the conventions).
 * - outDir (default: public/): where the PDFs are written, under the names of
 *   app/content/identifiers.ts. A PDF whose bytes did not change is not rewritten.
 *
 * The layout lives in scripts/whitepaper-pdf/ (document, cover, table of contents,
 * body). Runs with Node's type stripping; needs pdfkit, marked, yaml and @fontsource/inter.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { render } from './whitepaper-pdf/document.ts'
import { parseSource } from './whitepaper-pdf/source.ts'

function displayPath(file: string): string {
	const relative = path.relative(process.cwd(), file)
	return relative && !relative.startsWith('..') ? relative : file
}

async function main(): Promise<void> {
	const scriptDir = path.dirname(fileURLToPath(import.meta.url))
	const repoRoot = path.resolve(scriptDir, '..')
	const [outArg, contentArg] = process.argv.slice(2)
	const outDir = outArg ? path.resolve(outArg) : path.join(repoRoot, 'public')
	const contentDir = contentArg
		? path.resolve(contentArg)
		: fileURLToPath(new URL('../app/content/whitepapers/', import.meta.url))

	if (!existsSync(contentDir)) throw new Error(`Content directory not found: ${contentDir}`)
	const files = readdirSync(contentDir)
		.filter((f) => f.endsWith('.md'))
		.sort()
	if (files.length === 0) throw new Error(`No .md file in ${contentDir}`)
	mkdirSync(outDir, { recursive: true })

	const names = new Set<string>()
	for (const file of files) {
		const paper = parseSource(path.join(contentDir, file))
		if (names.has(paper.meta.filename)) throw new Error(`Two white papers produce ${paper.meta.filename}`)
		names.add(paper.meta.filename)
		const { pdf, pages } = await render(paper)
		const target = path.join(outDir, paper.meta.filename)
		const unchanged = existsSync(target) && readFileSync(target).equals(pdf)
		if (!unchanged) writeFileSync(target, pdf)
		console.log(
			`${unchanged ? 'unchanged' : 'wrote'} ${displayPath(target)} (${pages} pages, ${paper.words} words, ${(pdf.length / 1024).toFixed(0)} KiB)`,
		)
	}
}

await main()
