import type { Route } from './+types/careers'
import { careersPage } from '#app/content/careers/careers.ts'
import { mapLocations } from '#app/content/careers/locations.ts'
import { CareersCta } from '#app/features/careers/careers-cta.tsx'
import { CareersHero } from '#app/features/careers/careers-hero.tsx'
import { CareersStats, CareersValues } from '#app/features/careers/careers-values.tsx'
import { PerksSection } from '#app/features/careers/perks-section.tsx'
import { RecruitmentSteps } from '#app/features/careers/recruitment-steps.tsx'
import { WorldMapSection } from '#app/features/careers/world-map-section.tsx'
import { worldMapLayout } from '#app/features/careers/world-map.server.ts'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'

// Runs at build time (the page is prerendered): only the 21 projected marker positions
// reach the browser; the map itself is the static image of routes/world-map-svg.ts.
export function loader() {
	return { map: worldMapLayout(mapLocations) }
}

export default function Careers({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<CareersHero />
			<CareersValues />
			<CareersStats />
			<WorldMapSection layout={loaderData.map} />
			<RecruitmentSteps />
			<PerksSection />
			<CareersCta />
		</>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: careersPage.title,
		description: careersPage.description,
		path: '/carrieres',
		keywords: ['recrutement Google Cloud', 'emploi cloud', 'consultant Google Cloud', 'carrière cloud', 'Nuvéa'],
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: careersPage.title, path: '/carrieres' },
		]),
	})
