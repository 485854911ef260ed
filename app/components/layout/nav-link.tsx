import type * as React from 'react'
import { Link } from 'react-router'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { isModifiedClick, useSectionNavigation } from './use-section-navigation.ts'
import type { NavItem } from './navigation.ts'

type AnchorProps = Omit<React.ComponentProps<'a'>, 'href'>

/** A link to a home section: a real `/#id` href without JavaScript, smooth scrolling with it. */
export function SectionLink({ section, onClick, children, ...props }: AnchorProps & { section: string }) {
	const goToSection = useSectionNavigation()
	return (
		<a
			href={`/#${section}`}
			onClick={(event) => {
				onClick?.(event)
				if (event.defaultPrevented || isModifiedClick(event)) return
				event.preventDefault()
				goToSection(section)
			}}
			{...props}
		>
			{children}
		</a>
	)
}

/** Renders any navigation item as the right kind of link. */
export function NavItemLink({ item, ...props }: AnchorProps & { item: NavItem }) {
	switch (item.kind) {
		case 'section':
			return (
				<SectionLink section={item.section} {...props}>
					{item.label}
				</SectionLink>
			)
		case 'page':
			return (
				<Link to={item.to} {...props}>
					{item.label}
				</Link>
			)
		case 'external':
			return (
				<ExternalLink href={item.href} {...props}>
					{item.label}
				</ExternalLink>
			)
	}
}
