import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Unlike shadcn’s twMerge-based `cn`, it does not resolve
 * conflicting Tailwind classes: tailwind-merge alone cost 12 KB of JavaScript on
 * every page, so components take care not to pass conflicting classes.
 */
export function cn(...inputs: ClassValue[]): string {
	return clsx(inputs)
}

/** True when the visitor asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
	return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
