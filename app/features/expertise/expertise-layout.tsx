import ArrowDown from 'lucide-react/icons/arrow-down'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import { CtaBand } from '#app/components/layout/cta-band.tsx'
import { HeroDrawing } from '#app/components/layout/drawing.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { LangText } from '#app/components/ui/lang-text.tsx'
import type { ExpertisePage } from '#app/content/expertise/types.ts'
import { expertiseIcons } from './area-icons.ts'
import { calendarUrl } from './booking.ts'
import { ExpertiseContentSection } from './expertise-section.tsx'

/**
 * The shared layout of the seven expertise pages: hero with icon, title,
 * subtitle, background illustration and back button; the page's sections; the closing
 * call to action whose two buttons, « Nous contacter » and « Prendre rendez-vous », both
 * open the page's calendar (docs/decisions/045-header-menus-and-contact.md). Every booking
 * button of the page opens the page's calendar.
 */
export function ExpertiseLayout({ page }: { page: ExpertisePage }) {
	const Icon = expertiseIcons[page.slug]
	const bookingUrl = calendarUrl(page.calendar)
	const firstSection = page.sections[0]
	return (
		<>
			<PageHero
				title={page.title}
				subtitle={page.subtitle}
				eyebrow={page.eyebrow}
				icon={<Icon />}
				illustration={<HeroDrawing name={`expertise-${page.slug}`} />}
				back={{ to: '/', label: 'Retour à l’accueil' }}
			>
				<ExternalLink href={bookingUrl} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
					<CalendarCheck aria-hidden="true" />
					<LangText text={page.heroCta} />
				</ExternalLink>
				{firstSection ? (
					<a href={`#${firstSection.id}`} className={buttonVariants({ variant: 'outlineInverse', size: 'lg' })}>
						En savoir plus
						{/* One name per page for assistive technologies (the visible words are the same on all seven). */}
						<span className="sr-only"> sur l’expertise {page.title}</span>
						<ArrowDown aria-hidden="true" />
					</a>
				) : null}
			</PageHero>
			{page.sections.map((section, index) => (
				<ExpertiseContentSection
					key={section.id}
					section={section}
					tone={index % 2 === 0 ? 'white' : 'surface'}
					bookingUrl={bookingUrl}
				/>
			))}
			<CtaBand id="demarrer" title={'Prêt à démarrer votre projet\u00a0?'} text={page.closingText}>
				<ExternalLink href={bookingUrl} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
					Nous contacter
				</ExternalLink>
				<ExternalLink href={bookingUrl} className={buttonVariants({ variant: 'outlineInverse', size: 'lg' })}>
					Prendre rendez-vous
				</ExternalLink>
			</CtaBand>
		</>
	)
}
