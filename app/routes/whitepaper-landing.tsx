import BookOpen from 'lucide-react/icons/book-open'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import CircleHelp from 'lucide-react/icons/circle-question-mark'
import { useActionData } from 'react-router'
import type { Route } from './+types/whitepaper-landing'
import { HeroDrawing } from '#app/components/layout/drawing.tsx'
import { PageHero } from '#app/components/layout/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { WhitepaperCover } from '#app/components/whitepaper-cover.tsx'
import { Section, SectionHeading } from '#app/components/ui/section.tsx'
import { whitepaperLanding as content } from '#app/content/whitepaper-landing.ts'
import { whitepaperByType } from '#app/content/whitepapers.ts'
import { handleLeadSubmission, type LeadActionResult } from '#app/features/leads/leads.server.ts'
import { LandingLeadForm } from '#app/features/leads/landing-lead-form.tsx'
import { breadcrumbJsonLd, seo } from '#app/lib/seo.ts'
import { attributionOfVisit } from '#app/features/leads/attribution.ts'

/**
 * What the server sees of the visit, for the lead forms' attribution fields: empty in
 * the prerendered page, the URL's UTM parameters and the referring site when the page is
 * requested with a query string (then rendered per request, docs/decisions/036-lead-attribution.md).
 */
export function loader({ request }: Route.LoaderArgs) {
	return { attribution: attributionOfVisit(new URL(request.url), request.headers.get('referer')) }
}

export async function action({ request }: Route.ActionArgs) {
	return handleLeadSubmission(request, { wording: 'landing', whitepaperType: 'data-platform' })
}

export default function WhitepaperLanding() {
	const result = useActionData<LeadActionResult>()
	const whitepaper = whitepaperByType('data-platform')
	return (
		<>
			<PageHero
				eyebrow={content.hero.eyebrow}
				title={content.hero.title}
				subtitle={content.hero.lead}
				icon={<BookOpen />}
				illustration={<HeroDrawing name="expertise-data-platform" />}
			>
				<a href="#formulaire" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
					{content.hero.cta}
				</a>
			</PageHero>
			<Section aria-labelledby="questions-title">
				<SectionHeading id="questions-title" title={content.questions.title} />
				<ul className="grid gap-4 md:grid-cols-2">
					{content.questions.items.map((question) => (
						<li key={question} className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-white p-5">
							<CircleHelp aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
							<p className="text-[1.02rem]">{question}</p>
						</li>
					))}
				</ul>
			</Section>
			<Section tone="surface" aria-labelledby="summary-title">
				<div className="grid items-start gap-12 lg:grid-cols-[1fr_1.1fr]">
					<WhitepaperCover
						whitepaper={whitepaper}
						className="mx-auto w-64 rounded-[var(--radius-card)] shadow-2xl shadow-ink/20 lg:w-80"
					/>
					<div>
						<SectionHeading id="summary-title" title={content.summary.title} align="left" />
						<ol className="space-y-5">
							{content.summary.items.map((item, index) => (
								<li key={item.title} className="flex gap-4">
									<span
										aria-hidden="true"
										className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white tabular"
									>
										{index + 1}
									</span>
									<div>
										<h3 className="text-lg font-bold">{item.title}</h3>
										<p className="mt-1 text-muted">{item.text}</p>
									</div>
								</li>
							))}
						</ol>
					</div>
				</div>
			</Section>
			<Section id="formulaire" aria-labelledby="form-title">
				<Card className="mx-auto max-w-2xl shadow-xl shadow-ink/5 sm:p-10">
					<h2 id="form-title" className="text-h2 text-center">
						{content.form.title}
					</h2>
					<p className="mx-auto mb-8 mt-3 max-w-md text-center text-muted">{content.form.text}</p>
					<LandingLeadForm result={result} />
				</Card>
			</Section>
			<Section tone="surface" aria-labelledby="partner-title">
				<div className="flex flex-col items-center gap-6 text-center md:flex-row md:text-left">
					<img
						src="/images/partner-badge.svg"
						alt="Badge : partenaire Google Cloud"
						width={320}
						height={120}
						loading="lazy"
						className="h-auto w-64"
					/>
					<div>
						<h2 id="partner-title" className="text-h3 font-bold">
							{content.partner.title}
						</h2>
						<p className="mt-2 flex items-start gap-2 text-muted">
							<CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
							{content.partner.text}
						</p>
					</div>
				</div>
			</Section>
		</>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: content.meta.title,
		description: content.meta.description,
		path: content.path,
		keywords: content.meta.keywords,
		jsonLd: breadcrumbJsonLd([
			{ name: 'Accueil', path: '/' },
			{ name: content.meta.title, path: content.path },
		]),
	})
