import CalendarDays from 'lucide-react/icons/calendar-days'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import Phone from 'lucide-react/icons/phone'
import { useActionData } from 'react-router'
import type { Route } from './+types/contact'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { phoneHref, phoneText, siteConfig } from '#app/config/site.ts'
import { contactForm } from '#app/content/contact.ts'
import { contactPage } from '#app/content/contact-page.ts'
import { attributionOfVisit } from '#app/features/leads/attribution.ts'
import { ContactForm } from '#app/features/leads/contact-form.tsx'
import { type ContactActionResult, handleContactSubmission } from '#app/features/leads/contact.server.ts'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'

/**
 * What the server sees of the visit, for the form's attribution fields: empty in the
 * prerendered page, the URL's UTM parameters and the referring site when the page is
 * requested with a query string (docs/decisions/036-lead-attribution.md).
 */
export function loader({ request }: Route.LoaderArgs) {
	return { attribution: attributionOfVisit(new URL(request.url), request.headers.get('referer')) }
}

/** The contact form, posted without JavaScript (or by a page script): docs/decisions/076-contact-form.md. */
export async function action({ request }: Route.ActionArgs) {
	return handleContactSubmission(request)
}

export default function Contact() {
	const reply = useActionData<ContactActionResult>()
	return (
		<>
			<PageHero
				eyebrow={contactPage.eyebrow}
				title={contactPage.title}
				subtitle={contactPage.subtitle}
				icon={<Mail />}
				back={{ to: '/', label: 'Retour à l’accueil' }}
			/>
			<Section tone="surface" aria-labelledby="contact-form-title">
				<div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[1.5fr_1fr]">
					<Card className="min-w-0 shadow-xl shadow-ink/5 sm:p-10">
						<h2 id="contact-form-title" className="text-h2">
							{contactForm.title}
						</h2>
						<p className="mt-3 text-muted">{contactForm.intro}</p>
						<div className="mt-8">
							<ContactForm reply={reply} action="/contact#contact-form" againHref="/contact" />
						</div>
					</Card>
					<div className="min-w-0 space-y-6">
						<div className="on-dark brand-gradient-deep rounded-[var(--radius-card)] p-6 text-white sm:p-8">
							<h2 className="text-h3 font-bold">{contactPage.bookingTitle}</h2>
							<p className="mt-2 text-white/90">{contactPage.bookingText}</p>
							<ExternalLink
								href={siteConfig.bookingUrl}
								className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'mt-6 whitespace-normal' })}
							>
								<CalendarDays aria-hidden="true" />
								{contactPage.bookingCta}
							</ExternalLink>
						</div>
						<Card>
							<h2 className="text-h3 font-bold">{contactPage.detailsTitle}</h2>
							<ul className="mt-4 space-y-3">
								<li className="flex items-center gap-3">
									<Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
									<a href={phoneHref()} className="underline-offset-4 hover:underline">
										{phoneText()}
									</a>
								</li>
								<li className="flex items-center gap-3">
									<Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
									<a href={`mailto:${siteConfig.email}`} className="underline-offset-4 hover:underline">
										{siteConfig.email}
									</a>
								</li>
								{siteConfig.offices.map((office) => (
									<li key={office.city} className="flex items-start gap-3">
										<MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
										<span>
											<span className="font-semibold">{office.city}</span> · {office.street}, {office.postalCode}
										</span>
									</li>
								))}
							</ul>
						</Card>
					</div>
				</div>
			</Section>
		</>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: contactPage.seoTitle,
		description: contactPage.description,
		path: contactPage.path,
		keywords: ['contact', 'conseil Google Cloud', 'rendez-vous expert cloud', 'Nuvéa'],
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: contactPage.title, path: contactPage.path },
		]),
	})
