import { Section } from '#app/components/ui/section.tsx'
import type { ExpertiseSectionData } from '#app/content/expertise/types.ts'
import { CardsGrid } from './sections/cards-section.tsx'
import { CaseStudyCard } from './sections/case-study-section.tsx'
import { CatalogGrid } from './sections/catalog-section.tsx'
import { ComparisonColumns } from './sections/comparison-section.tsx'
import { FeatureBlock } from './sections/feature-section.tsx'
import { FiguresGrid } from './sections/figures-section.tsx'
import { ImpactGrid } from './sections/impact-section.tsx'
import { OffersGrid } from './sections/offers-section.tsx'
import { PillarsGrid } from './sections/pillars-section.tsx'
import { PricingPlans } from './sections/pricing-section.tsx'
import { SectionFrame, type SectionTone } from './sections/section-frame.tsx'
import { StepsList } from './sections/steps-section.tsx'
import { ToolsGrid } from './sections/tools-section.tsx'

/** Renders one content section of an expertise page by its kind. */
export function ExpertiseContentSection({ section, tone, bookingUrl }: { section: ExpertiseSectionData; tone: SectionTone; bookingUrl: string }) {
	switch (section.kind) {
		case 'feature':
			return (
				<Section id={section.id} tone={tone} aria-labelledby={`${section.id}-title`}>
					<FeatureBlock section={section} />
				</Section>
			)
		case 'cards':
			return (
				<SectionFrame heading={section} tone={tone}>
					<CardsGrid items={section.items} columns={section.columns} />
				</SectionFrame>
			)
		case 'comparison':
			return (
				<SectionFrame heading={section} tone={tone}>
					<ComparisonColumns before={section.before} after={section.after} />
				</SectionFrame>
			)
		case 'steps':
			return (
				<SectionFrame heading={section} tone={tone}>
					<StepsList items={section.items} note={section.note} tools={section.tools} />
				</SectionFrame>
			)
		case 'pillars':
			return (
				<SectionFrame heading={section} tone={tone}>
					<PillarsGrid items={section.items} />
				</SectionFrame>
			)
		case 'catalog':
			return (
				<SectionFrame heading={section} tone={tone}>
					<CatalogGrid items={section.items} visible={section.visible} columns={section.columns} />
				</SectionFrame>
			)
		case 'offers':
			return (
				<SectionFrame heading={section} tone={tone}>
					<OffersGrid items={section.items} bookingUrl={bookingUrl} />
				</SectionFrame>
			)
		case 'case-study':
			return (
				<SectionFrame heading={section} tone={tone}>
					<CaseStudyCard study={section.study} />
				</SectionFrame>
			)
		case 'figures':
			return (
				<SectionFrame heading={section} tone={tone}>
					<FiguresGrid items={section.items} source={section.source} />
				</SectionFrame>
			)
		case 'pricing':
			return (
				<SectionFrame heading={section} tone={tone}>
					<PricingPlans plans={section.plans} onQuote={section.onQuote} note={section.note} bookingUrl={bookingUrl} />
				</SectionFrame>
			)
		case 'tools':
			return (
				<SectionFrame heading={section} tone={tone}>
					<ToolsGrid items={section.items} />
				</SectionFrame>
			)
		case 'impact':
			return (
				<SectionFrame heading={section} tone={tone}>
					<ImpactGrid items={section.items} />
				</SectionFrame>
			)
	}
}
