import ArrowDown from 'lucide-react/icons/arrow-down'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { siteConfig } from '#app/config/site.ts'
import { roiResultsCopy, savingsGroupTitles, savingsItemLabels } from '#app/content/roi-results.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { calculateRoi, savingsGroups } from './calculate-roi.ts'
import { formatPayback, paybackPhrase } from './payback.ts'
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
	inputs,
	focusRequest,
	summarySlot,
}: {
	/** The inputs the figures come from: « Recevoir mon estimation » sends them. */
	inputs: RoiInputs
	/** Incremented by each press of the button: brings the results into view and focus. */
	focusRequest: number
	/** The id of the form's slot for the summary bar. */
	summarySlot: string
}) {
	// Computed here, in the lazy results, rather than by the form: the calculation stays off
	// the page's first load (docs/decisions/047-first-load-budget.md).
	const result = useMemo(() => calculateRoi(inputs), [inputs])
	const headingRef = useRef<HTMLHeadingElement>(null)
	useEffect(() => {
		if (focusRequest > 0) headingRef.current?.focus()
	}, [focusRequest])
	const roi = formatSignedPercent(result.roi)
	const payback = formatPayback(result.paybackMonths)
	const headlineVisible = useOnScreen(headingRef)
	return (
		<div id={RESULTS_ID} className="space-y-6 motion-safe:animate-fade-up">
			<p aria-live="polite" className="sr-only">
				{`ROI ${roi} la première année, investissement ${paybackPhrase(result.paybackMonths)}, économies annuelles de ${formatEuro(result.totalSavings)}.`}
			</p>
			<Card className="sm:p-7">
				<h2 ref={headingRef} tabIndex={-1} className="text-h3 font-bold focus:outline-none">
					{roiResultsCopy.resultsTitle}
				</h2>
				<p className="mt-1 text-sm text-muted">{roiResultsCopy.resultsIntro}</p>
				<div className="mt-6 flex flex-wrap items-end gap-x-4 gap-y-1">
					<p
						data-figure="roi"
						className={`tabular text-5xl font-bold tracking-tight sm:text-6xl ${result.roi >= 0 ? 'text-primary' : 'text-danger'}`}
					>
						{roi}
					</p>
					<p className="pb-2 text-muted">{roiResultsCopy.roiLabel}</p>
				</div>
				<dl className="mt-6 grid gap-3 sm:grid-cols-2">
					<Figure name="payback" label={roiResultsCopy.paybackLabel} value={payback} />
					<Figure
						name="total-savings"
						label={roiResultsCopy.yearlySavingsLabel}
						value={formatEuro(result.totalSavings)}
					/>
					<Figure
						name="total-investment"
						label={roiResultsCopy.investmentLabel}
						value={formatEuro(result.totalInvestment)}
					/>
					<Figure
						name="net-gain"
						label={roiResultsCopy.netGainLabel}
						hint={roiResultsCopy.netGainHint}
						value={formatEuro(result.netGain24Months)}
					/>
				</dl>
			</Card>

			<RoiEstimateForm inputs={inputs} />

			<ResultCard title={roiResultsCopy.chartTitle}>
				<RoiProjectionChart result={result} />
			</ResultCard>

			<ResultCard title={roiResultsCopy.breakdownTitle}>
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
											{formatEuro(result.displayedSavings[key])}
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

			<ResultCard title={roiResultsCopy.investmentTitle}>
				<dl className="space-y-1.5 text-[0.95rem]">
					<div className="flex items-baseline justify-between gap-4">
						<dt className="text-muted">{roiResultsCopy.migrationLabel}</dt>
						<dd data-figure="migrationCost" className="tabular font-medium">
							{formatEuro(result.migrationCost)}
						</dd>
					</div>
					<div className="flex items-baseline justify-between gap-4">
						<dt className="text-muted">{roiResultsCopy.trainingLabel}</dt>
						<dd data-figure="trainingCost" className="tabular font-medium">
							{formatEuro(result.trainingCost)}
						</dd>
					</div>
					<div className="flex items-baseline justify-between gap-4 border-t border-border pt-2 font-semibold">
						<dt>{roiResultsCopy.investmentLabel}</dt>
						<dd className="tabular">{formatEuro(result.totalInvestment)}</dd>
					</div>
				</dl>
				<p className="mt-4 text-sm text-muted">
					{roiResultsCopy.newPlatformLabel}&nbsp;:{' '}
					<span data-figure="newPlatformRecurringCost" className="tabular font-semibold text-ink">
						{formatEuro(result.newPlatformRecurringCost)}
					</span>
					, contre {formatEuro(inputs.currentDataInfraCosts)} aujourd’hui.
				</p>
			</ResultCard>

			<ResultCard title={roiResultsCopy.methodologyTitle}>
				<Methodology />
			</ResultCard>

			<div className="on-dark brand-gradient-deep relative overflow-hidden rounded-[var(--radius-card)] p-6 text-white sm:p-8">
				<div aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-white/10 blur-2xl" />
				<h3 className="relative text-xl font-bold">{roiResultsCopy.ctaTitle}</h3>
				<p className="relative mt-2 text-white/90">{roiResultsCopy.ctaText}</p>
				<ExternalLink
					href={siteConfig.bookingUrl}
					className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'relative mt-6' })}
				>
					<CalendarCheck aria-hidden="true" />
					{roiResultsCopy.cta}
				</ExternalLink>
			</div>
			<SummaryBar
				slotId={summarySlot}
				hidden={headlineVisible}
				roi={roi}
				payback={payback}
				savings={formatEuro(result.totalSavings)}
			/>
		</div>
	)
}

const RESULTS_ID = 'roi-resultats'

/** Whether the element is on screen (IntersectionObserver); true until first measured. */
function useOnScreen(ref: React.RefObject<HTMLElement | null>): boolean {
	const [onScreen, setOnScreen] = useState(true)
	useEffect(() => {
		if (!ref.current) return
		const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true))
		observer.observe(ref.current)
		return () => observer.disconnect()
	}, [ref])
	return onScreen
}

/**
 * The three figures that answer « is it worth it? », kept at the bottom of the window
 * while the visitor works down the long form (the results’ own headline is then out of
 * view, above on a wide screen, below on a phone), with a link to the details. Drawn in
 * the form’s slot, so it never covers the results themselves.
 */
function SummaryBar({
	slotId,
	hidden,
	roi,
	payback,
	savings,
}: {
	slotId: string
	hidden: boolean
	roi: string
	payback: string
	savings: string
}) {
	const slot = typeof document === 'undefined' ? null : document.getElementById(slotId)
	if (!slot) return null
	return createPortal(
		<div
			data-summary-bar=""
			hidden={hidden}
			className="flex items-center justify-between gap-4 rounded-[var(--radius-card)] bg-ink px-5 py-3 text-white shadow-xl shadow-ink/20 motion-safe:animate-fade-up"
		>
			<dl className="grid grid-cols-[repeat(3,auto)] gap-x-4 sm:gap-x-8">
				{[
					['ROI', roi],
					['Rentabilisation', payback],
					['Économies par an', savings],
				].map(([label, value]) => (
					<div key={label} className="flex min-w-0 flex-col-reverse">
						<dt className="text-xs text-white/75">{label}</dt>
						<dd className="tabular font-bold leading-tight sm:text-lg">{value}</dd>
					</div>
				))}
			</dl>
			<a
				href={`#${RESULTS_ID}`}
				className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
			>
				<span className="max-sm:sr-only">Détail</span>
				<span className="sr-only"> des résultats</span>
				<ArrowDown aria-hidden="true" className="size-4" />
			</a>
		</div>,
		slot,
	)
}
