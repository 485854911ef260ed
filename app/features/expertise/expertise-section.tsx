import type * as React from 'react'
import { Section } from '#app/components/ui/section.tsx'
import type { ExpertiseSectionData, ExpertiseSectionKind } from '#app/content/expertise/types.ts'
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

type Renderers = {
	[K in Exclude<ExpertiseSectionKind, 'feature'>]: (
		section: Extract<ExpertiseSectionData, { kind: K }>,
		bookingUrl: string,
	) => React.ReactNode
}

/** The body of each kind of section, under the shared heading. */
const renderers: Renderers = {
	cards: (section) => <CardsGrid items={section.items} columns={section.columns} />,
	comparison: (section) => <ComparisonColumns before={section.before} after={section.after} />,
	steps: (section) => <StepsList items={section.items} note={section.note} tools={section.tools} />,
	pillars: (section) => <PillarsGrid items={section.items} />,
	catalog: (section) => <CatalogGrid items={section.items} visible={section.visible} columns={section.columns} />,
	offers: (section, bookingUrl) => <OffersGrid items={section.items} bookingUrl={bookingUrl} />,
	'case-study': (section) => <CaseStudyCard study={section.study} />,
	figures: (section) => <FiguresGrid items={section.items} source={section.source} />,
	pricing: (section, bookingUrl) => (
		<PricingPlans plans={section.plans} onQuote={section.onQuote} note={section.note} bookingUrl={bookingUrl} />
	),
	tools: (section) => <ToolsGrid items={section.items} />,
	impact: (section) => <ImpactGrid items={section.items} />,
}

/** Renders one content section of an expertise page by its kind. */
export function ExpertiseContentSection({
	section,
	tone,
	bookingUrl,
}: {
	section: ExpertiseSectionData
	tone: SectionTone
	bookingUrl: string
}) {
	if (section.kind === 'feature') {
		// A feature section carries its heading beside its illustration, not above it.
		return (
			<Section id={section.id} tone={tone} aria-labelledby={`${section.id}-title`}>
				<FeatureBlock section={section} />
			</Section>
		)
	}
	const render = renderers[section.kind] as (section: ExpertiseSectionData, bookingUrl: string) => React.ReactNode
	return (
		<SectionFrame heading={section} tone={tone}>
			{render(section, bookingUrl)}
		</SectionFrame>
	)
}
