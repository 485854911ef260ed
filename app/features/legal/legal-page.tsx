import { PageHero } from '#app/components/layout/page-hero.tsx'
import { TextWithContents } from '#app/components/layout/table-of-contents.tsx'
import type { MarkdownDocument } from '#app/lib/markdown.server.ts'
import { formatDateLong } from '#app/lib/format.ts'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'
import type { LegalFrontmatter } from './legal-documents.server.ts'

/** Meta tags of a legal page, from its front matter. */
export function legalPageMeta(path: string, frontmatter: LegalFrontmatter) {
	return seo({
		title: frontmatter.title,
		description: frontmatter.description,
		path,
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: frontmatter.title, path },
		]),
	})
}

/**
 * A legal page: hero with the title and the date of the last update, the text at a
 * readable measure and, on large screens, a sticky table of contents of its sections.
 */
export function LegalPage({ document }: { document: MarkdownDocument<LegalFrontmatter> }) {
	return (
		<>
			<PageHero
				eyebrow="Informations légales"
				title={document.frontmatter.title}
				subtitle={
					<>
						Dernière mise à jour&nbsp;:{' '}
						<time dateTime={document.frontmatter.updated}>{formatDateLong(document.frontmatter.updated)}</time>
					</>
				}
				back={{ to: '/', label: 'Retour à l’accueil' }}
			/>
			<TextWithContents headings={document.headings} className="container-page section-y">
				<article
					className="prose-nuvea"
					data-testid="legal-content"
					dangerouslySetInnerHTML={{ __html: document.html }}
				/>
			</TextWithContents>
		</>
	)
}
