import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import CalendarDays from 'lucide-react/icons/calendar-days'
import { CtaBand } from '#app/components/layout/cta-band.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { siteConfig } from '#app/config/site.ts'
import { careersPage } from '#app/content/careers/careers.ts'

const { cta } = careersPage

export function CareersCta() {
	return (
		<CtaBand id="rejoindre" title={cta.title} text={cta.text}>
			<ExternalLink href={siteConfig.careersUrl} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
				{cta.offers}
				<ArrowUpRight aria-hidden="true" />
			</ExternalLink>
			<ExternalLink href={siteConfig.bookingUrl} className={buttonVariants({ variant: 'outlineInverse', size: 'lg' })}>
				<CalendarDays aria-hidden="true" />
				{cta.talk}
			</ExternalLink>
		</CtaBand>
	)
}
