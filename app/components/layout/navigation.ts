import { siteConfig } from '#app/config/site.ts'
import { expertiseLinks } from '#app/content/expertise-links.ts'

/** Home sections the header links to: on home a click scrolls there, elsewhere it goes home first. */
export type HomeSection = 'hero' | 'case-studies' | 'about' | 'expertise' | 'contact'

export type NavItem =
	| { kind: 'section'; label: string; section: HomeSection }
	| { kind: 'page'; label: string; to: string }
	| { kind: 'external'; label: string; href: string }

export const primaryNav: NavItem[] = [
	{ kind: 'section', label: 'Accueil', section: 'hero' },
	{ kind: 'section', label: 'Réalisations', section: 'case-studies' },
	{ kind: 'section', label: 'À propos', section: 'about' },
	{ kind: 'page', label: 'Blog', to: '/blog' },
	// The contact page: its form beside the booking button (the home section keeps both too).
	{ kind: 'page', label: 'Contact', to: '/contact' },
]

export const expertiseNav: NavItem[] = expertiseLinks.map((area) => ({
	kind: 'page',
	label: area.navLabel,
	to: area.path,
}))

/** The Expertise menu: the home section first (what a click on the label did), then the seven pages. */
export const expertiseMenu: NavItem[] = [
	{ kind: 'section', label: 'Toutes nos expertises', section: 'expertise' },
	...expertiseNav,
]

export const careersNav: NavItem[] = [
	{ kind: 'page', label: 'Pourquoi nous rejoindre', to: '/carrieres' },
	{
		kind: 'external',
		label: 'Nos offres d’emploi',
		// A getter: the address is known once the root layout has registered the site's settings.
		get href() {
			return siteConfig.careersUrl
		},
	},
]
