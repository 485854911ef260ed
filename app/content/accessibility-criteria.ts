/**
 * The RGAA criteria the site's checks bear on (docs/decisions/062-accessibility-statement.md):
 * apart from the statement's copy, so that the browser never loads them.
 */
import type { CheckId, Criterion } from '#app/lib/conformance.ts'
import { frenchTypography, typeset } from '#app/lib/typography.ts'

/** What each check is, as the statement names it. */
export const checkLabels: Record<Exclude<CheckId, `axe:${string}`>, string> = typeset({
	html: 'validation du code HTML (html-validate)',
	focus: 'parcours au clavier : focus visible (contraste de 3:1) et jamais masqué par l’en-tête fixe',
	overflow: 'aucun défilement horizontal à 320 et 390 px de large',
	pdf: 'structure PDF/UA des livres blancs : balisage de chaque page, langue, titre, textes de remplacement, ordre des titres',
})

/**
 * The RGAA 4.1.2 criteria the project's checks bear on, with those checks (axe-core rules
 * by their id). Each check verifies part of its criterion: what a tool can decide.
 */
export const checkedCriteria: Criterion[] = (
	[
		{
			id: '1.1',
			topic: 'Images',
			label: 'chaque image porteuse d’information a une alternative textuelle',
			checks: [
				'axe:image-alt',
				'axe:svg-img-alt',
				'axe:role-img-alt',
				'axe:input-image-alt',
				'axe:area-alt',
				'axe:object-alt',
			],
		},
		{
			id: '1.2',
			topic: 'Images',
			label: 'chaque image de décoration est ignorée par les technologies d’assistance',
			checks: ['axe:presentation-role-conflict'],
		},
		{ id: '2.1', topic: 'Cadres', label: 'chaque cadre a un titre', checks: ['axe:frame-title'] },
		{
			id: '3.2',
			topic: 'Couleurs',
			label: 'le contraste entre le texte et son arrière-plan est suffisant',
			checks: ['axe:color-contrast'],
		},
		{
			id: '4.3',
			topic: 'Multimédia',
			label: 'chaque vidéo pré-enregistrée a, si nécessaire, des sous-titres synchronisés',
			checks: ['axe:video-caption'],
		},
		{
			id: '5.6',
			topic: 'Tableaux',
			label: 'les en-têtes de colonne et de ligne des tableaux de données sont déclarés',
			checks: ['axe:th-has-data-cells', 'axe:td-has-header', 'axe:empty-table-header'],
		},
		{
			id: '5.7',
			topic: 'Tableaux',
			label: 'les cellules des tableaux de données sont associées à leurs en-têtes',
			checks: ['axe:td-headers-attr', 'axe:scope-attr-valid'],
		},
		{ id: '6.2', topic: 'Liens', label: 'chaque lien a un intitulé', checks: ['axe:link-name'] },
		{
			id: '7.1',
			topic: 'Scripts',
			label: 'les composants scriptés sont compatibles avec les technologies d’assistance (ARIA valide)',
			checks: [
				'axe:aria-allowed-attr',
				'axe:aria-required-attr',
				'axe:aria-required-children',
				'axe:aria-required-parent',
				'axe:aria-roles',
				'axe:aria-valid-attr',
				'axe:aria-valid-attr-value',
				'axe:aria-prohibited-attr',
				'axe:aria-hidden-focus',
				'axe:aria-command-name',
				'axe:aria-input-field-name',
				'axe:aria-toggle-field-name',
				'axe:nested-interactive',
			],
		},
		{
			id: '7.3',
			topic: 'Scripts',
			label: 'les zones qui défilent sont utilisables au clavier',
			checks: ['axe:scrollable-region-focusable'],
		},
		{
			id: '8.2',
			topic: 'Éléments obligatoires',
			label: 'le code source est valide',
			checks: ['html', 'axe:duplicate-id-aria'],
		},
		{
			id: '8.3',
			topic: 'Éléments obligatoires',
			label: 'la langue par défaut est présente',
			checks: ['axe:html-has-lang'],
		},
		{
			id: '8.4',
			topic: 'Éléments obligatoires',
			label: 'le code de la langue par défaut est valide',
			checks: ['axe:html-lang-valid'],
		},
		{ id: '8.5', topic: 'Éléments obligatoires', label: 'chaque page a un titre', checks: ['axe:document-title'] },
		{
			id: '8.8',
			topic: 'Éléments obligatoires',
			label: 'le code de langue de chaque changement de langue est valide',
			checks: ['axe:valid-lang'],
		},
		{
			id: '9.1',
			topic: 'Structuration',
			label: 'l’information est structurée par des titres',
			checks: ['axe:page-has-heading-one', 'axe:heading-order', 'axe:empty-heading'],
		},
		{
			id: '9.2',
			topic: 'Structuration',
			label: 'la structure du document est cohérente (en-tête, contenu principal, pied de page)',
			checks: [
				'axe:landmark-one-main',
				'axe:landmark-no-duplicate-main',
				'axe:landmark-no-duplicate-banner',
				'axe:landmark-no-duplicate-contentinfo',
				'axe:landmark-main-is-top-level',
				'axe:landmark-banner-is-top-level',
				'axe:landmark-contentinfo-is-top-level',
			],
		},
		{
			id: '9.3',
			topic: 'Structuration',
			label: 'chaque liste est correctement structurée',
			checks: ['axe:list', 'axe:listitem', 'axe:definition-list', 'axe:dlitem'],
		},
		{
			id: '10.4',
			topic: 'Présentation',
			label: 'le texte reste lisible agrandi à 200 % (zoom permis)',
			checks: ['axe:meta-viewport'],
		},
		{ id: '10.7', topic: 'Présentation', label: 'la prise de focus est visible', checks: ['focus'] },
		{
			id: '10.11',
			topic: 'Présentation',
			label: 'les contenus se lisent sans défilement horizontal à 320 px de large',
			checks: ['overflow'],
		},
		{
			id: '11.1',
			topic: 'Formulaires',
			label: 'chaque champ de formulaire a une étiquette',
			checks: ['axe:label', 'axe:select-name', 'axe:form-field-multiple-labels'],
		},
		{
			id: '11.9',
			topic: 'Formulaires',
			label: 'chaque bouton a un intitulé',
			checks: ['axe:button-name', 'axe:input-button-name'],
		},
		{
			id: '11.13',
			topic: 'Formulaires',
			label: 'la finalité des champs de saisie est indiquée (remplissage automatique)',
			checks: ['axe:autocomplete-valid'],
		},
		{
			id: '12.6',
			topic: 'Navigation',
			label: 'les zones de contenu (en-tête, navigation, contenu principal, pied de page) peuvent être atteintes',
			checks: ['axe:region'],
		},
		{
			id: '12.8',
			topic: 'Navigation',
			label: 'l’ordre de tabulation est cohérent (aucun ordre imposé)',
			checks: ['axe:tabindex'],
		},
		{
			id: '13.1',
			topic: 'Consultation',
			label: 'aucune limite de temps ni rafraîchissement automatique imposé',
			checks: ['axe:meta-refresh'],
		},
		{
			id: '13.3',
			topic: 'Consultation',
			label: 'chaque document en téléchargement a une version accessible',
			checks: ['pdf'],
		},
		{
			id: '13.8',
			topic: 'Consultation',
			label: 'aucun contenu clignotant ou défilant non contrôlable',
			checks: ['axe:blink', 'axe:marquee'],
		},
	] satisfies Criterion[]
).map((criterion) => ({ ...criterion, label: frenchTypography(criterion.label) }))
