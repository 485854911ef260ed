import { createElement, type SVGProps } from 'react'

/** An icon as lucide-react's icon modules describe it (`lucide-react/icons/<name>`). */
export type LucideIconData = {
	name: string
	size?: number
	aliases?: readonly string[]
	node: readonly (readonly [tag: string, attributes: Record<string, string | number>])[]
}

export type LucideIconProps = SVGProps<SVGSVGElement>

/** lucide-react's rule: an icon named for assistive technologies is shown to them, any other hidden. */
function isNamed(props: LucideIconProps): boolean {
	return Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title')
}

/**
 * Stands in for lucide-react's own `createLucideIcon` in the build (the alias is in
 * vite.config.ts; docs/decisions/097-icons-without-lucide-runtime.md): the same `<svg>`
 * for the props the site passes (a class, aria attributes), without lucide's runtime
 * (context, size and stroke options, name conversions), 1 KB of every app page's
 * first load. React 19 passes `ref` as a prop.
 */
export default function createLucideIcon(icon: LucideIconData) {
	const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`
	const names = ['lucide', ...[icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`)].join(' ')
	function LucideIcon({ className, children, ...props }: LucideIconProps) {
		return createElement(
			'svg',
			{
				xmlns: 'http://www.w3.org/2000/svg',
				width: 24,
				height: 24,
				viewBox,
				fill: 'none',
				stroke: 'currentColor',
				strokeWidth: 2,
				strokeLinecap: 'round',
				strokeLinejoin: 'round',
				className: className ? `${names} ${className}` : names,
				...(children || isNamed(props) ? {} : { 'aria-hidden': 'true' }),
				...props,
			},
			...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
			children,
		)
	}
	LucideIcon.displayName = icon.name
	return LucideIcon
}
