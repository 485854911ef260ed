import { useId } from 'react'
import { formatEuro } from '#app/lib/format.ts'
import { PROJECTION_MONTHS, type RoiResult } from './calculate-roi.ts'
import { formatPayback } from './payback.ts'
import { chartBox, formatCompactEuro, projectionGeometry } from './projection.ts'

/** The key numbers of the projection, in one sentence (chart text alternative and caption). */
export function projectionSummary(result: RoiResult): string {
	const savings = formatEuro(result.cumulativeSavings24Months)
	const investment = formatEuro(result.totalInvestment)
	const payback =
		result.paybackMonths !== null &&
		result.exact.paybackMonths !== null &&
		result.exact.paybackMonths <= PROJECTION_MONTHS
			? `Les économies cumulées couvrent l’investissement de ${investment} en ${formatPayback(result.paybackMonths)}`
			: `Les économies cumulées ne couvrent pas l’investissement de ${investment} en ${PROJECTION_MONTHS}\u00a0mois`
	const net =
		result.netGain24Months >= 0
			? `un gain net de ${formatEuro(result.netGain24Months)}`
			: `une perte nette de ${formatEuro(-result.netGain24Months)}`
	return `${payback}\u00a0; au bout de ${PROJECTION_MONTHS}\u00a0mois, elles atteignent ${savings}, soit ${net}.`
}

/**
 * Cumulative savings against the investment over 24 months, as a small SVG: fixed aspect
 * ratio (no layout shift), geometry in attributes (no inline style, CSP), and a text
 * alternative with the key numbers.
 */
export function RoiProjectionChart({ result }: { result: RoiResult }) {
	const id = useId()
	const geometry = projectionGeometry(result)
	const { plot, payback } = geometry
	const summary = projectionSummary(result)
	return (
		<figure>
			<ul className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
				<li className="flex items-center gap-2">
					<svg aria-hidden="true" width="24" height="8" viewBox="0 0 24 8" className="shrink-0">
						<line x1="0" y1="4" x2="24" y2="4" className="stroke-primary" strokeWidth="3" strokeLinecap="round" />
					</svg>
					Économies cumulées
				</li>
				<li className="flex items-center gap-2">
					<svg aria-hidden="true" width="24" height="8" viewBox="0 0 24 8" className="shrink-0">
						<line x1="0" y1="4" x2="24" y2="4" className="stroke-ink" strokeWidth="2" strokeDasharray="5 4" />
					</svg>
					Investissement
				</li>
				{payback ? (
					<li className="flex items-center gap-2">
						<svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="shrink-0">
							<circle cx="6" cy="6" r="4.5" className="fill-white stroke-success" strokeWidth="2.5" />
						</svg>
						Point de rentabilité
					</li>
				) : null}
			</ul>
			<svg
				role="img"
				aria-labelledby={`${id}-title ${id}-desc`}
				viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
				width={chartBox.width}
				height={chartBox.height}
				className="block h-auto w-full max-w-[560px] select-none text-[22px] min-[480px]:text-[18px] sm:text-[14px] lg:text-[15px]"
			>
				<title id={`${id}-title`}>Projection des économies cumulées sur 24 mois</title>
				<desc id={`${id}-desc`}>{summary}</desc>
				<g className="fill-muted">
					{geometry.yTicks.map((tick) => (
						<g key={tick.value}>
							<line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="stroke-border" strokeWidth="1" />
							<text x={plot.left - 10} y={tick.y} textAnchor="end" dominantBaseline="middle" className="tabular">
								{formatCompactEuro(tick.value)}
							</text>
						</g>
					))}
					{geometry.xTicks.map((tick) => (
						<text key={tick.month} x={tick.x} y={plot.bottom + 26} textAnchor="middle" className="tabular">
							{tick.month}
						</text>
					))}
					<text x={plot.left - 24} y={plot.bottom + 26} textAnchor="end">
						mois
					</text>
				</g>
				<path d={geometry.savingsArea} className="fill-primary/10" />
				<line
					x1={plot.left}
					x2={plot.right}
					y1={geometry.investmentY}
					y2={geometry.investmentY}
					className="stroke-ink"
					strokeWidth="2"
					strokeDasharray="8 6"
				/>
				<path d={geometry.savingsLine} className="fill-none stroke-primary" strokeWidth="3.5" strokeLinecap="round" />
				<line
					x1={plot.left}
					x2={plot.right}
					y1={plot.bottom}
					y2={plot.bottom}
					className="stroke-muted"
					strokeWidth="1.5"
				/>
				<circle cx={geometry.end.x} cy={geometry.end.y} r="5" className="fill-primary" />
				{payback ? (
					<g>
						<line
							x1={payback.x}
							x2={payback.x}
							y1={payback.y}
							y2={plot.top - 8}
							className="stroke-success"
							strokeWidth="1.5"
							strokeDasharray="3 4"
						/>
						<circle cx={payback.x} cy={payback.y} r="7" className="fill-white stroke-success" strokeWidth="3" />
						<text
							x={payback.labelX}
							y={plot.top - 22}
							textAnchor="middle"
							dominantBaseline="middle"
							className="fill-success font-semibold"
						>
							{`Rentabilisé en ${formatPayback(result.paybackMonths)}`}
						</text>
					</g>
				) : null}
			</svg>
			<figcaption className="mt-4 text-sm text-muted">{summary}</figcaption>
		</figure>
	)
}
