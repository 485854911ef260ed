import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

// The project's own utilities (app/styles/app.css `@utility`): without this, tailwind-merge
// would read `text-h3` as a colour and drop it next to `text-primary`.
const twMerge = extendTailwindMerge({
	extend: { classGroups: { 'font-size': [{ text: ['h1', 'h2', 'h3'] }] } },
})

/**
 * Joins class names and resolves Tailwind conflicts, the last one winning (as shadcn's
 * `cn`): `cn(buttonVariants(), 'bg-danger')` is red, whatever the stylesheet's order.
 * tailwind-merge again (docs/decisions/093-class-merging-by-tailwind-merge.md): reading
 * pages ship no framework (docs/decisions/054-static-first-pages.md), so it costs only
 * the app pages, within their budget.
 */
export function cn(...inputs: ClassValue[]): string {
	return twMerge(clsx(inputs))
}

/** True when the visitor asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
	return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
