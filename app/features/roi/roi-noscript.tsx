import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { roiPage } from '#app/content/roi-calculator.ts'
import { roiResultsCopy } from '#app/content/roi-results.ts'
import { calculateRoi } from './calculate-roi.ts'
import { paybackPhrase } from './payback.ts'
import type { EstimateReply } from './roi-estimate-parts.tsx'
import { RoiEstimateStatic } from './roi-estimate-static.tsx'
import { defaultRoiInputs } from './roi-inputs.ts'
import { Methodology } from './roi-methodology.tsx'

/**
 * The placeholder's content without JavaScript: the figures of the default values, the
 * estimate form (roi-estimate-static.tsx) and the methodology. Rendered inside
 * <noscript>, whose children the browser's React never renders, so the server alone
 * loads this module and the calculation it runs (docs/decisions/077-roi-estimate.md).
 */
export function RoiNoscript({ estimateReply }: { estimateReply?: EstimateReply }) {
	const example = calculateRoi(defaultRoiInputs)
	return (
		<>
			<p className="mx-auto mt-6 max-w-md rounded-[var(--radius-input)] bg-surface p-4 text-left text-sm text-ink">
				{roiPage.noscript} Avec les valeurs par défaut, le ROI atteint {formatSignedPercent(example.roi)} la première
				année, l’investissement de {formatEuro(example.totalInvestment)} est {paybackPhrase(example.paybackMonths)} et
				les économies s’élèvent à {formatEuro(example.totalSavings)} par an.
			</p>
			<RoiEstimateStatic reply={estimateReply} />
			<div className="mt-6 text-left">
				<h3 className="text-lg font-semibold">{roiResultsCopy.methodologyTitle}</h3>
				<div className="mt-3">
					<Methodology />
				</div>
			</div>
		</>
	)
}
