import { typeset } from '#app/lib/typography.ts'

/** The accessibility statement's page (/accessibilite), in the RGAA model. */
export const accessibilityPage = typeset({
	path: '/accessibilite',
	title: 'Déclaration d’accessibilité',
	description:
		'État de conformité du site au RGAA 4.1.2, vérifications réalisées et outils utilisés, contenus non accessibles, contact et voies de recours.',
	eyebrow: 'Accessibilité',
	/** The third parties' pages the site links to (not under the firm's control). */
	thirdParties:
		'Les pages de prise de rendez-vous (Google Agenda) et le site carrières, ouverts dans un nouvel onglet, sont édités par des tiers : ils ne relèvent pas de cette déclaration.',
	technologies: ['HTML5', 'CSS', 'JavaScript', 'WAI-ARIA', 'SVG', 'PDF (balisé PDF/UA)'],
	environment:
		'Chromium piloté par Playwright, en mode sans interface, à 390 et 1 280 px de large (320 px pour le défilement horizontal). Aucune technologie d’assistance (lecteur d’écran, loupe) n’a encore été utilisée pour ces vérifications.',
	notEvaluated:
		'Les vérifications automatiques ne jugent pas de la pertinence : d’un texte de remplacement, d’un titre, de l’intitulé d’un lien ou d’un bouton, de l’ordre de lecture, des contenus en mouvement, de l’usage avec un lecteur d’écran. Ces points, et les critères qu’elles ne couvrent pas, n’ont pas encore fait l’objet d’un audit.',
	contact:
		'Si vous n’arrivez pas à accéder à un contenu ou à un service, contactez-nous pour être orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.',
	remedyIntro:
		'Cette procédure est à utiliser dans le cas suivant : vous avez signalé un défaut d’accessibilité qui vous empêche d’accéder à un contenu ou à un service du site et vous n’avez pas obtenu de réponse satisfaisante. Vous pouvez :',
	remedies: [
		{ text: 'écrire un message au Défenseur des droits', href: 'https://formulaire.defenseurdesdroits.fr/' },
		{
			text: 'contacter le délégué du Défenseur des droits dans votre région',
			href: 'https://www.defenseurdesdroits.fr/saisir/delegues',
		},
	],
	postalRemedy: 'envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) :',
	postalAddress: ['Défenseur des droits', 'Libre réponse 71120', '75342 Paris CEDEX 07'],
})
