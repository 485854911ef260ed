/**
 * The printed white papers' shared texts (cover, closing page, legal line), apart from
 * each document's own text in app/content/whitepapers/<type>.md. Functions of the
 * firm's identity so that a deployment under another name prints its own.
 */
export type PrintIdentity = { name: string; legalName: string }

export const whitepaperPrint = {
	/** Under the firm's name on the cover. */
	coverLine: 'Cabinet de conseil Google Cloud · Paris et Toulouse',
	closingHeadline: 'Parlons de votre projet',
	about: ({ name }: PrintIdentity) =>
		`${name} est un cabinet de conseil pure player Google Cloud. Partenaire officiel Google Cloud depuis plus de dix ans, nous accompagnons les entreprises dans leur infrastructure cloud, leurs plateformes de données, leurs projets d’IA et leur adoption de Google Workspace.`,
	legal: ({ name, legalName }: PrintIdentity, edition: string) =>
		`© ${/\d{4}/.exec(edition)?.[0] ?? ''} ${legalName}. ${edition}. Google Cloud, Google Workspace, Gemini, BigQuery et les autres noms de produits Google cités sont des marques de Google LLC. ${name} est un partenaire indépendant de Google ; ce document n’engage que ${name}. Les fonctionnalités et tarifs mentionnés évoluent : vérifiez-les auprès de nous avant toute décision.`,
}
