import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { render } from './document.ts'
import { parseSource, type Whitepaper } from './source.ts'

export const whitepaperContentDir = fileURLToPath(new URL('../../../content/whitepapers/', import.meta.url))

/** Every white paper of `contentDir` (one `*.md` each) rendered, in file order; two of one name stop the build. */
export async function* renderWhitepapers(
	contentDir: string = whitepaperContentDir,
): AsyncGenerator<{ paper: Whitepaper; pdf: Buffer; pages: number }> {
	const files = readdirSync(contentDir)
		.filter((file) => file.endsWith('.md'))
		.sort()
	if (files.length === 0) throw new Error(`No .md file in ${contentDir}`)
	const names = new Set<string>()
	for (const file of files) {
		const paper = parseSource(path.join(contentDir, file))
		if (names.has(paper.meta.filename)) throw new Error(`Two white papers produce ${paper.meta.filename}`)
		names.add(paper.meta.filename)
		yield { paper, ...(await render(paper)) }
	}
}
