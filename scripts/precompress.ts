/**
 * After the build: writes a brotli (quality 11) and a gzip (level 9) copy of every
 * text file of build/client, served by server/index.ts to browsers that accept them —
 * smaller than on-the-fly compression, and no CPU spent per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client')
const compressible = /\.(js|css|html|svg|xml|txt|md|json|webmanifest|data|map)$/

let count = 0
let before = 0
let after = 0
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
	if (!entry.isFile() || !compressible.test(entry.name)) continue
	const file = path.join(entry.parentPath, entry.name)
	const content = await readFile(file)
	// Hashed assets from a few hundred bytes (the bundler's runtime and entry chunks), as server/static-site.ts serves them.
	const isAsset = path.relative(clientDir, file).startsWith(`assets${path.sep}`)
	if (content.length < (isAsset ? 256 : 1024)) continue
	const brotli = brotliCompressSync(content, {
		params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
	})
	await writeFile(`${file}.br`, brotli)
	await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
	count++
	before += content.length
	after += brotli.length
}
console.log(`Precompressed ${count} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli).`)
