import { describe, expect, test } from 'vitest'
import { siteConfig } from '#app/config/site.ts'
import { renderPng, shareImageOf, webManifest, wrapTitle } from './share-image.server.ts'

const builtPage = (head: string) => `<!DOCTYPE html><html lang="fr"><head>${head}</head><body></body></html>`

describe('shareImageOf', () => {
	test('draws the page’s own title (without the site suffix) and its article section', () => {
		const html = builtPage(
			'<meta property="og:title" content="GPU &amp; l&#x27;usage | Nuvéa"/>' +
				'<meta property="og:url" content="https://www.nuvea.fr/blog/cloud-run"/>' +
				'<meta property="og:image" content="https://www.nuvea.fr/og/blog--cloud-run.png"/>' +
				'<meta property="article:section" content="Applicatif"/>',
		)
		const image = shareImageOf(html)
		expect(image?.file).toBe('og/blog--cloud-run.png')
		expect(image?.svg).toContain(">GPU &amp; l'usage<")
		expect(image?.svg).not.toContain('| Nuvéa')
		expect(image?.svg).toContain('>APPLICATIF<')
		expect(image?.svg).toContain(`>${siteConfig.name}<`)
	})

	test('names the kind of page where there is no section, and skips a page without og:image', () => {
		const expertise = builtPage(
			'<meta property="og:title" content="Google Workspace | Nuvéa"/><meta property="og:url" content="http://localhost:3000/expertise/workspace"/><meta property="og:image" content="http://localhost:3000/og/expertise--workspace.png"/>',
		)
		expect(shareImageOf(expertise)?.svg).toContain('>EXPERTISE<')
		expect(shareImageOf(builtPage('<meta property="og:title" content="Connexion"/>'))).toBeUndefined()
	})
})

test('wrapTitle keeps to the line count and ends a cut title with an ellipsis', () => {
	const lines = wrapTitle('un deux trois quatre cinq six sept huit neuf dix onze douze', 50, 300, 2)
	expect(lines).toHaveLength(2)
	expect(lines[1]!.endsWith('…')).toBe(true)
	expect(wrapTitle('Court', 50, 300, 2)).toEqual(['Court'])
})

test('the manifest names the firm as the server read it', () => {
	const manifest = JSON.parse(webManifest()) as { name: string; short_name: string; start_url: string }
	expect(manifest.short_name).toBe(siteConfig.name)
	expect(manifest.name).toBe(`${siteConfig.name} – ${siteConfig.tagline}`)
	expect(manifest.start_url).toBe('/')
})

test('renderPng draws a PNG at the asked width', async () => {
	const png = await renderPng(
		'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><text x="5" y="30">Nuvéa</text></svg>',
		240,
	)
	expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
	expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 120])
})
