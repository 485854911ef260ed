/**
 * After `react-router build`: gives every prerendered page its own 1200×630 share
 * image (app/lib/share-image.server.ts), and writes the web app manifest and touch icons.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderPng, shareImageOf, webManifest } from '../app/lib/share-image.server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'build', 'client')

async function main() {
	const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
	const pages = entries.filter((entry) => entry.isFile() && entry.name === 'index.html')
	await mkdir(path.join(clientDir, 'og'), { recursive: true })
	let count = 0
	for (const entry of pages) {
		const image = shareImageOf(await readFile(path.join(entry.parentPath, entry.name), 'utf8'))
		if (!image) continue
		await writeFile(path.join(clientDir, image.file), await renderPng(image.svg, 1200))
		count++
	}
	const mark = await readFile(path.join(root, 'public', 'favicon.svg'), 'utf8')
	await writeFile(path.join(clientDir, 'apple-touch-icon.png'), await renderPng(mark, 180))
	await writeFile(path.join(clientDir, 'icon-512.png'), await renderPng(mark, 512))
	await writeFile(path.join(clientDir, 'site.webmanifest'), webManifest())
	console.log(`Share images: ${count} pages; manifest and icons written.`)
}

await main()
