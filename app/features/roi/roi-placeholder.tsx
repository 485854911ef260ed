import { lazy } from 'react'
import ChartLine from 'lucide-react/icons/chart-line'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import { Card, IconTile } from '#app/components/ui/card.tsx'
import { roiPage } from '#app/content/roi-calculator.ts'
import type { EstimateReply } from './roi-estimate-parts.tsx'

/**
 * The calculator without JavaScript: the default values' figures, the estimate form and
 * the methodology. It renders inside <noscript>, whose children the browser's React never
 * renders: loaded on demand, its code (the calculation included) is loaded by the server
 * alone and stays out of the page's scripts (docs/decisions/077-roi-estimate.md,
 * docs/decisions/047-first-load-budget.md). There is no Suspense boundary around it, so
 * the server finishes it before sending the page.
 */
const RoiNoscript = lazy(() => import('./roi-noscript.tsx').then((module) => ({ default: module.RoiNoscript })))

/** Before the first calculation: a prompt (and, without JavaScript, why nothing happens). */
export function RoiPlaceholder({ estimateReply }: { estimateReply?: EstimateReply } = {}) {
	return (
		<Card className="border-dashed text-center sm:p-10 lg:sticky lg:top-24">
			<IconTile>
				<ChartLine />
			</IconTile>
			<h2 className="text-h3 mt-5 font-bold">{roiPage.placeholderTitle}</h2>
			<p className="mx-auto mt-3 max-w-md text-muted">{roiPage.placeholderText}</p>
			<noscript>
				<RoiNoscript estimateReply={estimateReply} />
			</noscript>
		</Card>
	)
}

/** While the results' code loads (a slow phone may take a second or more): busy at once. */
export function RoiResultsLoading() {
	return (
		<Card aria-busy="true" className="text-center sm:p-10 lg:sticky lg:top-24" data-state="loading">
			<LoaderCircle
				aria-hidden="true"
				className="mx-auto size-8 animate-spin text-primary motion-reduce:animate-none"
			/>
			<p role="status" className="mt-4 font-semibold">
				Calcul de votre ROI en cours…
			</p>
		</Card>
	)
}
