import type * as React from 'react'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import type { NavItem } from './navigation.ts'

type AnchorProps = Omit<React.ComponentProps<'a'>, 'href'>

/** The address of a navigation item: a home section is `/#id` (the browser scrolls there, smoothly on home). */
export function navItemHref(item: Exclude<NavItem, { kind: 'external' }>): string {
	return item.kind === 'section' ? `/#${item.section}` : item.to
}

/** A link to a home section: `/#id`, from any page (the browser scrolls there, smoothly on home). */
export function SectionLink({ section, children, ...props }: AnchorProps & { section: string }) {
	return (
		<a href={`/#${section}`} {...props}>
			{children}
		</a>
	)
}

/**
 * Renders any navigation item as a plain link: a document navigation, which the
 * Speculation Rules make instant (docs/decisions/054-static-first-pages.md).
 */
export function NavItemLink({ item, ...props }: AnchorProps & { item: NavItem }) {
	if (item.kind === 'external')
		return (
			<ExternalLink href={item.href} {...props}>
				{item.label}
			</ExternalLink>
		)
	return (
		<a href={navItemHref(item)} {...props}>
			{item.label}
		</a>
	)
}
