import { Slider as SliderPrimitive } from 'radix-ui'
import type * as React from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { cn } from '#app/lib/utils.ts'

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
	/** Props of the thumb (the element with role="slider"): aria-labelledby, aria-valuetext… */
	thumbProps?: React.ComponentProps<typeof SliderPrimitive.Thumb>
}

/**
 * shadcn-style single-thumb slider on Radix (keyboard: arrows, Home/End, Page Up/Down).
 * Radix positions the thumb with inline style attributes, which the CSP blocks in server
 * HTML; so the server (and the hydration pass) draws a static SVG of the same size and
 * geometry, and the live slider takes its place once hydrated.
 */
function Slider({ className, value, defaultValue, min = 0, max = 100, thumbProps, ...props }: SliderProps) {
	const hydrated = useHydrated()
	const current = (value ?? defaultValue ?? [min])[0] ?? min
	const rootClassName = cn('relative flex h-8 w-full touch-none items-center select-none', className)
	if (!hydrated) return <StaticSlider percent={((current - min) / (max - min || 1)) * 100} className={rootClassName} />
	return (
		<SliderPrimitive.Root
			data-slot="slider"
			value={value}
			defaultValue={defaultValue}
			min={min}
			max={max}
			className={cn(rootClassName, 'cursor-pointer data-[disabled]:cursor-default data-[disabled]:opacity-60')}
			{...props}
		>
			<SliderPrimitive.Track
				data-slot="slider-track"
				className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-border"
			>
				<SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-primary" />
			</SliderPrimitive.Track>
			<SliderPrimitive.Thumb
				data-slot="slider-thumb"
				className="block size-5 shrink-0 rounded-full border-2 border-primary bg-white shadow-sm shadow-ink/20 transition-[box-shadow] duration-150 ease-out hover:ring-4 hover:ring-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) focus-visible:ring-4 focus-visible:ring-primary/15"
				{...thumbProps}
			/>
		</SliderPrimitive.Root>
	)
}

/** The slider as drawn before hydration (and without JavaScript): same box, no inline style. */
function StaticSlider({ percent, className }: { percent: number; className: string }) {
	const at = `${Math.min(100, Math.max(0, percent))}%`
	return (
		<span data-slot="slider" data-static="" aria-hidden="true" className={className}>
			<svg className="absolute inset-x-0 top-1/2 h-1.5 w-full -translate-y-1/2 overflow-visible" focusable="false">
				<rect width="100%" height="100%" rx="3" className="fill-border" />
				<rect width={at} height="100%" rx="3" className="fill-primary" />
			</svg>
			{/* The thumb’s centre runs from 10 px to width − 10 px, as Radix keeps it in bounds. */}
			<span className="absolute inset-x-2.5 top-1/2 h-5 -translate-y-1/2">
				<svg className="block size-full overflow-visible" focusable="false">
					<circle cx={at} cy="50%" r="9" className="fill-white stroke-primary" strokeWidth="2" />
				</svg>
			</span>
		</span>
	)
}

export { Slider }
