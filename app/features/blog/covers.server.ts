/**
 * The 1200×630 cover of every blog article, drawn from its front matter: dark ink
 * background, brand glows and a motif per category, without text
 * (docs/decisions/082-covers-without-text.md). Used by the build (scripts/build-blog-covers.ts).
 * The front matter is validated with the app's schema, so a bad one stops here too.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderMarkdown } from '../../lib/markdown.server.ts'
import { type ArticleFrontmatter, articleFrontmatterSchema } from './article-schema.ts'
import type { BlogCategory } from './categories.ts'

const contentDir = fileURLToPath(new URL('../../content/blog/', import.meta.url))

const W = '#FFFFFF'

/** Abstract line art on the right half (x 740–1140), one per category. */
const motifs: Record<BlogCategory, string> = {
	// A small neural network with a spark.
	'IA & Gen AI': (() => {
		const layers = [[180, 300, 420], [140, 240, 340, 440], [200, 300, 400], [300]]
		const xs = [800, 900, 1000, 1090]
		const lines: string[] = []
		const nodes: string[] = []
		layers.forEach((ys, l) => {
			for (const y of ys) {
				if (l < layers.length - 1)
					for (const y2 of layers[l + 1]!) lines.push(`<line x1="${xs[l]}" y1="${y}" x2="${xs[l + 1]}" y2="${y2}"/>`)
				nodes.push(`<circle cx="${xs[l]}" cy="${y}" r="${l === 3 ? 16 : 10}"/>`)
			}
		})
		return `<g stroke="${W}" stroke-opacity="0.22" stroke-width="1.5">${lines.join('')}</g>
		<g fill="url(#motif)" stroke="${W}" stroke-opacity="0.6" stroke-width="2">${nodes.join('')}</g>
		<path d="M1090 190 l8 22 22 8 -22 8 -8 22 -8 -22 -22 -8 22 -8z" fill="${W}" fill-opacity="0.85"/>`
	})(),
	// Stacked containers and a code bracket.
	Applicatif: `<g fill="none" stroke="${W}" stroke-opacity="0.5" stroke-width="2">
		${[0, 1, 2].map((i) => `<rect x="${800 + i * 40}" y="${360 - i * 90}" width="240" height="110" rx="16" fill="url(#motif)" fill-opacity="${0.35 + i * 0.2}"/>`).join('')}
	</g>
	<g fill="${W}" fill-opacity="0.7">${[0, 1, 2].map((i) => `<circle cx="${830 + i * 40}" cy="${415 - i * 90}" r="6"/><rect x="${850 + i * 40}" y="${410 - i * 90}" width="90" height="10" rx="5" fill-opacity="0.35"/>`).join('')}</g>
	<path d="M1010 130 l-34 30 34 30 M1060 130 l34 30 -34 30 M1046 120 l-22 80" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.85"/>`,
	// A database cylinder beside a bar chart.
	'Data Platform': `<g fill="url(#motif)" stroke="${W}" stroke-opacity="0.55" stroke-width="2">
		<path d="M790 220 v180 a90 28 0 0 0 180 0 v-180"/>
		<ellipse cx="880" cy="220" rx="90" ry="28" fill-opacity="0.9"/>
	</g>
	<g fill="none" stroke="${W}" stroke-opacity="0.35" stroke-width="2"><path d="M790 280 a90 28 0 0 0 180 0 M790 340 a90 28 0 0 0 180 0"/></g>
	<g fill="${W}">${[120, 190, 150, 250, 300].map((h, i) => `<rect x="${1000 + i * 28}" y="${450 - h}" width="18" height="${h}" rx="4" fill-opacity="${0.25 + i * 0.14}"/>`).join('')}</g>
	<path d="M990 460 h150" stroke="${W}" stroke-opacity="0.4" stroke-width="2"/>`,
	// Boxes rising towards a cloud.
	'Move to Cloud': `<path d="M860 250 h210 a60 60 0 0 0 -6 -120 a80 80 0 0 0 -150 -14 a62 62 0 0 0 -54 134z" fill="url(#motif)" stroke="${W}" stroke-opacity="0.6" stroke-width="2"/>
	<g fill="none" stroke="${W}" stroke-opacity="0.45" stroke-width="2">${[0, 1, 2].map((i) => `<rect x="${820 + i * 110}" y="400" width="80" height="80" rx="12"/>`).join('')}</g>
	<g fill="none" stroke="${W}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.85">${[0, 1, 2].map((i) => `<path d="M${860 + i * 110} 385 v-105 m-16 16 l16 -16 16 16"/>`).join('')}</g>`,
	// Overlapping documents and collaborators.
	Workspace: `<g stroke="${W}" stroke-opacity="0.5" stroke-width="2">
		<rect x="800" y="170" width="220" height="280" rx="16" fill="${W}" fill-opacity="0.06"/>
		<rect x="870" y="210" width="220" height="280" rx="16" fill="url(#motif)" fill-opacity="0.9"/>
	</g>
	<g fill="${W}" fill-opacity="0.55">${[0, 1, 2, 3, 4].map((i) => `<rect x="900" y="${260 + i * 36}" width="${i % 2 ? 120 : 160}" height="10" rx="5"/>`).join('')}</g>
	<g stroke="#0B1B33" stroke-width="4">${['#1D4ED8', '#0891B2', '#FFFFFF'].map((fill, i) => `<circle cx="${1050 + i * 34}" cy="180" r="24" fill="${fill}"/>`).join('')}</g>`,
	// A shield in concentric rings.
	Sécurité: `<g fill="none" stroke="${W}" stroke-width="2">${[200, 160, 120].map((r, i) => `<circle cx="960" cy="315" r="${r}" stroke-opacity="${0.12 + i * 0.1}"/>`).join('')}</g>
	<path d="M960 205 l95 35 v75 c0 65 -42 110 -95 130 c-53 -20 -95 -65 -95 -130 v-75z" fill="url(#motif)" stroke="${W}" stroke-opacity="0.7" stroke-width="2.5"/>
	<path d="M922 322 l26 26 52 -56" fill="none" stroke="${W}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
}

/** The centre the motifs are drawn around (on the right half of the canvas, as first drawn). */
const MOTIF_CENTRE = { x: 960, y: 315 }

/** A number in [0, 1) from a text (FNV-1a): the same article always gets the same cover. */
function unitHash(text: string, salt: number): number {
	let hash = 0x811c9dc5 ^ salt
	for (const character of text) hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193)
	return (hash >>> 0) / 2 ** 32
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * An article's cover: the category's motif on the brand background, and no text. The
 * title and the category are written beside every cover (card, article header), in the
 * site's font: an `<img>` SVG cannot use it and would repeat them in small type. Each
 * article gets its own placement of the motif and the glows, drawn from its slug.
 */
export function coverSvg(article: Pick<ArticleFrontmatter, 'slug' | 'category'>): string {
	const [a, b, c] = [unitHash(article.slug, 1), unitHash(article.slug, 2), unitHash(article.slug, 3)]
	const scale = round(1.15 + a * 0.2)
	const centre = { x: round(480 + b * 240), y: round(300 + (c - 0.5) * 40) }
	const motif = `translate(${centre.x} ${centre.y}) scale(${scale}) translate(${-MOTIF_CENTRE.x} ${-MOTIF_CENTRE.y})`
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
	<defs>
		<radialGradient id="glow" cx="${round(0.55 + b * 0.35)}" cy="${round(0.1 + c * 0.3)}" r="0.75"><stop offset="0" stop-color="#0891B2" stop-opacity="0.5"/><stop offset="1" stop-color="#0B1B33" stop-opacity="0"/></radialGradient>
		<radialGradient id="glow2" cx="${round(0.05 + a * 0.3)}" cy="1" r="0.6"><stop offset="0" stop-color="#1D4ED8" stop-opacity="0.45"/><stop offset="1" stop-color="#0B1B33" stop-opacity="0"/></radialGradient>
		<linearGradient id="motif" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1D4ED8" stop-opacity="0.85"/><stop offset="1" stop-color="#0891B2" stop-opacity="0.55"/></linearGradient>
		<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="1.2" fill="#FFFFFF" opacity="0.14"/></pattern>
	</defs>
	<rect width="1200" height="630" fill="#0B1B33"/>
	<rect width="1200" height="630" fill="url(#dots)"/>
	<rect width="1200" height="630" fill="url(#glow)"/>
	<rect width="1200" height="630" fill="url(#glow2)"/>
	<g transform="${motif}">
	${motifs[article.category]}
	</g>
</svg>
`
}

/** Every article's cover, from the front matter of app/content/blog/*.md. */
export async function blogCovers(): Promise<{ slug: string; svg: string }[]> {
	const files = (await readdir(contentDir)).filter((file) => file.endsWith('.md'))
	return Promise.all(
		files.map(async (file) => {
			const source = await readFile(path.join(contentDir, file), 'utf8')
			// The app's own parser and schema: a bad front matter fails here with the same message.
			const { frontmatter } = renderMarkdown(source, articleFrontmatterSchema, `app/content/blog/${file}`)
			return { slug: frontmatter.slug, svg: coverSvg(frontmatter) }
		}),
	)
}
