/**
 * Before the build (and `npm run dev`): writes app/styles/fonts/inter-subset.woff2, the
 * site's only web font, cut from @fontsource-variable/inter's latin file down to the
 * characters the site can show and the weights it uses (docs/decisions/032-font-subset.md).
 * Characters: printable ASCII and Latin-1 (what a visitor may type and see echoed), the
 * French typographic marks, and every other character found in app/ (content, code).
 * Weights: the variable axis is cut to 400–700 (regular to bold).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const target = path.join(root, 'app/styles/fonts/inter-subset.woff2')

/** The weight range the styles use (font-medium 500 … font-bold 700, 650 in prose). */
export const weightRange = { min: 400, max: 700 }

/** Characters the subset keeps, beyond those found in the sources. */
export function baseCharacters(): string {
	let text = ''
	for (let code = 0x20; code <= 0x7e; code++) text += String.fromCharCode(code)
	// Latin-1's letters (what a visitor's name may hold, echoed in a form); its other signs
	// only where the sources use them (found below), as every other character.
	for (let code = 0xc0; code <= 0xff; code++) text += String.fromCharCode(code)
	// No-break space, guillemets, Œ œ, typographic spaces and marks, € and the arrows of the content.
	return `${text}\u00a0«»Œœ\u2009\u202f\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u20ac\u2122\u2192\u2191\u2193\u2212`
}

async function sourceCharacters(): Promise<string> {
	const seen = new Set<string>()
	const files = await readdir(path.join(root, 'app'), { recursive: true, withFileTypes: true })
	for (const entry of files) {
		if (!entry.isFile() || !/\.(tsx?|md|css|ya?ml|json)$/.test(entry.name)) continue
		for (const character of await readFile(path.join(entry.parentPath, entry.name), 'utf8')) {
			// Emoji and pictographs are not in Inter's latin file anyway.
			if (character.codePointAt(0)! > 0x7e && character.codePointAt(0)! < 0x2600) seen.add(character)
		}
	}
	return [...seen].join('')
}

const text = [...new Set(baseCharacters() + (await sourceCharacters()))].join('')
const font = await subsetFont(await readFile(source), text, {
	targetFormat: 'woff2',
	variationAxes: { wght: weightRange },
	// Layout features the site relies on: kerning, ligatures, marks, tabular figures and
	// the two stylistic sets app.css turns on. Not `calt` (contextual alternates: 4 KB of
	// the file, for forms the site's text does not call for).
	keepFeatures: ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum', 'pnum', 'case', 'cv11', 'ss01'],
})
await mkdir(path.dirname(target), { recursive: true })
await writeFile(target, font)
const before = (await readFile(source)).length
console.log(
	`Font: ${[...text].length} characters, weights ${weightRange.min}–${weightRange.max}, ${Math.round(before / 1024)} KB → ${Math.round(font.length / 1024)} KB (app/styles/fonts/inter-subset.woff2).`,
)
