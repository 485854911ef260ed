import ArrowRight from 'lucide-react/icons/arrow-right'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { SectionLink } from '#app/components/layout/nav-link.tsx'
import { siteConfig } from '#app/config/site.ts'
import { hero } from '#app/content/home.ts'
import { StatList } from './stat-list.tsx'

export function HeroSection() {
	return (
		<section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden">
			<div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
				<div className="brand-gradient absolute -right-40 -top-40 size-[640px] rounded-full opacity-15 blur-3xl" />
				<div className="absolute -left-32 top-1/2 size-[420px] rounded-full bg-accent/10 blur-3xl" />
			</div>
			<div className="container-page grid items-center gap-12 py-16 lg:grid-cols-[1.1fr_1fr] lg:py-24">
				<div>
					<p className="inline-flex items-center gap-2 rounded-full bg-primary/10 px-4 py-1.5 text-sm font-semibold text-primary-strong">
						<span aria-hidden="true" className="size-2 rounded-full bg-accent" />
						{hero.eyebrow}
					</p>
					<h1 id="hero-title" className="text-h1 mt-6 font-bold">
						{hero.title}
					</h1>
					<p className="mt-6 max-w-[60ch] text-lg text-muted">{hero.lead}</p>
					<div className="mt-8 flex flex-wrap gap-3">
						<ExternalLink href={siteConfig.bookingUrl} className={buttonVariants({ size: 'lg' })}>
							{hero.cta}
							<ArrowRight aria-hidden="true" />
						</ExternalLink>
						<SectionLink section="expertise" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
							{hero.secondaryCta}
						</SectionLink>
					</div>
					<StatList stats={hero.stats} className="mt-12 max-w-lg grid-cols-3" />
				</div>
				<div className="relative mx-auto w-full max-w-xl">
					<img
						src="/images/hero-cloud.svg"
						alt="Illustration : une plateforme cloud reliée à des flux de données et à des indicateurs de performance"
						width={640}
						height={520}
						fetchPriority="high"
						className="h-auto w-full"
					/>
				</div>
			</div>
		</section>
	)
}
