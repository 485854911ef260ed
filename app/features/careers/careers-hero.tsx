import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import { HeroDrawing } from '#app/components/layout/drawing.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { siteConfig } from '#app/config/site.ts'
import { careersPage } from '#app/content/careers/careers.ts'
import { FloatingParticles, ParticlesPause } from './floating-particles.tsx'

const { hero } = careersPage

export function CareersHero() {
	return (
		<PageHero
			eyebrow={hero.eyebrow}
			title={hero.title}
			subtitle={hero.subtitle}
			// A globe crossed by the team's travels, a certification badge and a team: the right
			// half, written into the page (docs/decisions/096-inline-hero-drawings.md).
			illustration={<HeroDrawing name="careers-hero" />}
			decoration={<FloatingParticles />}
		>
			<ExternalLink href={siteConfig.careersUrl} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
				{hero.cta}
				<ArrowUpRight aria-hidden="true" />
			</ExternalLink>
			<ParticlesPause />
		</PageHero>
	)
}
