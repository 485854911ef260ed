import type * as React from 'react'
import { HONEYPOT_FIELD } from '#app/lib/honeypot.ts'
import { cn } from '#app/lib/utils.ts'

/** A labelled input: label above, required mark, optional hint and French error message below, both linked by aria-describedby. */
function TextField({
	label,
	name,
	error,
	hint,
	required = true,
	className,
	inputClassName,
	...props
}: React.ComponentProps<'input'> & {
	label: string
	name: string
	error?: string
	/** A lasting help text (rules of the field), read with the field. */
	hint?: string
	inputClassName?: string
}) {
	const id = props.id ?? `field-${name}`
	const errorId = `${id}-error`
	const hintId = `${id}-hint`
	const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
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
				aria-describedby={describedBy || undefined}
				className={cn(
					'block min-h-11 w-full rounded-[var(--radius-input)] border bg-white px-3.5 text-base text-ink placeholder:text-muted/70 transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--focus-ring) disabled:bg-surface',
					error ? 'border-danger' : 'border-muted/80 hover:border-ink',
					inputClassName,
				)}
				{...props}
			/>
			{hint ? (
				<p id={hintId} className="mt-1.5 text-xs text-muted">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
					{error}
				</p>
			) : null}
		</div>
	)
}

/** The label, hint and message parts every field shares, around its control. */
function FieldFrame({
	id,
	label,
	required,
	hint,
	error,
	className,
	children,
}: {
	id: string
	label: string
	required: boolean
	hint?: string
	error?: string
	className?: string
	children: React.ReactNode
}) {
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
			{children}
			{hint ? (
				<p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
					{hint}
				</p>
			) : null}
			{error ? (
				<p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
					{error}
				</p>
			) : null}
		</div>
	)
}

const controlClassName = (error: string | undefined) =>
	cn(
		'block min-h-11 w-full rounded-[var(--radius-input)] border bg-white px-3.5 text-base text-ink placeholder:text-muted/70 transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-(--focus-ring) disabled:bg-surface',
		error ? 'border-danger' : 'border-muted/80 hover:border-ink',
	)

const describedBy = (id: string, hint?: string, error?: string) =>
	[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/** A labelled multi-line text, as TextField. */
function TextAreaField({
	label,
	name,
	error,
	hint,
	required = true,
	className,
	...props
}: React.ComponentProps<'textarea'> & { label: string; name: string; error?: string; hint?: string }) {
	const id = props.id ?? `field-${name}`
	return (
		<FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
			<textarea
				id={id}
				name={name}
				required={required}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, hint, error)}
				className={cn(controlClassName(error), 'py-2.5')}
				{...props}
			/>
		</FieldFrame>
	)
}

/** A labelled list of choices, as TextField; `placeholder` is a first, empty choice. */
function SelectField({
	label,
	name,
	error,
	hint,
	required = true,
	className,
	options,
	placeholder,
	...props
}: React.ComponentProps<'select'> & {
	label: string
	name: string
	error?: string
	hint?: string
	options: { value: string; label: string }[]
	placeholder?: string
}) {
	const id = props.id ?? `field-${name}`
	return (
		<FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
			<select
				id={id}
				name={name}
				required={required}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, hint, error)}
				className={controlClassName(error)}
				{...props}
			>
				{placeholder !== undefined ? <option value="">{placeholder}</option> : null}
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</FieldFrame>
	)
}

/** Visually hidden field only robots fill in (spam protection); `idPrefix` keeps ids unique on a page. */
function Honeypot({ idPrefix, form }: { idPrefix: string; form?: string }) {
	const id = `${idPrefix}-${HONEYPOT_FIELD}`
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
			<label htmlFor={id}>Ne pas remplir ce champ</label>
			<input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" form={form} />
		</div>
	)
}

export { TextField, TextAreaField, SelectField, Honeypot }
