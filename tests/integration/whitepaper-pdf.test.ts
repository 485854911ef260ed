/**
 * The two white papers, rendered from their sources and read back with the structure
 * checker (app/infra/pdf/inspect-pdf.server.ts): tagged PDF/UA, every page in the
 * structure tree, every figure described, headings in the order of the source, bookmarks
 * to the chapters, and the text of the source in the text layer, character for character.
 */
import type { Token, Tokens } from 'marked'
import { describe, expect, test } from 'vitest'
import { siteConfig } from '#app/config/site.ts'
import { whitepaperPrint } from '#app/content/whitepaper-print.ts'
import { inspectPdf, missingBlocks, structureProblems } from '#app/infra/pdf/inspect-pdf.server.ts'
import { inlineRuns, itemInline } from '#app/features/whitepapers/pdf/flow.ts'
import type { Section, Whitepaper } from '#app/features/whitepapers/pdf/source.ts'
import { plain, typo } from '#app/features/whitepapers/pdf/text.ts'
import { renderWhitepapers } from '#app/features/whitepapers/pdf/whitepapers.ts'
import type { AccessibilityAudit } from '#app/lib/conformance.ts'
import auditData from '#app/content/accessibility-audit.json'

const rendered: { paper: Whitepaper; pdf: Buffer; pages: number }[] = []
for await (const result of renderWhitepapers()) rendered.push(result)

/** The text each block of a chapter prints, as its runs carry it (the source after print typography). */
function printedText(tokens: Token[] | undefined): string {
	return inlineRuns(tokens, 'regular', '#000')
		.map((run) => run.text)
		.join('')
}

function sourceBlocks(section: Section): string[] {
	const blocks = [section.title]
	const walk = (tokens: Token[]) => {
		for (const token of tokens) {
			const t = token as Tokens.Generic
			if (t.type === 'heading' || t.type === 'paragraph') blocks.push(printedText(t.tokens as Token[]))
			else if (t.type === 'list')
				for (const item of (t as Tokens.List).items) {
					blocks.push(printedText(itemInline(item)))
					walk(item.tokens.filter((child) => child.type === 'list'))
				}
			else if (t.type === 'table') {
				const table = t as Tokens.Table
				for (const cell of [...table.header, ...table.rows.flat()]) blocks.push(plain(cell.tokens).trim())
			} else if (t.type === 'blockquote') walk(t.tokens as Token[])
			else if (t.type === 'code') blocks.push(String(t.text))
		}
	}
	walk(section.tokens)
	return blocks
}

describe.each(rendered.map((result) => [result.paper.meta.filename, result] as const))('%s', async (_name, result) => {
	const { paper, pdf, pages } = result
	const report = await inspectPdf(pdf)

	test('is a tagged PDF/UA-1 document in French with its title shown, and no structure problem', () => {
		expect(structureProblems(report)).toEqual([])
		expect(report).toMatchObject({
			pageCount: pages,
			lang: 'fr-FR',
			title: `${paper.meta.title.replace(/\u00a0/g, ' ')} : livre blanc ${siteConfig.name}`,
			displayDocTitle: true,
			pdfUaPart: '1',
			marked: true,
			structTree: true,
		})
		expect(report.xmpTitle).toBe(report.title)
		expect(pages).toBeGreaterThanOrEqual(15)
	})

	test('every page has content in the structure tree, nothing is painted outside it or an artifact', () => {
		expect(report.pages).toHaveLength(pages)
		for (const page of report.pages) {
			expect(page.taggedContent, `page ${page.page}`).toBeGreaterThan(0)
			expect(page.untaggedPaint, `page ${page.page}`).toBe(0)
			expect(page.orphanContent, `page ${page.page}`).toBe(0)
		}
		// Bands, rules, backgrounds and running footers are artifacts.
		for (const page of report.pages.slice(1, -1)) expect(page.artifacts).toBeGreaterThan(0)
		expect(report.fonts.length).toBeGreaterThan(2)
		expect(report.fonts.every((font) => font.embedded && /Inter/.test(font.name))).toBe(true)
	})

	test('the logos and the cover illustration are figures with their alternative text', () => {
		expect(report.figures.map((figure) => [figure.page, figure.alt])).toEqual([
			[1, expect.stringMatching(/^Illustration : /)],
			[1, `Logo ${siteConfig.name}`],
			[pages, `Logo ${siteConfig.name}`],
		])
	})

	test('headings follow the source: the cover, the contents, each chapter and its sections, the contact page', () => {
		const expected: [number, string][] = [
			[1, paper.meta.title],
			[1, 'Sommaire'],
		]
		for (const section of paper.sections) {
			expected.push([1, section.numbered ? `CHAPITRE ${section.number} ${section.title}` : section.title])
			for (const token of section.tokens)
				if (token.type === 'heading')
					expected.push([Math.min((token as Tokens.Heading).depth, 4), plain((token as Tokens.Heading).tokens)])
		}
		expected.push(
			[1, whitepaperPrint.closingHeadline],
			[2, 'NOS BUREAUX'],
			[2, typo(`À PROPOS DE ${siteConfig.name.toUpperCase()}`)],
		)
		const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()
		expect(report.headings.map(({ level, text }) => [level, normalise(text)])).toEqual(
			expected.map(([level, text]) => [level, normalise(text)]),
		)
	})

	test('bookmarks lead to the cover, each chapter and its sections, and the contact page', () => {
		const chapterPages = report.headings
			.filter((heading) => heading.level === 1)
			.slice(2, 2 + paper.sections.length)
			.map((heading) => heading.page)
		expect(report.outline.map((entry) => [entry.title, entry.page])).toEqual([
			['Couverture', 1],
			...paper.sections.map((section, index) => [
				section.numbered ? `${section.number}. ${section.title.replace(/\u00a0/g, ' ')}` : section.title,
				chapterPages[index],
			]),
			['Contact', pages],
		])
		const sections = report.outline.slice(1, -1)
		sections.forEach((entry, index) =>
			expect(entry.children.map((child) => child.title)).toEqual(
				paper.sections[index]!.subheadings.map((sub) => sub.title.replace(/\u00a0/g, ' ')),
			),
		)
	})

	test('the text layer carries the source, character for character, in reading order', () => {
		const blocks = [
			paper.meta.title,
			paper.meta.subtitle,
			...paper.sections.flatMap(sourceBlocks),
			whitepaperPrint.closingHeadline,
			paper.meta.closingPitch,
			siteConfig.email,
			typo(whitepaperPrint.about(siteConfig)),
		]
		expect(missingBlocks(report.text, blocks)).toEqual([])
		// French typography survives the round trip: guillemets with their no-break spaces,
		// no-break spaces before « : », typographic apostrophes; « fi » is two letters.
		expect(report.text).toMatch(/«\u00a0[^»]+\u00a0»/)
		expect(report.text).toContain('\u00a0:')
		expect(report.text).toContain('’')
		expect(report.text).not.toMatch(/[\ufb00-\ufb06]/)
		expect(report.text).toMatch(/fi/)
		// Running footers and decorations are not read.
		expect(report.text).not.toContain('· Livre blanc ·')
	})

	test('the accessibility statement shows what this check finds (app/content/accessibility-audit.json)', () => {
		expect(
			{ pages: report.pageCount, figures: report.figures.length, problems: structureProblems(report) },
			'mettez la déclaration d’accessibilité à jour avec « npm run audit:accessibility »',
		).toEqual((auditData as AccessibilityAudit).documents[paper.meta.filename])
	})

	test('links are in the structure tree and say where they lead', () => {
		expect(report.links.every((link) => link.tagged && link.description)).toBe(true)
		expect(report.links).toContainEqual({
			page: pages,
			target: `mailto:${siteConfig.email}`,
			description: `Écrire à ${siteConfig.email}`,
			tagged: true,
		})
		const toc = report.links.filter((link) => link.page === 2)
		expect(toc).toHaveLength(paper.sections.length)
		expect(toc[0]!.description).toMatch(/^Aller au chapitre « .+ », page \d+$/)
	})
})
