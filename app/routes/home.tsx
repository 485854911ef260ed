import type { Route } from './+types/home'
import { useScrollToSectionOnArrival } from '#app/components/layout/use-section-navigation.ts'
import { hero } from '#app/content/home.ts'
import { AboutSection } from '#app/features/home/about-section.tsx'
import { CareersTeaser } from '#app/features/home/careers-teaser.tsx'
import { CaseStudiesSection } from '#app/features/home/case-studies-section.tsx'
import { ContactSection } from '#app/features/home/contact-section.tsx'
import { ExpertiseSection } from '#app/features/home/expertise-section.tsx'
import { HeroSection } from '#app/features/home/hero-section.tsx'
import { StorySection } from '#app/features/home/story-section.tsx'
import { ValuesSection } from '#app/features/home/values-section.tsx'
import { WhitepapersSection } from '#app/features/home/whitepapers-section.tsx'
import { organizationJsonLd, seo } from '#app/lib/seo.ts'
import { formClientAction } from '#app/features/forms/client-action.ts'
import { handleLeadSubmission, type LeadActionResult } from '#app/features/leads/leads.server.ts'
import { WhitepaperDownload } from '#app/features/leads/whitepaper-download.tsx'
import { useActionData } from 'react-router'

export const meta: Route.MetaFunction = () =>
	seo({
		title: hero.title,
		description:
			'Nuvéa, cabinet de conseil pure player Google Cloud : migration, data, IA générative, Google Workspace et sécurité. Plus de 10 ans d’expertise cloud, 20+ certifications.',
		path: '/',
		keywords: [
			'Google Cloud',
			'conseil cloud',
			'migration cloud',
			'BigQuery',
			'Vertex AI',
			'Google Workspace',
			'partenaire Google Cloud',
		],
		jsonLd: organizationJsonLd(),
	})

/** The home dialog's white-paper form (also posted without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
	return handleLeadSubmission(request, { wording: 'dialog' })
}

export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args)

export default function Home() {
	useScrollToSectionOnArrival()
	const result = useActionData<LeadActionResult>()
	return (
		<>
			<HeroSection />
			<ExpertiseSection />
			<CaseStudiesSection />
			<AboutSection />
			<StorySection />
			<ValuesSection />
			<CareersTeaser />
			<WhitepapersSection action={(whitepaper) => <WhitepaperDownload whitepaper={whitepaper} result={result} />} />
			<ContactSection />
		</>
	)
}
