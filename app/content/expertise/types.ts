/**
 * The shape of an expertise page. Each page is data: a hero,
 * a list of typed sections rendered by the shared layout, and its SEO fields. Icons are
 * names resolved by the expertise feature, so the data stay plain and serialisable.
 */
import type { ExpertiseArea } from '#app/content/expertise-areas.ts'

export type IconName =
	| 'activity'
	| 'app-window'
	| 'badge-check'
	| 'bar-chart'
	| 'bot'
	| 'calendar'
	| 'chart-line'
	| 'clipboard-check'
	| 'cloud-upload'
	| 'code'
	| 'container'
	| 'database'
	| 'eye'
	| 'file-search'
	| 'file-text'
	| 'fingerprint'
	| 'gauge'
	| 'git-branch'
	| 'globe'
	| 'handshake'
	| 'hard-drive'
	| 'key'
	| 'layers'
	| 'lightbulb'
	| 'lock'
	| 'mail'
	| 'message-square'
	| 'network'
	| 'package'
	| 'piggy-bank'
	| 'receipt'
	| 'rocket'
	| 'search'
	| 'server'
	| 'settings'
	| 'shield'
	| 'shield-alert'
	| 'sparkles'
	| 'target'
	| 'trending-up'
	| 'users'
	| 'video'
	| 'workflow'
	| 'zap'

/** Colour of an item (its icon tile is tinted with it at 10 %). */
export type Tone = 'primary' | 'accent' | 'success' | 'danger' | 'ink'

/** Which of the two booking pages the page's buttons open (docs/decisions/018-booking-pages.md). */
export type Calendar = 'appointment' | 'shared'

export type Heading = {
	/** Anchor of the section (French, stable: the tests and the links use it). */
	id: string
	eyebrow?: string
	title: string
	intro?: string
}

/** A key figure: "jusqu'à" (prefix) "500" (value) "participants dans Meet" (label). */
export type Figure = { value: string; label: string; prefix?: string }

export type CardItem = {
	icon: IconName
	title: string
	description: string
	tone?: Tone
	/** Benefits or features listed under the text. */
	points?: string[]
	/** A figure shown at the foot of the card ("+40 % de productivité"). */
	figure?: string
}

export type StepItem = {
	title: string
	description: string
	icon?: IconName
	/** "1-2 semaines" (Workspace migration). */
	duration?: string
	activities?: string[]
}

export type Pillar = {
	icon: IconName
	title: string
	description: string
	/** Managed services this pillar is built on, with their role. */
	products?: { name: string; description: string }[]
	useCasesTitle?: string
	useCases?: string[]
	technologies?: string[]
}

export type CatalogItem = {
	name: string
	description: string
	category?: string
	icon?: IconName
	tone?: Tone
}

export type Offer = {
	icon: IconName
	title: string
	description: string
	features: string[]
	/** A booking button on the card (opens the page's calendar). */
	cta?: string
	/** What the offer delivers ("Livrables"), shown as a closing line. */
	deliverable?: string
}

export type CaseStudy = {
	sector: string
	client: string
	challenge: string
	solution: string
	results: { metric: string; description: string }[]
	/** Further claims of the story, shown as badges ("0 % de downtime"). */
	highlights?: string[]
	duration?: string
	technologies?: string[]
	quote?: { text: string; author: string }
}

export type Plan = {
	name: string
	/** Euros per user per month; null when the plan is on quote. */
	price: number | null
	description: string
	features: string[]
	popular?: boolean
	cta: string
}

export type WorkspaceTool = {
	name: string
	description: string
	features: string[]
	icon: IconName
	tone: Tone
	/** Docs, Sheets and Slides share one card spanning two columns. */
	isGrouped?: boolean
}

export type ImpactCategory = {
	icon: IconName
	category: string
	improvements: string[]
	impact: string
}

export type ExpertiseSectionData =
	| ({ kind: 'feature' } & Heading & {
				paragraphs: string[]
				highlights?: { icon: IconName; title: string; description: string }[]
				image?: { src: string; alt: string; width: number; height: number }
				figures?: Figure[]
				/** Image on the left on wide screens. */
				reverse?: boolean
			})
	| ({ kind: 'cards' } & Heading & { items: CardItem[]; columns: 2 | 3 | 4 })
	| ({ kind: 'comparison' } & Heading & {
				before: { title: string; items: { title: string; description: string }[] }
				after: { title: string; items: { title: string; description: string }[] }
			})
	| ({ kind: 'steps' } & Heading & { items: StepItem[]; note?: string; tools?: { title: string; items: string[] } })
	| ({ kind: 'pillars' } & Heading & { items: Pillar[] })
	| ({ kind: 'catalog' } & Heading & {
				items: CatalogItem[]
				/** Only the first `visible` entries are shown (spec: "six of eight"). */
				visible?: number
				columns: 2 | 3 | 4
			})
	| ({ kind: 'offers' } & Heading & { items: Offer[] })
	| ({ kind: 'case-study' } & Heading & { study: CaseStudy })
	| ({ kind: 'figures' } & Heading & { items: Figure[]; source?: string })
	| ({ kind: 'pricing' } & Heading & {
				plans: Plan[]
				/** Plans priced on quote, shown under the grid. */
				onQuote: { names: string[]; description: string; cta: string }
				note: string
			})
	| ({ kind: 'tools' } & Heading & { items: WorkspaceTool[] })
	| ({ kind: 'impact' } & Heading & { items: ImpactCategory[] })

export type ExpertiseSectionKind = ExpertiseSectionData['kind']

export type ExpertisePage = {
	slug: ExpertiseArea['slug']
	/** The page's H1. */
	title: string
	subtitle: string
	eyebrow: string
	/** Every booking button of the page opens this calendar. */
	calendar: Calendar
	/** The hero's booking button. */
	heroCta: string
	sections: ExpertiseSectionData[]
	/** The closing band's text under 'Prêt à démarrer votre projet ?'. */
	closingText: string
	seo: {
		title: string
		description: string
		keywords: string[]
		/** schema.org Service "serviceType". */
		serviceType: string
	}
}
