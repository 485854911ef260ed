import { z } from 'zod'
import legalNoticeSource from '#app/content/legal/mentions-legales.md?raw'
import privacyPolicySource from '#app/content/legal/politique-confidentialite.md?raw'
import { type SiteConfig, siteConfig } from '#app/config/site.ts'
import { renderMarkdown } from '#app/lib/markdown.server.ts'

const frontmatterSchema = z.object({
	title: z.string().min(1),
	description: z.string().min(20),
	updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date attendue au format AAAA-MM-JJ'),
})

export type LegalFrontmatter = z.infer<typeof frontmatterSchema>

const sources = {
	'mentions-legales': legalNoticeSource,
	'politique-confidentialite': privacyPolicySource,
} as const

export type LegalSlug = keyof typeof sources

function postalAddress(config: SiteConfig, city: string): string {
	const office = config.offices.find((candidate) => candidate.city === city)
	if (!office) throw new Error(`Configuration du site : aucune agence à ${city}`)
	return `${office.street}, ${office.postalCode} ${office.city}`
}

/** The {{placeholders}} of the legal Markdown, filled from the site configuration. */
export function legalReplacements(config: SiteConfig = siteConfig): Record<string, string> {
	return {
		name: config.name,
		legalName: config.legalName,
		legalForm: config.legalForm,
		registration: config.registration,
		vatNumber: config.vatNumber,
		publicationDirector: config.publicationDirector,
		hostName: config.host.name,
		hostAddress: config.host.address,
		parisAddress: postalAddress(config, 'Paris'),
		toulouseAddress: postalAddress(config, 'Toulouse'),
		phone: config.phone,
		email: config.email,
		privacyEmail: config.privacyEmail,
		siteUrl: config.url,
	}
}

/** Renders a legal page (at build time: the pages are prerendered). */
export function loadLegalDocument(slug: LegalSlug) {
	return renderMarkdown(sources[slug], frontmatterSchema, `${slug}.md`, legalReplacements())
}
