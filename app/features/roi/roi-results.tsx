import { CalendarCheck } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { siteConfig } from '#app/config/site.ts'
import { roiPage, savingsGroupTitles, savingsItemLabels } from '#app/content/roi-calculator.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { type RoiResult, savingsGroups } from './calculate-roi.ts'
import { formatPayback } from './projection.ts'
import { Methodology } from './roi-methodology.tsx'
import { RoiEstimateForm } from './roi-estimate-form.tsx'
import type { RoiInputs } from './roi-inputs.ts'
import { RoiProjectionChart } from './roi-projection-chart.tsx'

function Figure({ label, value, hint, name }: { label: string; value: string; hint?: string; name: string }) {
	return (
		<div className="flex flex-col-reverse justify-end rounded-[var(--radius-input)] bg-surface p-4">
			<dt className="text-sm text-muted">
				{label}
				{hint ? <span className="mt-0.5 block text-xs">{hint}</span> : null}
			</dt>
			<dd data-figure={name} className="tabular text-2xl font-bold tracking-tight text-ink sm:text-[1.7rem]">
				{value}
			</dd>
		</div>
	)
}

function ResultCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
	return (
		<Card className={className ?? 'sm:p-7'}>
			<h3 className="text-lg font-semibold">{title}</h3>
			<div className="mt-4">{children}</div>
		</Card>
	)
}

/** The results: headline figures, 24-month projection, breakdown, methodology and CTA. */
export function RoiResults({
	result,
	inputs,
	currentInfraCost,
	focusRequest,
}: {
	result: RoiResult
	/** The inputs the figures come from: « Recevoir mon estimation » sends them. */
	inputs: RoiInputs
	currentInfraCost: number
	/** Incremented by each press of the button: brings the results into view and focus. */
	focusRequest: number
}) {
	const headingRef = useRef<HTMLHeadingElement>(null)
	useEffect(() => {
		if (focusRequest > 0) headingRef.current?.focus()
	}, [focusRequest])
	const roi = formatSignedPercent(result.roi)
	const payback = formatPayback(result.paybackMonths)
	return (
		<div className="space-y-6 motion-safe:animate-fade-up">
			<p aria-live="polite" className="sr-only">
				{`ROI ${roi} la première année, investissement rentabilisé en ${payback}, économies annuelles de ${formatEuro(result.totalSavings)}.`}
			</p>
			<Card className="sm:p-7">
				<h2 ref={headingRef} tabIndex={-1} className="text-h3 font-bold focus:outline-none">
					{roiPage.resultsTitle}
				</h2>
				<p className="mt-1 text-sm text-muted">{roiPage.resultsIntro}</p>
				<div className="mt-6 flex flex-wrap items-end gap-x-4 gap-y-1">
					<p
						data-figure="roi"
						className={`tabular text-5xl font-bold tracking-tight sm:text-6xl ${result.roi >= 0 ? 'text-primary' : 'text-danger'}`}
					>
						{roi}
					</p>
					<p className="pb-2 text-muted">{roiPage.roiLabel}</p>
				</div>
				<dl className="mt-6 grid gap-3 sm:grid-cols-2">
					<Figure name="payback" label={roiPage.paybackLabel} value={payback} />
					<Figure name="total-savings" label={roiPage.yearlySavingsLabel} value={formatEuro(result.totalSavings)} />
					<Figure name="total-investment" label={roiPage.investmentLabel} value={formatEuro(result.totalInvestment)} />
					<Figure
						name="net-gain"
						label={roiPage.netGainLabel}
						hint={roiPage.netGainHint}
						value={formatEuro(result.netGain24Months)}
					/>
				</dl>
			</Card>

			<RoiEstimateForm inputs={inputs} />

			<ResultCard title={roiPage.chartTitle}>
				<RoiProjectionChart result={result} />
			</ResultCard>

			<ResultCard title={roiPage.breakdownTitle}>
				<div className="space-y-5">
					{savingsGroups.map((group) => (
						<section key={group.id} aria-labelledby={`roi-group-${group.id}`} data-group={group.id}>
							<h4
								id={`roi-group-${group.id}`}
								className="flex items-baseline justify-between gap-4 border-b border-border pb-2 font-semibold"
							>
								<span>{savingsGroupTitles[group.id]}</span>
								<span data-figure={`group-${group.id}`} className="tabular text-primary">
									{formatEuro(result.groupTotals[group.id])}
								</span>
							</h4>
							<ul className="mt-2 space-y-1.5">
								{group.items.map((key) => (
									<li key={key} className="flex items-baseline justify-between gap-4 text-[0.95rem]">
										<span className="text-muted">{savingsItemLabels[key]}</span>
										<span data-figure={key} className="tabular shrink-0 font-medium">
											{formatEuro(result[key])}
										</span>
									</li>
								))}
							</ul>
						</section>
					))}
					<p className="flex items-baseline justify-between gap-4 rounded-[var(--radius-input)] bg-surface px-4 py-3 font-semibold">
						<span>Total des économies annuelles</span>
						<span className="tabular">{formatEuro(result.totalSavings)}</span>
					</p>
				</div>
			</ResultCard>

			<ResultCard title={roiPage.investmentTitle}>
				<dl className="space-y-1.5 text-[0.95rem]">
					<div className="flex items-baseline justify-between gap-4">
						<dt className="text-muted">{roiPage.migrationLabel}</dt>
						<dd data-figure="migrationCost" className="tabular font-medium">
							{formatEuro(result.migrationCost)}
						</dd>
					</div>
					<div className="flex items-baseline justify-between gap-4">
						<dt className="text-muted">{roiPage.trainingLabel}</dt>
						<dd data-figure="trainingCost" className="tabular font-medium">
							{formatEuro(result.trainingCost)}
						</dd>
					</div>
					<div className="flex items-baseline justify-between gap-4 border-t border-border pt-2 font-semibold">
						<dt>{roiPage.investmentLabel}</dt>
						<dd className="tabular">{formatEuro(result.totalInvestment)}</dd>
					</div>
				</dl>
				<p className="mt-4 text-sm text-muted">
					{roiPage.newPlatformLabel}&nbsp;:{' '}
					<span data-figure="newPlatformRecurringCost" className="tabular font-semibold text-ink">
						{formatEuro(result.newPlatformRecurringCost)}
					</span>
					, contre {formatEuro(currentInfraCost)} aujourd’hui.
				</p>
			</ResultCard>

			<ResultCard title={roiPage.methodologyTitle}>
				<Methodology />
			</ResultCard>

			<div className="on-dark brand-gradient-deep relative overflow-hidden rounded-[var(--radius-card)] p-6 text-white sm:p-8">
				<div aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-white/10 blur-2xl" />
				<h3 className="relative text-xl font-bold">{roiPage.ctaTitle}</h3>
				<p className="relative mt-2 text-white/90">{roiPage.ctaText}</p>
				<ExternalLink
					href={siteConfig.bookingUrl}
					className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'relative mt-6' })}
				>
					<CalendarCheck aria-hidden="true" />
					{roiPage.cta}
				</ExternalLink>
			</div>
		</div>
	)
}
