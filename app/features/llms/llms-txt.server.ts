/**
 * /llms.txt (https://llmstxt.org): the site for AI assistants and search tools, in
 * Markdown — the firm in one paragraph, then its offers, its articles and its resources,
 * each a link with a one-line summary. Offers and articles link to their Markdown
 * versions (the page's address followed by `.md`). Written from the same content as the
 * pages; every address on the deployment's SITE_URL (docs/decisions/030-runtime-site-url.md).
 */
import { siteConfig } from '#app/config/site.ts'
import { expertiseAreas } from '#app/content/expertise-areas.ts'
import { roiPage } from '#app/content/roi-calculator.ts'
import { careersPage } from '#app/content/careers/careers.ts'
import { whitepaperLanding } from '#app/content/whitepaper-landing.ts'
import { whitepaperPrint } from '#app/content/whitepaper-print.ts'
import { whitepapers } from '#app/content/whitepapers.ts'
import { accessibilityPage } from '#app/content/accessibility.ts'
import { articles } from '#app/features/blog/public.server.ts'
import { blogPage } from '#app/features/blog/public.ts'
import { loadLegalDocument } from '#app/features/legal/public.server.ts'
import { escapeMarkdown as text, markdownLink } from '#app/lib/markdown-text.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { frenchTypography } from '#app/lib/typography.ts'

type Entry = { name: string; path: string; summary: string }

function section(title: string, entries: Entry[]): string {
	const items = entries.map((entry) => `- ${markdownLink(entry.name, absoluteUrl(entry.path))}: ${text(entry.summary)}`)
	return `## ${title}\n\n${items.join('\n')}`
}

export function llmsTxt(): string {
	const landing = whitepapers.find((whitepaper) => whitepaper.type === 'data-platform')
	const others = whitepapers.filter((whitepaper) => whitepaper.type !== 'data-platform')
	const parts = [
		`# ${text(siteConfig.name)}`,
		`> ${text(whitepaperPrint.about(siteConfig))}`,
		text(
			frenchTypography(
				`Site en français. Chaque page d’expertise et chaque article existe aussi en Markdown, à l’adresse de la page suivie de « .md ». Contact : ${siteConfig.email}, ${siteConfig.phone} ; bureaux à ${siteConfig.offices.map((office) => office.city).join(' et ')}.`,
			),
		),
		section(
			'Expertises',
			expertiseAreas.map((area) => ({ name: area.title, path: `${area.path}.md`, summary: area.description })),
		),
		section(
			'Articles du blog',
			articles.map((article) => ({ name: article.title, path: `/blog/${article.slug}.md`, summary: article.excerpt })),
		),
		section('Ressources', [
			{ name: 'Calculateur de ROI', path: roiPage.path, summary: roiPage.description },
			...(landing
				? [{ name: `Livre blanc : ${landing.title}`, path: whitepaperLanding.path, summary: landing.description }]
				: []),
			...others.map((whitepaper) => ({
				name: `Livre blanc : ${whitepaper.title}`,
				path: '/#livres-blancs',
				summary: whitepaper.description,
			})),
		]),
		section('Optional', [
			{ name: 'Blog', path: '/blog', summary: blogPage.description },
			{ name: 'Carrières', path: '/carrieres', summary: careersPage.description },
			{
				name: 'Mentions légales',
				path: '/mentions-legales',
				summary: loadLegalDocument('mentions-legales').frontmatter.description,
			},
			{
				name: 'Politique de confidentialité',
				path: '/politique-confidentialite',
				summary: loadLegalDocument('politique-confidentialite').frontmatter.description,
			},
			{ name: accessibilityPage.title, path: accessibilityPage.path, summary: accessibilityPage.description },
		]),
	]
	return `${parts.join('\n\n')}\n`
}
