/**
 * Before the build (and `npm run dev`): cuts @fontsource-variable/inter's latin file into
 * the site's three font files and writes the stylesheet that declares them, all under
 * app/styles/fonts/ (generated, not in git; docs/decisions/099-font-in-two-preloaded-halves.md).
 *
 * - `inter-letters.woff2`: the letters (ASCII and every accented letter the site's text
 *   uses) with the marks that sit inside and beside words (’ . , -) and the spaces, so
 *   every kerning pair of a word is in one file. Preloaded.
 * - `inter-signs.woff2`: every other character the site's text uses: figures, punctuation,
 *   guillemets, dashes, €, arrows… Preloaded.
 * - `inter-rest.woff2`: the rest of the latin file (what a visitor may type: ñ, ø, ß…),
 *   which no page of ours shows; the browser fetches it only on a page that shows one.
 *
 * Each preloaded half fits the first round trip of a connection that the stylesheet and
 * scripts share the line with, where the one 19 KB file needed two.
 * Weights: the variable axis is cut to 400–700 (regular to bold).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const targetDirectory = path.join(root, 'app/styles/fonts')

/** The weight range the styles use (font-medium 500 … font-bold 700, 650 in prose). */
export const weightRange = { min: 400, max: 700 }

/** The code points @fontsource's latin file covers (its `unicode-range`). */
const latinRange: Array<[number, number]> = [
	[0x0000, 0x00ff],
	[0x0131, 0x0131],
	[0x0152, 0x0153],
	[0x02bb, 0x02bc],
	[0x02c6, 0x02c6],
	[0x02da, 0x02da],
	[0x02dc, 0x02dc],
	[0x0304, 0x0304],
	[0x0308, 0x0308],
	[0x0329, 0x0329],
	[0x2000, 0x206f],
	[0x20ac, 0x20ac],
	[0x2122, 0x2122],
	[0x2191, 0x2191],
	[0x2193, 0x2193],
	[0x2212, 0x2212],
	[0x2215, 0x2215],
	[0xfeff, 0xfeff],
	[0xfffd, 0xfffd],
]

const inLatinRange = (code: number) => latinRange.some(([first, last]) => code >= first && code <= last)

/** Characters of French text, whether or not the sources use them today. */
const frenchLetters = 'àâäçéèêëîïôöùûüÿæœÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÆŒ'
/** What sits inside or against a word, kerned with its letters: apostrophe, period, comma, hyphen. */
const wordMarks = '’.,-'
/** Spaces: the word space, the no-break space, the thin and narrow no-break spaces of French typography. */
const spaces = ' \u00a0\u2009\u202f'
/** Signs of French typography the content may use at any time. */
const frenchSigns = '«»\u2013\u2014\u2018\u201c\u201d\u2026\u2022\u20ac'

/**
 * Splits the characters the site shows into the two preloaded halves: letters (with
 * the marks and spaces that sit in words) and signs (the rest, printable ASCII included).
 */
export function splitCharacters(shown: Iterable<string>): { letters: string; signs: string } {
	let ascii = ''
	for (let code = 0x20; code <= 0x7e; code++) ascii += String.fromCharCode(code)
	const letters = new Set<string>()
	const signs = new Set<string>()
	for (const character of [...ascii, ...frenchLetters, ...wordMarks, ...spaces, ...frenchSigns, ...shown]) {
		const code = character.codePointAt(0)!
		if (!inLatinRange(code)) continue
		if (/\p{L}/u.test(character) || wordMarks.includes(character) || spaces.includes(character)) letters.add(character)
		else if (!/\p{Cc}/u.test(character)) signs.add(character)
	}
	return { letters: [...letters].join(''), signs: [...signs].join('') }
}

/** The rest of the latin file: what neither half holds. */
export function restCharacters(halves: { letters: string; signs: string }): string {
	const taken = new Set([...halves.letters, ...halves.signs])
	let rest = ''
	for (const [first, last] of latinRange)
		for (let code = first; code <= last; code++) {
			const character = String.fromCodePoint(code)
			if (!taken.has(character)) rest += character
		}
	return rest
}

/** A `unicode-range` value listing exactly these characters, consecutive code points merged. */
export function unicodeRange(characters: string): string {
	const codes = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b)
	const ranges: string[] = []
	const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')
	for (let index = 0; index < codes.length;) {
		let end = index
		while (end + 1 < codes.length && codes[end + 1] === codes[end]! + 1) end++
		ranges.push(end === index ? `U+${hex(codes[index]!)}` : `U+${hex(codes[index]!)}-${hex(codes[end]!)}`)
		index = end + 1
	}
	return ranges.join(', ')
}

/** Every character above ASCII found in app/ (content, code, styles). */
async function sourceCharacters(): Promise<Set<string>> {
	const seen = new Set<string>()
	const files = await readdir(path.join(root, 'app'), { recursive: true, withFileTypes: true })
	for (const entry of files) {
		if (!entry.isFile() || !/\.(tsx?|md|css|ya?ml|json)$/.test(entry.name)) continue
		for (const character of await readFile(path.join(entry.parentPath, entry.name), 'utf8'))
			if (character.codePointAt(0)! > 0x7e) seen.add(character)
	}
	return seen
}

async function main() {
	const font = await readFile(source)
	const halves = splitCharacters(await sourceCharacters())
	const files = [
		{ name: 'inter-letters.woff2', characters: halves.letters },
		{ name: 'inter-signs.woff2', characters: halves.signs },
		{ name: 'inter-rest.woff2', characters: restCharacters(halves) },
	]
	await mkdir(targetDirectory, { recursive: true })
	const faces: string[] = []
	for (const file of files) {
		const cut = await subsetFont(font, file.characters, {
			targetFormat: 'woff2',
			variationAxes: { wght: weightRange },
			// Layout features the site relies on: kerning, ligatures, marks, tabular figures and
			// the two stylistic sets app.css turns on. Not `calt` (contextual alternates: 4 KB
			// of the file, for forms the site's text does not call for).
			keepFeatures: ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum', 'pnum', 'case', 'cv11', 'ss01'],
		})
		await writeFile(path.join(targetDirectory, file.name), cut)
		faces.push(
			[
				'@font-face {',
				"\tfont-family: 'Inter Variable';",
				'\tfont-style: normal;',
				'\tfont-display: swap;',
				`\tfont-weight: ${weightRange.min} ${weightRange.max};`,
				`\tsrc: url('./${file.name}') format('woff2-variations');`,
				`\tunicode-range: ${unicodeRange(file.characters)};`,
				'}',
			].join('\n'),
		)
		console.log(`Font: ${file.name}, ${[...file.characters].length} characters, ${cut.length} bytes.`)
	}
	await writeFile(
		path.join(targetDirectory, 'inter.css'),
		`/* Generated by scripts/build-font.ts: do not edit. */\n${faces.join('\n\n')}\n`,
	)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
