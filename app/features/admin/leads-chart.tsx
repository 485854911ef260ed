import { formatNumber } from '#app/lib/format.ts'

/** "2026-11-16" → "16/11". */
function weekLabel(week: string): string {
	const [, month, day] = week.split('-')
	return `${day}/${month}`
}

/**
 * Leads per week as an SVG bar chart drawn on the server (no JavaScript), with a
 * summary for screen readers and the same figures as a table.
 */
export function LeadsPerWeekChart({ weeks }: { weeks: { week: string; leads: number }[] }) {
	const width = 720
	const height = 240
	const top = 24
	const bottom = 28
	const max = Math.max(1, ...weeks.map((week) => week.leads))
	const slot = width / Math.max(1, weeks.length)
	const barWidth = Math.min(40, slot * 0.6)
	const total = weeks.reduce((sum, week) => sum + week.leads, 0)
	const busiest = weeks.reduce(
		(best, week) => (week.leads > best.leads ? week : best),
		weeks[0] ?? { week: '', leads: 0 },
	)
	const summary =
		total === 0
			? `Aucun lead sur les ${weeks.length} dernières semaines.`
			: `${formatNumber(total)} leads sur les ${weeks.length} dernières semaines ; semaine la plus forte : celle du ${weekLabel(busiest.week)} avec ${formatNumber(busiest.leads)} leads.`
	return (
		<figure>
			<svg
				viewBox={`0 0 ${width} ${height}`}
				role="img"
				aria-labelledby="leads-chart-title leads-chart-desc"
				className="h-auto w-full"
			>
				<title id="leads-chart-title">Leads par semaine</title>
				<desc id="leads-chart-desc">{summary}</desc>
				<line x1="0" x2={width} y1={height - bottom} y2={height - bottom} stroke="currentColor" strokeOpacity="0.2" />
				{weeks.map((week, index) => {
					const barHeight = ((height - top - bottom) * week.leads) / max
					const x = index * slot + (slot - barWidth) / 2
					const y = height - bottom - barHeight
					return (
						<g key={week.week}>
							<rect x={x} y={y} width={barWidth} height={barHeight} rx="3" className="fill-primary" />
							<text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className="fill-ink text-[12px] font-semibold">
								{week.leads}
							</text>
							<text x={x + barWidth / 2} y={height - 8} textAnchor="middle" className="fill-muted text-[11px]">
								{weekLabel(week.week)}
							</text>
						</g>
					)
				})}
			</svg>
			<figcaption className="mt-2 text-sm text-muted">{summary}</figcaption>
			<details className="mt-3 text-sm">
				<summary className="cursor-pointer font-semibold text-primary">Voir les chiffres par semaine</summary>
				<table className="mt-2 w-full max-w-sm text-left">
					<thead>
						<tr>
							<th scope="col" className="py-1 pr-4 font-semibold">
								Semaine du
							</th>
							<th scope="col" className="py-1 text-right font-semibold">
								Leads
							</th>
						</tr>
					</thead>
					<tbody>
						{weeks.map((week) => (
							<tr key={week.week} className="border-t border-border">
								<td className="py-1 pr-4 tabular">{weekLabel(week.week)}</td>
								<td className="py-1 text-right tabular">{formatNumber(week.leads)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}
