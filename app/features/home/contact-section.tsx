import CalendarDays from 'lucide-react/icons/calendar-days'
import Mail from 'lucide-react/icons/mail'
import Phone from 'lucide-react/icons/phone'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { phoneHref, phoneText, siteConfig } from '#app/config/site.ts'
import { contactSection } from '#app/content/home.ts'
import { contactForm } from '#app/content/contact.ts'
import { ContactForm } from '#app/features/leads/public-ui.tsx'
import type { FormReply } from '#app/infra/forms/form-reply.ts'

/**
 * The closing contact section: the booking button and the firm's details, beside the
 * contact form (posted to the home action with intent=contact, answered on the page).
 */
export function ContactSection({ reply }: { reply?: FormReply<unknown> }) {
	return (
		<section id="contact" aria-labelledby="contact-title" className="section-y">
			<div className="container-page">
				<div className="on-dark brand-gradient-deep relative overflow-hidden rounded-[24px] px-6 py-14 text-white sm:px-12 lg:px-16">
					<div aria-hidden="true" className="absolute -right-24 -top-24 size-80 rounded-full bg-white/10 blur-2xl" />
					<div className="relative grid grid-cols-1 items-start gap-10 lg:grid-cols-[1fr_1.2fr]">
						<div>
							<h2 id="contact-title" className="text-h2">
								{contactSection.title}
							</h2>
							<p className="mt-4 max-w-xl text-lg text-white/90">{contactSection.intro}</p>
							<ExternalLink
								href={siteConfig.bookingUrl}
								className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'mt-8' })}
							>
								<CalendarDays aria-hidden="true" />
								{contactSection.cta}
							</ExternalLink>
							<ul className="mt-10 space-y-3 text-lg">
								<li className="flex items-center gap-3">
									<Phone aria-hidden="true" className="size-5 shrink-0" />
									<a href={phoneHref()} className="underline-offset-4 hover:underline">
										{phoneText()}
									</a>
								</li>
								<li className="flex items-center gap-3">
									<Mail aria-hidden="true" className="size-5 shrink-0" />
									<a href={`mailto:${siteConfig.email}`} className="underline-offset-4 hover:underline">
										{siteConfig.email}
									</a>
								</li>
								{siteConfig.offices.map((office) => (
									<li key={office.city} className="text-white/90">
										<span className="font-semibold text-white">{office.city}</span> · {office.street},{' '}
										{office.postalCode}
									</li>
								))}
							</ul>
						</div>
						<div className="on-light rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-2xl shadow-ink/30 sm:p-8">
							<h3 className="text-h3 font-bold">{contactForm.title}</h3>
							<p className="mt-2 text-muted">{contactForm.intro}</p>
							<div className="mt-6">
								<ContactForm reply={reply} action="/?index#contact" againHref="/#contact" />
							</div>
						</div>
					</div>
				</div>
			</div>
		</section>
	)
}
