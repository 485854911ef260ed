import { lazy } from 'react'
import { ChartLine, LoaderCircle } from 'lucide-react'
import { Card, IconTile } from '#app/components/ui/card.tsx'
import { roiPage } from '#app/content/roi-calculator.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { calculateRoi } from './calculate-roi.ts'
import { formatPayback } from './projection.ts'
import { defaultRoiInputs } from './roi-inputs.ts'
import type { EstimateReply } from './roi-estimate-parts.tsx'
import { Methodology } from './roi-methodology.tsx'

/**
 * The estimate form without JavaScript. It renders inside <noscript>, whose children the
 * browser's React never renders: loaded on demand, its code is loaded by the server alone
 * and stays out of the page's scripts (docs/decisions/077-roi-estimate.md). There is no
 * Suspense boundary around it, so the server finishes it before sending the page.
 */
const RoiEstimateStatic = lazy(() =>
	import('./roi-estimate-static.tsx').then((module) => ({ default: module.RoiEstimateStatic })),
)

/** Before the first calculation: a prompt (and, without JavaScript, why nothing happens). */
export function RoiPlaceholder({ estimateReply }: { estimateReply?: EstimateReply } = {}) {
	const example = calculateRoi(defaultRoiInputs)
	return (
		<Card className="border-dashed text-center sm:p-10">
			<IconTile>
				<ChartLine />
			</IconTile>
			<h2 className="text-h3 mt-5 font-bold">{roiPage.placeholderTitle}</h2>
			<p className="mx-auto mt-3 max-w-md text-muted">{roiPage.placeholderText}</p>
			<noscript>
				<p className="mx-auto mt-6 max-w-md rounded-[var(--radius-input)] bg-surface p-4 text-left text-sm text-ink">
					{roiPage.noscript} Avec les valeurs par défaut, le ROI atteint {formatSignedPercent(example.roi)} la première
					année, l’investissement de {formatEuro(example.totalInvestment)} est rentabilisé en{' '}
					{formatPayback(example.paybackMonths)} et les économies s’élèvent à {formatEuro(example.totalSavings)} par an.
				</p>
				<RoiEstimateStatic reply={estimateReply} />
				<div className="mt-6 text-left">
					<h3 className="text-lg font-semibold">{roiPage.methodologyTitle}</h3>
					<div className="mt-3">
						<Methodology />
					</div>
				</div>
			</noscript>
		</Card>
	)
}

/** While the results' code loads (a slow phone may take a second or more): busy at once. */
export function RoiResultsLoading() {
	return (
		<Card aria-busy="true" className="text-center sm:p-10" data-state="loading">
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
