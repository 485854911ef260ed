import { Calculator } from 'lucide-react'
import type { Route } from './+types/roi-calculator'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { roiPage } from '#app/content/roi-calculator.ts'
import { RoiCalculator } from '#app/features/roi/roi-calculator.tsx'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

export default function RoiCalculatorRoute() {
	return (
		<>
			<PageHero
				eyebrow={roiPage.eyebrow}
				title={roiPage.title}
				subtitle={roiPage.subtitle}
				icon={<Calculator />}
				backgroundImage="/images/expertise/roi-calculator.svg"
				back={{ to: '/', label: "Retour à l'accueil" }}
			/>
			<RoiCalculator />
		</>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: roiPage.seoTitle,
		description: roiPage.description,
		path: roiPage.path,
		keywords: roiPage.keywords,
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: roiPage.title, path: roiPage.path },
		]),
	})
