import Check from 'lucide-react/icons/check'
import type * as React from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { LangText } from '#app/components/ui/lang-text.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import type { Heading, IconName, Tone } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { sectionIcons, toneTileClasses } from '../section-icons.ts'

export type SectionTone = 'white' | 'surface'

/** A content section of an expertise page: its anchor, background and heading. */
export function SectionFrame({
	heading,
	tone,
	align = 'center',
	children,
}: {
	heading: Heading
	tone: SectionTone
	align?: 'center' | 'left'
	children: React.ReactNode
}) {
	return (
		<Section id={heading.id} tone={tone} aria-labelledby={`${heading.id}-title`}>
			<SectionHeading
				id={`${heading.id}-title`}
				eyebrow={heading.eyebrow}
				title={<LangText text={heading.title} />}
				intro={heading.intro}
				align={align}
			/>
			{children}
		</Section>
	)
}

/** An icon in a square tinted with its item's colour at 10 %: the site's one icon style. */
export function ToneIcon({
	icon,
	tone = 'primary',
	size = 'md',
	className,
}: {
	icon: IconName
	tone?: Tone
	size?: 'sm' | 'md'
	className?: string
}) {
	const Icon = sectionIcons[icon]
	return (
		<span
			aria-hidden="true"
			className={cn(
				'inline-flex shrink-0 items-center justify-center',
				size === 'md' ? 'size-12 rounded-xl [&_svg]:size-6' : 'size-10 rounded-lg [&_svg]:size-5',
				toneTileClasses[tone],
				className,
			)}
		>
			<Icon />
		</span>
	)
}

/** A list of short points, each with a check mark. */
export function CheckList({
	items,
	className,
	inverse = false,
}: {
	items: string[]
	className?: string
	inverse?: boolean
}) {
	return (
		<ul className={cn('space-y-2', className)}>
			{items.map((item) => (
				<li key={item} className="flex items-start gap-2 text-[0.95rem]">
					<CheckMark inverse={inverse} />
					<span>{item}</span>
				</li>
			))}
		</ul>
	)
}

function CheckMark({ inverse }: { inverse: boolean }) {
	return <Check aria-hidden="true" className={cn('mt-1 size-4 shrink-0', inverse ? 'text-white' : 'text-primary')} />
}

/** Technology or product names as neutral pills. */
export function TagList({ items, label, className }: { items: string[]; label: string; className?: string }) {
	return (
		<ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
			{items.map((item) => (
				<li key={item}>
					<Badge tone="neutral">{item}</Badge>
				</li>
			))}
		</ul>
	)
}
