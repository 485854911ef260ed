import ArrowLeft from 'lucide-react/icons/arrow-left'
import type * as React from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'

/**
 * The hero of inner pages (expertise, ROI, careers, blog, legal): dark band with an
 * optional background illustration, icon, eyebrow, title, subtitle, back link and actions.
 */
// A scrim between a background illustration and the text: long titles and small screens,
// where the drawing sits behind the text (every phone), stay calm to read.
const illustrationScrim =
	"before:absolute before:inset-0 before:-z-[5] before:content-[''] before:bg-linear-to-r before:from-ink/90 before:via-ink/60 before:to-ink/0 max-lg:before:via-ink/75 max-lg:before:to-ink/70"

/** A hero's background drawing fetched as an image (pages that hydrate: see drawing.tsx). */
export function HeroImage({ src }: { src: string }) {
	return (
		<img
			src={src}
			alt=""
			width={1600}
			height={600}
			fetchPriority="high"
			className="absolute inset-0 -z-10 size-full object-cover object-right"
		/>
	)
}

export function PageHero({
	title,
	subtitle,
	eyebrow,
	icon,
	illustration,
	decoration,
	back,
	children,
	className,
}: {
	title: React.ReactNode
	subtitle?: React.ReactNode
	eyebrow?: React.ReactNode
	icon?: React.ReactNode
	/** A 1600×600 illustration drawn on the right, the left calm for the text: `<HeroDrawing>`
	 *  on a reading page, `<HeroImage>` on a page that hydrates. */
	illustration?: React.ReactNode
	/** Decorative layer drawn behind the text (hidden from assistive technologies). */
	decoration?: React.ReactNode
	back?: { to: string; label: string }
	/** Buttons or any content under the subtitle. */
	children?: React.ReactNode
	className?: string
}) {
	return (
		<section
			className={cn(
				'on-dark relative isolate overflow-hidden bg-ink text-white',
				illustration && illustrationScrim,
				className,
			)}
		>
			{illustration ?? (
				<div
					aria-hidden="true"
					className="brand-gradient absolute -right-40 -top-40 -z-10 size-[560px] rounded-full opacity-30 blur-3xl"
				/>
			)}
			{decoration ? (
				<div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
					{decoration}
				</div>
			) : null}
			<div className="container-page py-16 lg:py-24">
				{back ? (
					<a href={back.to} className={buttonVariants({ variant: 'outlineInverse', size: 'sm', className: 'mb-8' })}>
						<ArrowLeft aria-hidden="true" />
						{back.label}
					</a>
				) : null}
				<div className="max-w-3xl">
					{icon ? (
						<span
							aria-hidden="true"
							className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-white ring-1 ring-white/20 [&_svg]:size-7"
						>
							{icon}
						</span>
					) : null}
					{eyebrow ? (
						<p className="mb-3 text-sm font-semibold uppercase tracking-[0.12em] text-white/80">{eyebrow}</p>
					) : null}
					<h1 className="text-h1 font-bold">{title}</h1>
					{subtitle ? <p className="mt-6 max-w-[60ch] text-lg text-white/85 lg:text-xl">{subtitle}</p> : null}
					{/* Buttons wrap their text on a narrow screen rather than being cut by the hero's frame. */}
					{children ? (
						<div className="mt-8 flex flex-wrap gap-3 *:max-w-full *:whitespace-normal *:py-2.5 *:text-center">
							{children}
						</div>
					) : null}
				</div>
			</div>
		</section>
	)
}
