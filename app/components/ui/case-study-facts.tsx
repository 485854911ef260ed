import Clock from 'lucide-react/icons/clock'
import type * as React from 'react'
import { cn } from '#app/lib/utils.ts'

/** A duration with its clock icon ("3 mois", "1-2 semaines"); screen readers hear "Durée : …". */
function Duration({ children, className }: { children: React.ReactNode; className?: string }) {
	return (
		<span className={cn('inline-flex items-center gap-1.5', className)}>
			<Clock aria-hidden="true" className="size-4" />
			<span className="sr-only">{'Durée\u00a0: '}</span>
			{children}
		</span>
	)
}

/** The two facts every client story opens with: the challenge and the solution. */
function ChallengeSolution({
	challenge,
	solution,
	className,
}: {
	challenge: React.ReactNode
	solution: React.ReactNode
	className?: string
}) {
	return (
		<dl className={cn('space-y-4', className)}>
			<div>
				<dt className="font-semibold">Le défi</dt>
				<dd className="mt-1 text-muted">{challenge}</dd>
			</div>
			<div>
				<dt className="font-semibold">Notre solution</dt>
				<dd className="mt-1 text-muted">{solution}</dd>
			</div>
		</dl>
	)
}

export { ChallengeSolution, Duration }
