/**
 * French typography in what a visitor reads: no straight apostrophe (') in the text of a
 * page, its title, its descriptions for search engines and sharing, its structured data,
 * and the alternative texts, labels and placeholders a screen reader or an empty field
 * shows. Read from the HTML the server sends (prerendered or rendered per request): no
 * browser needed. The e-mails: tests/integration/typography.test.ts.
 */
import { expect, test } from './fixtures.ts'
import { isMobile, publicPages } from './utils.ts'

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(text: string): string {
	return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) =>
		code.startsWith('#x') || code.startsWith('#X')
			? String.fromCodePoint(parseInt(code.slice(2), 16))
			: code.startsWith('#')
				? String.fromCodePoint(Number(code.slice(1)))
				: (entities[code] ?? entity),
	)
}

/** The pieces of a page a person (or a search engine showing it) reads, each with where it comes from. */
function readableParts(html: string): { where: string; text: string }[] {
	const parts: { where: string; text: string }[] = []
	for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
		const strings: string[] = []
		JSON.stringify(JSON.parse(json!), (_, value: unknown) => {
			if (typeof value === 'string') strings.push(value)
			return value
		})
		parts.push(...strings.map((text) => ({ where: 'JSON-LD', text })))
	}
	const markup = html
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
		// Code shows what a machine reads: its quotes are the language's.
		.replace(/<(code|pre)\b[\s\S]*?<\/\1>/gi, '')
	for (const [, title] of markup.matchAll(/<title>([\s\S]*?)<\/title>/g))
		parts.push({ where: 'title', text: decode(title!) })
	for (const [tag] of markup.matchAll(/<[a-z][^>]*>/gi)) {
		for (const [, name, value] of tag.matchAll(/\s(alt|aria-label|placeholder|title|content)="([^"]*)"/g)) {
			// `content` is text only on the meta tags a search engine or a share shows.
			if (name === 'content' && !/^<meta\s[^>]*(name|property)="(description|og:[a-z:]+|twitter:[a-z:]+)"/.test(tag))
				continue
			parts.push({ where: `${tag.slice(0, 60)}… ${name}`, text: decode(value!) })
		}
	}
	const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(markup)?.[1] ?? ''
	for (const text of body.split(/<[^>]*>/)) {
		if (text.trim()) parts.push({ where: 'text', text: decode(text) })
	}
	return parts
}

test('readableParts finds a straight apostrophe wherever a visitor reads one', () => {
	const found = (html: string) =>
		readableParts(html)
			.filter((part) => part.text.includes("'"))
			.map((part) => part.where.replace(/<.*… /, ''))
	expect(found('<html><head><title>L&#x27;offre</title></head><body></body></html>')).toEqual(['title'])
	expect(found('<head><meta name="description" content="L&#x27;offre"/></head><body></body>')).toEqual(['content'])
	expect(
		found('<body><p>Retour à l&#x27;accueil</p><img alt="l\'équipe"/><a aria-label="l\'offre"></a></body>'),
	).toEqual(['alt', 'aria-label', 'text'])
	expect(found('<body><input placeholder="l\'adresse"/></body>')).toEqual(['placeholder'])
	expect(found('<script type="application/ld+json">{"name":"l\'offre"}</script><body></body>')).toEqual(['JSON-LD'])
	expect(
		found("<body><script>var a = 'b'</script><code>'x'</code><p class=\"a\">L’offre</p><link href=\"/a'b\"/></body>"),
	).toEqual([])
})

test('no straight apostrophe in what a visitor reads, on every page', async ({ request }, testInfo) => {
	test.skip(isMobile(testInfo), 'The HTML is the same at every width.')
	const found: string[] = []
	for (const path of publicPages()) {
		const response = await request.get(path)
		expect([200, 404]).toContain(response.status())
		for (const { where, text } of readableParts(await response.text())) {
			if (text.includes("'")) found.push(`${path} (${where}) : ${text.trim().slice(0, 120)}`)
		}
	}
	expect(found).toEqual([])
})
