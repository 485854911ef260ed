/**
 * The share images (Open Graph, 1200×630) and the web app manifest: both carry the
 * firm's name, so the build makes them and the server makes them again at start when
 * SITE_NAME differs from the build's (docs/decisions/053-runtime-site-identity.md).
 * A page's image is drawn from its own built HTML (og:title, article:section), so the
 * route `meta` stays the one source of truth.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { siteConfig } from '#app/config/site.ts'
import { escapeMarkup } from './escape.ts'
import { woffToSfnt } from './woff.server.ts'

const require = createRequire(import.meta.url)

/** Inter (the site's font) converted to TrueType in a temporary folder, for resvg; made on first use. */
let fontFiles: Promise<string[]> | undefined
function interFontFiles(): Promise<string[]> {
	fontFiles ??= (async () => {
		const dir = await mkdtemp(path.join(tmpdir(), 'nuvea-fonts-'))
		return Promise.all(
			[400, 700].map(async (weight) => {
				const file = path.join(dir, `inter-${weight}.ttf`)
				const woff = await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))
				await writeFile(file, woffToSfnt(woff))
				return file
			}),
		)
	})()
	return fontFiles
}

function decodeEntities(value: string): string {
	return value
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')
}

/** Greedy word wrap by an estimated glyph width (Inter bold ≈ 0.56 em). */
export function wrapTitle(title: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
	const maxChars = Math.floor(maxWidth / (fontSize * 0.56))
	const lines: string[] = []
	let current = ''
	for (const word of title.split(/\s+/)) {
		const candidate = current ? `${current} ${word}` : word
		if (candidate.length > maxChars && current) {
			lines.push(current)
			current = word
		} else current = candidate
	}
	if (current) lines.push(current)
	if (lines.length > maxLines) {
		const kept = lines.slice(0, maxLines)
		kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:!?]+\S*$/, '')}…`
		return kept
	}
	return lines
}

/** The brand layout: name and mark, the eyebrow, the title on up to four lines. */
export function shareImageSvg({ title, eyebrow }: { title: string; eyebrow: string }): string {
	const fontSize = title.length > 50 ? 56 : 68
	const lines = wrapTitle(title, fontSize, 900, 4)
	const lineHeight = fontSize * 1.15
	const top = 270 + fontSize * 0.8
	const nodes: string[] = []
	for (let x = 0; x < 6; x++)
		for (let y = 0; y < 7; y++)
			nodes.push(
				`<circle cx="${860 + x * 64}" cy="${60 + y * 84}" r="${(x + y) % 3 === 0 ? 4 : 2.5}" fill="#ffffff" opacity="${0.08 + ((x * y) % 4) * 0.05}"/>`,
			)
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
	<defs>
		<radialGradient id="glow" cx="0.85" cy="0.1" r="0.8"><stop offset="0" stop-color="#0891B2" stop-opacity="0.55"/><stop offset="1" stop-color="#0B1B33" stop-opacity="0"/></radialGradient>
		<linearGradient id="bar" x1="0" x2="1"><stop offset="0" stop-color="#1D4ED8"/><stop offset="1" stop-color="#0891B2"/></linearGradient>
	</defs>
	<rect width="1200" height="630" fill="#0B1B33"/>
	<rect width="1200" height="630" fill="url(#glow)"/>
	${nodes.join('')}
	<rect x="80" y="78" width="44" height="44" rx="12" fill="url(#bar)"/>
	<path d="M91 110h22a7 7 0 0 0 1-14 10 10 0 0 0-19-1 7.5 7.5 0 0 0-4 15Z" fill="#fff"/>
	<text x="138" y="111" font-family="Inter" font-weight="700" font-size="30" fill="#ffffff">${escapeMarkup(siteConfig.name)}</text>
	<text x="80" y="236" font-family="Inter" font-weight="700" font-size="22" letter-spacing="3" fill="#7dd3fc">${escapeMarkup(eyebrow.toUpperCase())}</text>
	${lines.map((line, index) => `<text x="80" y="${top + index * lineHeight}" font-family="Inter" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeMarkup(line)}</text>`).join('\n\t')}
	<rect x="80" y="536" width="120" height="6" rx="3" fill="url(#bar)"/>
	<text x="80" y="580" font-family="Inter" font-weight="400" font-size="24" fill="#cbd5e1">${escapeMarkup(`${siteConfig.name} – ${siteConfig.tagline}`)}</text>
</svg>`
}

/** An SVG drawn to PNG at `width` pixels, in Inter. */
export async function renderPng(svg: string, width: number): Promise<Buffer> {
	const resvg = new Resvg(svg, {
		fitTo: { mode: 'width', value: width },
		font: { fontFiles: await interFontFiles(), loadSystemFonts: false, defaultFontFamily: 'Inter' },
	})
	return resvg.render().asPng()
}

/** The small line above the title: the article's section, else the kind of page. */
function eyebrowFor(html: string, pagePath: string): string {
	const section = html.match(/<meta property="article:section" content="([^"]+)"/)?.[1]
	if (section) return decodeEntities(section)
	if (pagePath.startsWith('/expertise/')) return 'Expertise'
	if (pagePath.startsWith('/blog')) return 'Blog'
	if (pagePath.startsWith('/ressources')) return 'Livre blanc'
	return siteConfig.tagline
}

/**
 * A built page's share image: where its og:image points (relative to build/client) and
 * the drawing, from its og:title, og:url and article:section; none for a page without og:image.
 */
export function shareImageOf(html: string): { file: string; svg: string } | undefined {
	const meta = (property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]+)"`))?.[1]
	const image = meta('og:image')?.match(/\/(og\/[^/]+\.png)$/)?.[1]
	const ogTitle = meta('og:title')
	const pageUrl = meta('og:url')
	if (!image || !ogTitle || !pageUrl) return undefined
	const title = decodeEntities(ogTitle).replace(/\s*\|.*$/, '')
	return { file: image, svg: shareImageSvg({ title, eyebrow: eyebrowFor(html, new URL(pageUrl).pathname) }) }
}

/** The web app manifest (site.webmanifest). */
export function webManifest(): string {
	return JSON.stringify(
		{
			name: `${siteConfig.name} – ${siteConfig.tagline}`,
			short_name: siteConfig.name,
			lang: 'fr',
			start_url: '/',
			display: 'browser',
			background_color: '#ffffff',
			theme_color: '#1D4ED8',
			icons: [
				{ src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
				{ src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
			],
		},
		null,
		'\t',
	)
}
