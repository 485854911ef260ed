import Calculator from 'lucide-react/icons/calculator'
import type { Route } from './+types/roi-calculator'
import { HeroImage, PageHero } from '#app/components/layout/page-hero.tsx'
import roiDrawing from '#app/content/illustrations/expertise-roi-calculator.svg?url'
import { roiPage } from '#app/content/roi-calculator.ts'
import { RoiCalculator } from '#app/features/roi/roi-calculator.tsx'
import { handleEstimateSubmission } from '#app/features/roi/estimate.server.ts'
import type { EstimateReply } from '#app/features/roi/roi-estimate-parts.tsx'
import { formClientAction } from '#app/infra/forms/client-action.ts'
import { useActionData } from 'react-router'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

/** « Recevoir mon estimation », with JavaScript (the form layer) or without (the calculator's form). */
export async function action({ request }: Route.ActionArgs) {
	return handleEstimateSubmission(request)
}

export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args)

export default function RoiCalculatorRoute() {
	const estimateReply = useActionData<EstimateReply>()
	return (
		<>
			<PageHero
				eyebrow={roiPage.eyebrow}
				title={roiPage.title}
				subtitle={roiPage.subtitle}
				icon={<Calculator />}
				illustration={<HeroImage src={roiDrawing} />}
				back={{ to: '/', label: 'Retour à l’accueil' }}
			/>
			<RoiCalculator estimateReply={estimateReply} />
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
