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
