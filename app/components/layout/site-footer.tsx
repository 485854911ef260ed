import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import Phone from 'lucide-react/icons/phone'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { phoneHref, phoneText, siteConfig } from '#app/config/site.ts'
// Only the state: the rest of the checks' output stays out of the browser bundle.
import { state as accessibilityState } from '#app/content/accessibility-audit.json'
import { expertiseLinks } from '#app/content/expertise-links.ts'
import { Logo } from './logo.tsx'
import { SectionLink } from './nav-link.tsx'

const linkClass = 'inline-flex min-h-8 items-center text-white/80 transition-colors hover:text-white'

// Read once when the module loads: prerendered pages carry their build's year.
const year = new Date().getFullYear()

export function SiteFooter() {
	return (
		<footer className="on-dark bg-ink text-white">
			<div className="container-page grid gap-10 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.2fr]">
				<div>
					<Logo inverse />
					<p className="mt-4 max-w-xs text-white/80">
						Cabinet de conseil et revendeur pure player Google Cloud. Plus de 10 ans d’expertise cloud.
					</p>
					<p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/20">
						<span aria-hidden="true" className="size-2 rounded-full bg-accent" />
						Partenaire officiel Google Cloud
					</p>
				</div>
				<nav aria-label="Liens du site">
					<h2 className="text-sm font-semibold uppercase tracking-[0.12em] text-white/60">Navigation</h2>
					<ul className="mt-4 space-y-1">
						<li>
							<a href="/" className={linkClass}>
								Accueil
							</a>
						</li>
						<li>
							<SectionLink section="about" className={linkClass}>
								À propos
							</SectionLink>
						</li>
						<li>
							<a href="/blog" className={linkClass}>
								Blog
							</a>
						</li>
						<li>
							<a href="/carrieres" className={linkClass}>
								Carrières
							</a>
						</li>
						<li>
							<SectionLink section="contact" className={linkClass}>
								Contact
							</SectionLink>
						</li>
						<li>
							<a href="/mentions-legales" className={linkClass}>
								Mentions légales
							</a>
						</li>
						<li>
							<a href="/politique-confidentialite" className={linkClass}>
								Politique de confidentialité
							</a>
						</li>
						<li>
							{/* The RGAA asks every page to state the conformance in its footer. */}
							<a href="/accessibilite" className={linkClass}>
								{`Accessibilité\u00a0: ${accessibilityState}`}
							</a>
						</li>
					</ul>
				</nav>
				<nav aria-label="Nos expertises">
					<h2 className="text-sm font-semibold uppercase tracking-[0.12em] text-white/60">Expertises</h2>
					<ul className="mt-4 space-y-1">
						{expertiseLinks.map((area) => (
							<li key={area.slug}>
								<a href={area.path} className={linkClass}>
									{area.title}
								</a>
							</li>
						))}
						<li>
							<a href="/expertise/roi-calculator" className={linkClass}>
								Calculateur de ROI
							</a>
						</li>
					</ul>
				</nav>
				<div>
					<h2 className="text-sm font-semibold uppercase tracking-[0.12em] text-white/60">Contact</h2>
					<ul className="mt-4 space-y-4 text-white/85">
						{siteConfig.offices.map((office) => (
							<li key={office.city} className="flex gap-3">
								<MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
								<address className="not-italic">
									<span className="font-semibold text-white">{office.city}</span>
									<br />
									{office.street}, {office.postalCode} {office.city}
								</address>
							</li>
						))}
						<li className="flex items-center gap-3">
							<Phone aria-hidden="true" className="size-4 shrink-0 text-accent" />
							<a href={phoneHref()} className={linkClass}>
								{phoneText()}
							</a>
						</li>
						<li className="flex items-center gap-3">
							<Mail aria-hidden="true" className="size-4 shrink-0 text-accent" />
							<a href={`mailto:${siteConfig.email}`} className={linkClass}>
								{siteConfig.email}
							</a>
						</li>
						<li className="flex items-center gap-3">
							<svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 fill-accent">
								<path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm7 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 5.99v5.46h-4v-4.84c0-1.16-.02-2.64-1.6-2.64-1.61 0-1.86 1.26-1.86 2.56v4.92h-4v-11Z" />
							</svg>
							<ExternalLink href={siteConfig.socialUrl} className={linkClass}>
								{siteConfig.name} sur LinkedIn
							</ExternalLink>
						</li>
					</ul>
				</div>
			</div>
			<div className="border-t border-white/10">
				<div className="container-page flex flex-col gap-2 py-6 text-sm text-white/70 sm:flex-row sm:justify-between">
					<p>
						© <time dateTime={String(year)}>{year}</time> {siteConfig.legalName}. Tous droits réservés.
					</p>
					<p>{siteConfig.name} est partenaire de Google Cloud. Google Cloud est une marque de Google LLC.</p>
				</div>
			</div>
		</footer>
	)
}
