import Calculator from 'lucide-react/icons/calculator'
import Clock from 'lucide-react/icons/clock'
import Server from 'lucide-react/icons/server'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import Users from 'lucide-react/icons/users'
import { type FormEvent, lazy, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Card, IconTile } from '#app/components/ui/card.tsx'
import { roiPage } from '#app/content/roi-calculator.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { AmountField, SliderField } from './roi-fields.tsx'
import {
	clampToStep,
	defaultRoiInputs,
	formatAmount,
	inputsOfCard,
	parseWholeNumber,
	roiCards,
	type RoiCardId,
	type RoiInputs,
	textInputs,
} from './roi-inputs.ts'
import { ROI_FORM_ID } from './estimate-ids.ts'
import type { EstimateReply } from './roi-estimate-parts.tsx'
import { RoiPlaceholder, RoiResultsLoading } from './roi-placeholder.tsx'

// The results (and their chart) are only needed after the first calculation: loaded on
// intent (pointer over or focus in the form) or on the first press of the button.
const loadResults = () => import('./roi-results.tsx')
const RoiResults = lazy(() => loadResults().then((module) => ({ default: module.RoiResults })))

const cardIcons: Record<RoiCardId, typeof Server> = {
	infrastructure: Server,
	processes: Clock,
	volume: Users,
	problems: TriangleAlert,
}

type TextName = (typeof textInputs)[number]['name']

/** The form's slot for the results' summary bar (roi-results.tsx draws it there). */
const SUMMARY_SLOT = 'roi-summary-slot'

/**
 * The calculator: the four input cards and 'Calculer mon ROI' on the left, the results on
 * the right. Results stay hidden until the first calculation, then follow every change
 * (the figures stay in step with the inputs) and cannot be hidden again.
 */
export function RoiCalculator({ estimateReply }: { estimateReply?: EstimateReply } = {}) {
	const hydrated = useHydrated()
	// After an estimate posted without JavaScript, the amounts it carried (docs/decisions/077-roi-estimate.md).
	const posted: Record<string, unknown> = estimateReply?.payload?.inputs ?? estimateReply?.initialValue ?? {}
	const [texts, setTexts] = useState<Record<TextName, string>>(
		() =>
			Object.fromEntries(
				textInputs.map((input) => [
					input.name,
					posted[input.name] === undefined ? formatAmount(input.defaultValue) : String(posted[input.name]),
				]),
			) as Record<TextName, string>,
	)
	const [values, setValues] = useState<RoiInputs>(defaultRoiInputs)
	const [calculated, setCalculated] = useState(false)
	const [focusRequest, setFocusRequest] = useState(0)
	const formRef = useRef<HTMLFormElement>(null)

	// The page is usable before its code runs (docs/decisions/047-first-load-budget.md): an
	// amount typed before hydration is taken from the field, before React puts its own back.
	useLayoutEffect(() => {
		const typed: Partial<Record<TextName, string>> = {}
		for (const input of textInputs) {
			const field = formRef.current?.elements.namedItem(input.name)
			if (field instanceof HTMLInputElement && field.value !== formatAmount(input.defaultValue))
				typed[input.name as TextName] = field.value
		}
		// oxlint-disable-next-line react/set-state-in-effect -- once, from the fields the visitor typed in before hydration
		if (Object.keys(typed).length > 0) setTexts((current) => ({ ...current, ...typed }))
	}, [])

	const inputs = useMemo<RoiInputs>(() => {
		const amounts = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, parseWholeNumber(text)]))
		return { ...values, ...amounts }
	}, [texts, values])

	function calculate(event: FormEvent) {
		event.preventDefault()
		setCalculated(true)
		// Bring the results into view (below the form on small screens) and to screen readers.
		setFocusRequest((count) => count + 1)
	}

	return (
		<section aria-labelledby="roi-form-title" className="section-y bg-surface">
			<div className="container-page grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
				<form
					id={ROI_FORM_ID}
					ref={formRef}
					onSubmit={calculate}
					onPointerEnter={() => void loadResults()}
					noValidate
					aria-labelledby="roi-form-title"
					className="min-w-0"
				>
					<h2 id="roi-form-title" className="text-h3 font-bold">
						{roiPage.formTitle}
					</h2>
					<p className="mt-2 text-muted">{roiPage.formIntro}</p>
					<div className="mt-6 space-y-6">
						{roiCards.map((card) => {
							const Icon = cardIcons[card.id]
							return (
								<Card key={card.id}>
									<fieldset>
										<legend className="flex items-center gap-3 text-lg font-semibold">
											<IconTile>
												<Icon />
											</IconTile>
											{card.title}
										</legend>
										<div className="mt-5 space-y-5">
											{inputsOfCard(card.id).map((definition) =>
												definition.kind === 'text' ? (
													<AmountField
														key={definition.name}
														definition={definition}
														value={texts[definition.name as TextName]}
														onChange={(text) => setTexts((current) => ({ ...current, [definition.name]: text }))}
														onBlur={() =>
															setTexts((current) => ({
																...current,
																[definition.name]: formatAmount(parseWholeNumber(current[definition.name as TextName])),
															}))
														}
													/>
												) : (
													<SliderField
														key={definition.name}
														definition={definition}
														value={values[definition.name]}
														onChange={(value) =>
															setValues((current) => ({
																...current,
																[definition.name]: clampToStep(value, definition),
															}))
														}
													/>
												),
											)}
										</div>
									</fieldset>
								</Card>
							)
						})}
					</div>
					{/* The results' summary bar is drawn here once calculated (roi-results.tsx): it stays at
					    the bottom of the window while the form scrolls, and settles here at its end. */}
					<div id={SUMMARY_SLOT} className="sticky bottom-3 z-10 mt-6 empty:hidden" />
					{/* Disabled until hydrated: before that (or without JavaScript) a click would do nothing. */}
					<Button
						type="submit"
						size="lg"
						disabled={!hydrated}
						onFocus={() => void loadResults()}
						className="mt-8 w-full sm:w-auto"
					>
						<Calculator aria-hidden="true" />
						{roiPage.calculate}
					</Button>
				</form>
				{/* On wide screens the column runs the form's whole height: the prompt (then the
				    results' headline figures) stays in view beside the long form, and the rest of the
				    results scrolls with the page, never inside a box of its own. */}
				<div data-results-panel="" className="min-w-0 lg:self-stretch">
					{calculated ? (
						<Suspense fallback={<RoiResultsLoading />}>
							<RoiResults inputs={inputs} focusRequest={focusRequest} summarySlot={SUMMARY_SLOT} />
						</Suspense>
					) : (
						<RoiPlaceholder estimateReply={estimateReply} />
					)}
				</div>
			</div>
		</section>
	)
}
