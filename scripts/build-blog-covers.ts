/**
 * Before `react-router build` (and `npm run dev`): writes the cover of every blog
 * article to public/images/blog/<slug>.svg (the drawing: app/features/blog/covers.server.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { blogCovers } from '../app/features/blog/covers.server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'public', 'images', 'blog')

await mkdir(outDir, { recursive: true })
const covers = await blogCovers()
for (const { slug, svg } of covers) await writeFile(path.join(outDir, `${slug}.svg`), svg)
console.log(`Blog covers: ${covers.length} written to public/images/blog/.`)
