import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import type { ExpertiseSectionData } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { formatPlanPrice } from '../figures.ts'
import { CheckList } from './section-frame.tsx'

type Pricing = Extract<ExpertiseSectionData, { kind: 'pricing' }>

/** The plans with their monthly price per user; the popular one stands out; Enterprise is on quote. */
export function PricingPlans({
	plans,
	onQuote,
	note,
	bookingUrl,
}: Pick<Pricing, 'plans' | 'onQuote' | 'note'> & { bookingUrl: string }) {
	return (
		<>
			<ul className="grid items-stretch gap-6 lg:grid-cols-3">
				{plans.map((plan) => (
					<li
						key={plan.name}
						data-popular={plan.popular ? 'true' : undefined}
						className={cn(
							'relative flex flex-col rounded-[var(--radius-card)] bg-white p-6 sm:p-8',
							plan.popular
								? 'shadow-xl shadow-primary/10 ring-2 ring-primary lg:-my-3 lg:py-11'
								: 'border border-border',
						)}
					>
						{plan.popular ? (
							<span className="absolute -top-3.5 left-6 inline-flex items-center rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white shadow-sm">
								Populaire
							</span>
						) : null}
						<h3 className="text-h3">{plan.name}</h3>
						<p className="mt-2 min-h-12 text-[0.95rem] text-muted">{plan.description}</p>
						<p className="mt-6">
							<span className="tabular text-4xl font-bold tracking-tight text-ink">
								{plan.price === null ? 'Sur devis' : formatPlanPrice(plan.price)}
							</span>{' '}
							{plan.price === null ? null : (
								<span className="block text-sm text-muted">HT par utilisateur et par mois</span>
							)}
						</p>
						<CheckList items={plan.features} className="mt-6" />
						<div className="mt-auto pt-8">
							<ExternalLink
								href={bookingUrl}
								className={buttonVariants({ variant: plan.popular ? 'primary' : 'secondary', className: 'w-full' })}
							>
								{plan.cta}
								<span className="sr-only">{` – ${plan.name}`}</span>
							</ExternalLink>
						</div>
					</li>
				))}
			</ul>
			<div className="mt-8 flex flex-col gap-6 rounded-[var(--radius-card)] border border-border bg-white p-6 sm:p-8 lg:flex-row lg:items-center">
				<ul className="flex flex-wrap gap-x-10 gap-y-4">
					{onQuote.names.map((name) => (
						<li key={name}>
							<h3 className="text-xl font-bold">{name}</h3>{' '}
							<span className="mt-1 block font-semibold text-primary">Sur devis</span>
						</li>
					))}
				</ul>
				<p className="flex-1 text-muted">{onQuote.description}</p>
				<ExternalLink href={bookingUrl} className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}>
					{onQuote.cta}
				</ExternalLink>
			</div>
			<p className="mt-6 text-center text-sm text-muted">{note}</p>
		</>
	)
}
