import { PageHero } from '#app/components/layout/page-hero.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { phoneHref, phoneText } from '#app/config/site.ts'
import { accessibilityPage } from '#app/content/accessibility.ts'
import { formatDateLong } from '#app/lib/format.ts'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'
import type { AccessibilityStatement } from './statement.server.ts'

const nbsp = '\u00a0'

export function accessibilityMeta() {
	return seo({
		title: accessibilityPage.title,
		description: accessibilityPage.description,
		path: accessibilityPage.path,
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: accessibilityPage.title, path: accessibilityPage.path },
		]),
	})
}

function toolName(name: string, version: string | undefined): string {
	return version ? `${name} ${version}` : name
}

/** The page a path of the checked list is: a link, or the 404 the checks also visit. */
function PageEntry({ path }: { path: string }) {
	if (path === '/blog/nope') return <>une page introuvable (erreur 404)</>
	return (
		<a href={path}>
			<code>{path}</code>
		</a>
	)
}

/**
 * The accessibility statement in the RGAA model: commitment, conformance state, results
 * of the checks and how the rate is computed, content not accessible, how the statement
 * was made (technologies, environment, tools, pages), contact and remedies. Every figure
 * comes from the checks' output (statement.server.ts).
 */
export function AccessibilityStatementPage({ statement }: { statement: AccessibilityStatement }) {
	const { summary, total, criteria, pages, documents, tools, firm, siteUrl } = statement
	const applicable = summary.respected + summary.notRespected
	const notRespected = criteria.filter((criterion) => criterion.status === 'non respecté')
	return (
		<>
			<PageHero
				eyebrow={accessibilityPage.eyebrow}
				title={accessibilityPage.title}
				subtitle={
					<>
						Établie le <time dateTime={summary.date}>{formatDateLong(summary.date)}</time>
					</>
				}
				back={{ to: '/', label: 'Retour à l’accueil' }}
			/>
			<div className="container-page section-y">
				<article className="prose-nuvea" data-testid="accessibility-statement">
					<p>
						{firm.name} s’engage à rendre son site internet accessible, selon le référentiel général d’amélioration de
						l’accessibilité (RGAA), version 4.1.2. Cette déclaration d’accessibilité s’applique au site{' '}
						<a href={siteUrl}>{siteUrl}</a>.
					</p>

					<h2>État de conformité</h2>
					<p data-testid="conformance-state">
						Le site {siteUrl} est <strong>{summary.state}</strong> avec le RGAA, version 4.1.2.
					</p>
					{summary.evaluated < total ? (
						<p>
							Le RGAA demande l’audit de ses {total} critères pour déclarer un site conforme, totalement ou
							partiellement. Nos vérifications automatiques en couvrent {summary.evaluated}
							{nbsp}: tant qu’un audit complet n’a pas été réalisé, le site se déclare non conforme, quel que soit le
							résultat de ces vérifications.
						</p>
					) : null}

					<h2>Résultats des tests</h2>
					<p data-testid="conformance-results">
						Nos vérifications automatiques, relancées à chaque modification du site, portent sur {summary.evaluated} des{' '}
						{total} critères du RGAA, sur les {summary.pages} pages du site et ses {summary.documents} documents à
						télécharger. {summary.respected} critères sont respectés, {summary.notRespected} ne le sont pas et{' '}
						{summary.notApplicable} ne s’appliquent pas au site
						{nbsp}:{' '}
						<strong>
							{summary.rate}
							{nbsp}% des {applicable} critères applicables vérifiés sont respectés
						</strong>
						.
					</p>
					<h3>Comment ce taux est calculé</h3>
					<p>
						Un critère est compté respecté lorsqu’au moins une de ses vérifications s’applique au site et qu’aucune ne
						relève d’erreur, sur aucune page (à 390 et 1{'\u202f'}280{nbsp}px de large) ni aucun document{nbsp}; non
						respecté dès qu’une de ses vérifications relève une erreur{nbsp}; non applicable lorsque le site ne contient
						pas ce qu’il concerne. Le taux est le nombre de critères respectés divisé par le nombre de critères
						respectés ou non respectés. Une vérification automatique ne couvre qu’une partie de son critère{nbsp}: elle
						contrôle ce qu’un outil peut décider.
					</p>
					{/* A table wider than a phone scrolls sideways: its scroller must be reachable by keyboard, as the articles' tables are. */}
					{/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
					<section className="table-scroll" aria-labelledby="criteres-verifies" tabIndex={0}>
						<table>
							<caption id="criteres-verifies">Critères du RGAA vérifiés automatiquement</caption>
							<thead>
								<tr>
									<th scope="col">Critère</th>
									<th scope="col">Ce qui est exigé</th>
									<th scope="col">Vérifications</th>
									<th scope="col">Résultat</th>
								</tr>
							</thead>
							<tbody>
								{criteria.map((criterion) => (
									<tr key={criterion.id}>
										<th scope="row">{criterion.id}</th>
										<td>
											{criterion.topic}
											{nbsp}: {criterion.label}
										</td>
										<td>{criterion.checks.join(' ; ').replace(/ ;/g, `${nbsp};`)}</td>
										<td>{criterion.status}</td>
									</tr>
								))}
							</tbody>
						</table>
					</section>
					<p>
						Chaque page est aussi vérifiée pour la typographie française du texte affiché (espaces insécables,
						apostrophes), une exigence du site qui ne relève pas du RGAA.
					</p>

					<h2>Contenus non accessibles</h2>
					<h3>Non-conformités</h3>
					{notRespected.length ? (
						<ul data-testid="non-conformities">
							{notRespected.map((criterion) => (
								<li key={criterion.id}>
									Critère {criterion.id} ({criterion.label}){nbsp}:{' '}
									{criterion.failures
										.map((failure) => `${failure.check}, sur ${failure.where.join(', ')}`)
										.join(' ; ')
										.replace(/ ;/g, `${nbsp};`)}
									.
								</li>
							))}
						</ul>
					) : (
						<p data-testid="non-conformities">Les vérifications automatiques ne relèvent aucune non-conformité.</p>
					)}
					<p>{accessibilityPage.notEvaluated}</p>
					<h3>Dérogations pour charge disproportionnée</h3>
					<p>Aucune.</p>
					<h3>Contenus non soumis à l’obligation d’accessibilité</h3>
					<p>{accessibilityPage.thirdParties}</p>

					<h2>Établissement de cette déclaration d’accessibilité</h2>
					<p>
						Cette déclaration a été établie le <time dateTime={summary.date}>{formatDateLong(summary.date)}</time>, date
						de la mesure dont ses chiffres sont tirés.
					</p>
					<h3>Technologies utilisées pour la réalisation du site</h3>
					<ul>
						{accessibilityPage.technologies.map((technology) => (
							<li key={technology}>{technology}</li>
						))}
					</ul>
					<h3>Environnement de test</h3>
					<p>{accessibilityPage.environment}</p>
					<h3>Outils pour évaluer l’accessibilité</h3>
					<ul data-testid="accessibility-tools">
						<li>
							{toolName('axe-core', tools['axe-core'])}, par @axe-core/playwright, sur chaque page à 390 et 1{'\u202f'}
							280{nbsp}px
						</li>
						<li>{toolName('html-validate', tools['html-validate'])}, sur le code HTML de chaque page</li>
						<li>
							les vérifications du site{nbsp}: parcours de chaque page au clavier (visibilité du focus), défilement
							horizontal à 320 et 390{nbsp}px, typographie française
						</li>
						<li>{toolName('pdf.js', tools['pdfjs-dist'])}, pour relire la structure des documents PDF</li>
					</ul>
					<h3>Pages du site ayant fait l’objet de la vérification de conformité</h3>
					<ul data-testid="checked-pages">
						{pages.map((path) => (
							<li key={path}>
								<PageEntry path={path} />
							</li>
						))}
					</ul>
					<p>Documents à télécharger vérifiés{nbsp}:</p>
					<ul data-testid="checked-documents">
						{documents.map((document) => (
							<li key={document.name}>
								{document.name} ({document.pages} pages, {document.figures} figures décrites)
							</li>
						))}
					</ul>

					<h2>Retour d’information et contact</h2>
					<p>{accessibilityPage.contact}</p>
					<ul>
						<li>
							par e-mail{nbsp}: <a href={`mailto:${firm.email}`}>{firm.email}</a>
						</li>
						<li>
							par téléphone{nbsp}: <a href={phoneHref(firm.phone)}>{phoneText(firm.phone)}</a>
						</li>
						<li>
							par courrier{nbsp}: {firm.name}, {firm.address}
						</li>
					</ul>

					<h2>Voies de recours</h2>
					<p>{accessibilityPage.remedyIntro}</p>
					<ul data-testid="remedies">
						{accessibilityPage.remedies.map((remedy) => (
							<li key={remedy.href}>
								<ExternalLink href={remedy.href}>{remedy.text}</ExternalLink>
							</li>
						))}
						<li>
							{accessibilityPage.postalRemedy}
							<address className="not-italic">
								{accessibilityPage.postalAddress.map((line, index) => (
									<span key={line}>
										{index > 0 ? <br /> : null}
										{line}
									</span>
								))}
							</address>
						</li>
					</ul>
				</article>
			</div>
		</>
	)
}
