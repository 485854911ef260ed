import CalendarCheck from 'lucide-react/icons/calendar-check'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import type { Offer } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { CheckList, ToneIcon } from './section-frame.tsx'

/** Service offers side by side, each with its features and an optional booking button. */
export function OffersGrid({ items, bookingUrl }: { items: Offer[]; bookingUrl: string }) {
	return (
		<ul className={cn('grid gap-6', items.length >= 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2')}>
			{items.map((offer) => (
				<li
					key={offer.title}
					className="flex flex-col rounded-[var(--radius-card)] border border-border bg-white p-6 sm:p-8"
				>
					<ToneIcon icon={offer.icon} />
					<h3 className="text-h3 mt-5">{offer.title}</h3>
					<p className="mt-3 text-muted">{offer.description}</p>
					<CheckList items={offer.features} className="mt-6" />
					{offer.deliverable ? (
						<p className="mt-6 border-t border-border pt-4 text-[0.95rem] font-semibold text-primary-strong">
							{offer.deliverable}
						</p>
					) : null}
					{offer.cta ? (
						<div className="mt-auto pt-8">
							<ExternalLink href={bookingUrl} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
								<CalendarCheck aria-hidden="true" />
								{offer.cta}
							</ExternalLink>
						</div>
					) : null}
				</li>
			))}
		</ul>
	)
}
