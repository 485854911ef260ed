import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

/** A labelled input: label above, required mark, French error message below, linked by aria-describedby. */
function TextField({
	label,
	name,
	error,
	required = true,
	className,
	inputClassName,
	...props
}: React.ComponentProps<'input'> & { label: string; name: string; error?: string; inputClassName?: string }) {
	const id = props.id ?? `field-${name}`
	const errorId = `${id}-error`
	return (
		<div data-slot="field" className={className}>
			<label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
				{label}
				{required ? (
					<span aria-hidden="true" className="ml-0.5 text-danger">
						*
					</span>
				) : null}
			</label>
			<input
				id={id}
				name={name}
				required={required}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? errorId : undefined}
				className={cn(
					'block min-h-11 w-full rounded-[var(--radius-input)] border bg-white px-3.5 text-base text-ink placeholder:text-muted/70 transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:bg-surface',
					error ? 'border-danger' : 'border-border hover:border-muted/50',
					inputClassName,
				)}
				{...props}
			/>
			{error ? (
				<p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
					{error}
				</p>
			) : null}
		</div>
	)
}

/** Visually hidden field only robots fill in (spam protection). */
function Honeypot({ name = 'website' }: { name?: string }) {
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
			<label htmlFor={`hp-${name}`}>Ne pas remplir ce champ</label>
			<input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}

export { TextField, Honeypot }
