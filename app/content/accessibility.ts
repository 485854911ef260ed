import { typeset } from '#app/lib/typography.ts'

/** The accessibility statement's page (/accessibilite). */
export const accessibilityPage = typeset({
	path: '/accessibilite',
	title: 'Déclaration d’accessibilité',
	description:
		'État de conformité du site au RGAA 4.1.2, vérifications réalisées et outils utilisés, contenus non accessibles, contact et voies de recours.',
})
