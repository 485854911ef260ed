import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

type SliderProps = {
	value?: number[]
	defaultValue?: number[]
	min?: number
	max?: number
	step?: number
	name?: string
	disabled?: boolean
	className?: string
	onValueChange?: (value: number[]) => void
	/** Props of the element with role="slider": id, aria-labelledby, aria-valuetext… */
	thumbProps?: React.ComponentProps<'input'>
}

/**
 * A single-thumb slider: the browser's own range input (arrows, Home/End, Page Up/Down;
 * drawn in the primary colour through `accent-color`), so it works and posts its value
 * without JavaScript and costs no code. The API follows shadcn's (value as an array).
 */
function Slider({
	className,
	value,
	defaultValue,
	min = 0,
	max = 100,
	step = 1,
	name,
	disabled,
	onValueChange,
	thumbProps,
}: SliderProps) {
	const current = (value ?? defaultValue ?? [min])[0] ?? min
	return (
		<input
			type="range"
			data-slot="slider"
			name={name}
			min={min}
			max={max}
			step={step}
			disabled={disabled}
			{...(value ? { value: current } : { defaultValue: current })}
			aria-valuenow={current}
			onChange={(event) => onValueChange?.([Number(event.currentTarget.value)])}
			className={cn(
				'block h-8 w-full cursor-pointer accent-primary disabled:cursor-default disabled:opacity-60',
				className,
			)}
			{...thumbProps}
		/>
	)
}

export { Slider }
