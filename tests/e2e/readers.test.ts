/**
 * What the site hands to readers other than its pages' visitors, as the server under test
 * serves it: /llms.txt and the Markdown version of every article and expertise page
 * (docs/decisions/061-text-for-machines.md), the accessibility statement
 * (docs/decisions/062-accessibility-statement.md).
 */
import { readFileSync } from 'node:fs'
import { Lexer, type Tokens } from 'marked'
import { publicPages } from '#app/config/route-table.ts'
import type { AccessibilityAudit } from '#app/lib/conformance.ts'
import { expect, test } from './fixtures.ts'

test.skip(({ isMobile }) => isMobile, 'files, not layouts')

const markdownPages = publicPages()
	.map((page) => page.path)
	.filter((path) => /^\/(blog|expertise)\/(?!roi-calculator$)[^/]+$/.test(path))

const entities: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	'#x27': '’',
	'#39': "'",
	nbsp: '\u00a0',
}

/** The headings of a part of a served page, as [level, text]. */
function headingsOf(html: string, container: 'main' | 'article'): [number, string][] {
	const part = html.slice(html.indexOf(`<${container}`), html.lastIndexOf(`</${container}>`))
	return [...part.matchAll(/<h([1-6])([^>]*)>([\s\S]*?)<\/h\1>/g)]
		.filter(([, , attributes]) => !attributes!.includes('id="sommaire-title"'))
		.map(([, level, , inner]) => [
			Number(level),
			inner!
				.replace(/<[^>]+>/g, '')
				.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_entity, name: string) => entities[name]!)
				.replace(/'/g, '’')
				.trim(),
		])
}

test('every article and expertise page announces its Markdown version, which carries its title and headings', async ({
	request,
	baseURL,
}) => {
	expect(markdownPages).toHaveLength(14)
	for (const path of markdownPages) {
		const html = await (await request.get(path)).text()
		expect(html, path).toContain(`<link rel="alternate" type="text/markdown" href="${baseURL}${path}.md"/>`)
		const response = await request.get(`${path}.md`)
		expect(response.status(), path).toBe(200)
		expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
		expect(response.headers().link).toBe(`<${baseURL}${path}>; rel="canonical"`)
		const markdown = await response.text()
		const headings = Lexer.lex(markdown)
			.filter((token): token is Tokens.Heading => token.type === 'heading')
			.map((heading) => [heading.depth, heading.text.replace(/\\(.)/g, '$1').replace(/'/g, '’')])
		expect(headings, path).toEqual(headingsOf(html, path.startsWith('/blog/') ? 'article' : 'main'))
		expect(markdown).not.toContain('site-url.invalid')
	}
	expect((await request.get('/blog/nope.md')).status()).toBe(404)
})

test('/llms.txt lists every offer and article with this deployment’s address, and every link answers', async ({
	request,
	baseURL,
}) => {
	const response = await request.get('/llms.txt')
	expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
	const tokens = Lexer.lex(await response.text()).filter((token) => token.type !== 'space')
	expect(tokens[0]).toMatchObject({ type: 'heading', depth: 1 })
	expect(tokens[1]).toMatchObject({ type: 'blockquote' })
	const links = tokens
		.filter((token): token is Tokens.List => token.type === 'list')
		.flatMap((list) => list.items.map((item) => /^\[[^\]]+\]\(([^)]+)\): \S/.exec(item.text)?.[1]))
	for (const path of markdownPages) expect(links).toContain(`${baseURL}${path}.md`)
	for (const link of links) {
		expect(link?.startsWith(`${baseURL}/`), link).toBe(true)
		expect((await request.get(link!)).status(), link).toBe(200)
	}
	const sitemap = await (await request.get('/sitemap.xml')).text()
	expect(sitemap).not.toMatch(/\.md<|llms\.txt/)
})

test('the accessibility statement shows the checks’ figures, and every page’s footer links to it with the state', async ({
	request,
	page,
}) => {
	const audit = JSON.parse(readFileSync('app/content/accessibility-audit.json', 'utf8')) as AccessibilityAudit
	const { summary } = audit
	await page.goto('/accessibilite')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Déclaration d’accessibilité')
	await expect(page.getByTestId('conformance-state')).toContainText(`est ${summary.state} avec le RGAA, version 4.1.2`)
	await expect(page.getByTestId('conformance-results')).toContainText(
		`portent sur ${summary.evaluated} des 106 critères du RGAA, sur les ${summary.pages} pages du site et ses ${summary.documents} documents`,
	)
	await expect(page.getByTestId('conformance-results')).toContainText(
		`${summary.rate}\u00a0% des ${summary.respected + summary.notRespected} critères applicables vérifiés sont respectés`,
	)
	await expect(
		page.getByRole('table', { name: 'Critères du RGAA vérifiés automatiquement' }).locator('tbody tr'),
	).toHaveCount(summary.evaluated)
	await expect(page.getByTestId('checked-pages').locator('li')).toHaveCount(summary.pages)
	await expect(page.getByTestId('accessibility-tools')).toContainText(`axe-core ${audit.tools['axe-core']}`)
	await expect(page.getByRole('link', { name: /écrire un message au Défenseur des droits/ })).toHaveAttribute(
		'href',
		'https://formulaire.defenseurdesdroits.fr/',
	)
	await expect(page.getByText('Libre réponse 71120')).toBeVisible()
	await expect(page.getByText('75342 Paris CEDEX 07')).toBeVisible()
	await expect(page.getByRole('link', { name: 'contact@nuvea.example' }).first()).toBeVisible()

	for (const { path } of publicPages()) {
		const html = await (await request.get(path)).text()
		const footer = html.slice(html.indexOf('<footer'))
		expect(footer, path).toMatch(new RegExp(`href="/accessibilite"[^>]*>Accessibilité\u00a0: ${summary.state}</a>`))
	}
})
