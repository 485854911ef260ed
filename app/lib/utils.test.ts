import { expect, test } from 'vitest'
import { cn } from './utils.ts'

test('conflicting Tailwind classes: the last one wins', () => {
	expect(cn('bg-primary text-white hover:bg-primary-strong', 'bg-danger hover:bg-danger/90')).toBe(
		'text-white bg-danger hover:bg-danger/90',
	)
	expect(cn('px-4 text-sm', 'px-7 text-base')).toBe('px-7 text-base')
	expect(cn('rounded-full', { 'rounded-[var(--radius-input)]': true })).toBe('rounded-[var(--radius-input)]')
})

test('the project’s font-size utilities are not mistaken for colours', () => {
	expect(cn('text-h3 font-bold', 'text-primary')).toBe('text-h3 font-bold text-primary')
	expect(cn('text-h3', 'text-h2')).toBe('text-h2')
	expect(cn('text-muted', 'text-ink')).toBe('text-ink')
})

test('falsy values and arrays are joined as clsx does', () => {
	expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c')
})

test('a later shorthand overrides its longhands; width, style and colour are separate groups', () => {
	expect(cn('px-2 py-1 pt-3', 'p-4')).toBe('p-4')
	expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
	expect(cn('w-4 h-4', 'size-6')).toBe('size-6')
	expect(cn('border border-border', 'border-2 border-danger')).toBe('border-2 border-danger')
	expect(cn('border border-dashed', 'border-primary')).toBe('border border-dashed border-primary')
	expect(cn('outline-2 outline-(--focus-ring)', 'outline-danger')).toBe('outline-2 outline-danger')
	expect(cn('flex flex-col', 'flex-row')).toBe('flex flex-row')
	expect(cn('flex', 'hidden')).toBe('hidden')
	expect(cn('font-sans font-bold', 'font-semibold')).toBe('font-sans font-semibold')
	expect(cn('text-[0.95rem] text-muted', 'text-base')).toBe('text-muted text-base')
	expect(cn('text-center', 'text-left text-white/85')).toBe('text-left text-white/85')
	expect(cn('shadow-sm', 'shadow-none')).toBe('shadow-none')
})

test('variants resolve separately, and unknown classes never conflict', () => {
	expect(cn('hover:bg-primary bg-white', 'hover:bg-surface')).toBe('bg-white hover:bg-surface')
	expect(cn('lg:px-4 px-2', 'lg:px-6')).toBe('px-2 lg:px-6')
	expect(cn('data-[state=open]:opacity-100 opacity-0', 'data-[state=open]:opacity-50')).toBe(
		'opacity-0 data-[state=open]:opacity-50',
	)
	// Classes tailwind-merge does not know are kept as written (a repeat is harmless).
	expect(cn('section-y container-page', 'tabular', 'section-y')).toBe('section-y container-page tabular section-y')
	expect(cn('-mt-2', 'mt-4')).toBe('mt-4')
	expect(cn('max-sm:hidden', 'inline-flex')).toBe('max-sm:hidden inline-flex')
})

test('a class string resolves the same the first time and from the cache', () => {
	const classes = ['rounded-tl-lg rounded-lg', 'border-t-2 border-2 ring-offset-2 ring-2', 'ease-in-out ease-linear']
	const first = classes.map((value) => cn(value))
	expect(first).toEqual(['rounded-lg', 'border-2 ring-offset-2 ring-2', 'ease-linear'])
	expect(classes.map((value) => cn(value))).toEqual(first)
})

test('a later shorthand overrides its sides and corners, whatever the property', () => {
	expect(cn('rounded-br-lg rounded-none')).toBe('rounded-none')
	expect(cn('border-r-4 border-2')).toBe('border-2')
	expect(cn('border-r-red-500 border-blue-500')).toBe('border-blue-500')
})
