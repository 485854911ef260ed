import type { Route } from './+types/home'
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
import { type LeadActionResult, whitepaperFormPost } from '#app/features/leads/leads.server.ts'
import { contactFormPost } from '#app/features/leads/contact.server.ts'
import { handleFormPosts } from '#app/infra/forms/form-post.server.ts'
import { WhitepaperDownload } from '#app/features/leads/whitepaper-download.tsx'
import { useActionData } from 'react-router'
import { attributionOfVisit } from '#app/features/leads/attribution.ts'

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

/**
 * What the server sees of the visit, for the lead forms' attribution fields: empty in
 * the prerendered page, the URL's UTM parameters and the referring site when the page is
 * requested with a query string (then rendered per request, docs/decisions/036-lead-attribution.md).
 */
export function loader({ request }: Route.LoaderArgs) {
	return { attribution: attributionOfVisit(new URL(request.url), request.headers.get('referer')) }
}

/**
 * The home page's two forms, told apart by their hidden `intent`: the white-paper dialog
 * (also posted without JavaScript) and the contact form (docs/decisions/076-contact-form.md).
 */
export async function action({ request }: Route.ActionArgs) {
	return handleFormPosts(
		request,
		{ whitepaper: whitepaperFormPost({ wording: 'dialog' }), contact: contactFormPost() },
		'whitepaper',
	)
}

export default function Home() {
	const reply = useActionData<LeadActionResult>()
	const contactReply = reply?.formId === 'contact' ? reply : undefined
	const result = contactReply ? undefined : reply
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
			<ContactSection reply={contactReply} />
		</>
	)
}
