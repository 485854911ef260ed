import { useId } from 'react'
import { Slider } from '#app/components/ui/slider.tsx'
import {
	formatInputValue,
	spokenInputValue,
	type SliderInputDefinition,
	type TextInputDefinition,
} from './roi-inputs.ts'

/**
 * A whole-number amount: free text, read by parseWholeNumber; on leaving the
 * field it shows the number that was understood ("abc" → "0"). No message is shown.
 */
export function AmountField({
	definition,
	value,
	onChange,
	onBlur,
}: {
	definition: TextInputDefinition
	value: string
	onChange: (value: string) => void
	onBlur: () => void
}) {
	const id = useId()
	return (
		<div>
			<label htmlFor={id} className="block font-medium text-ink">
				{definition.label}
			</label>
			<div className="relative mt-2">
				<input
					id={id}
					name={definition.name}
					type="text"
					inputMode="numeric"
					autoComplete="off"
					spellCheck={false}
					maxLength={16}
					value={value}
					onChange={(event) => onChange(event.target.value)}
					onBlur={onBlur}
					aria-describedby={`${id}-unit`}
					className="tabular h-12 w-full rounded-[var(--radius-input)] border border-muted/70 bg-white pl-4 pr-20 text-lg text-ink transition-[border-color,box-shadow] duration-150 hover:border-ink focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary"
				/>
				<span
					aria-hidden="true"
					className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-muted"
				>
					{definition.unit.symbol}
				</span>
				<span id={`${id}-unit`} className="sr-only">
					En {definition.unit.other}
				</span>
			</div>
		</div>
	)
}

/** A slider with its label and its current value and unit, within the input's bounds and steps. */
export function SliderField({
	definition,
	value,
	onChange,
}: {
	definition: SliderInputDefinition
	value: number
	onChange: (value: number) => void
}) {
	const id = useId()
	return (
		<div>
			<div className="flex items-baseline justify-between gap-4">
				<span id={`${id}-label`} className="font-medium text-ink">
					{definition.label}
				</span>
				<output
					htmlFor={`${id}-thumb`}
					aria-hidden="true"
					className="tabular shrink-0 rounded-full bg-primary/10 px-3 py-0.5 text-sm font-semibold text-primary-strong"
				>
					{formatInputValue(value, definition)}
				</output>
			</div>
			<Slider
				className="mt-1"
				name={definition.name}
				min={definition.min}
				max={definition.max}
				step={definition.step}
				value={[value]}
				onValueChange={([next]) => next !== undefined && onChange(next)}
				thumbProps={{
					id: `${id}-thumb`,
					'aria-labelledby': `${id}-label`,
					'aria-valuetext': spokenInputValue(value, definition),
				}}
			/>
			<div aria-hidden="true" className="tabular flex justify-between text-xs text-muted">
				<span>{formatInputValue(definition.min, definition)}</span>
				<span>{formatInputValue(definition.max, definition)}</span>
			</div>
		</div>
	)
}
