/**
 * The Markdown version of an expertise page (/expertise/<slug>.md), written from the same
 * data as the page (app/content/expertise/), one function per kind of section: the
 * page's headings at the same levels (h1 title, h2 sections, h3 items, h4 sub-lists), its
 * text and its booking links, without the layout. For AI assistants and search tools
 * (announced by the page's <link rel="alternate" type="text/markdown">, listed in /llms.txt).
 */
import type { ExpertisePage, ExpertiseSectionData, ExpertiseSectionKind } from '#app/content/expertise/types.ts'
import { escapeMarkdown as text, markdownLink } from '#app/lib/markdown-text.ts'
import { absoluteUrl } from '#app/lib/seo.ts'
import { calendarUrl } from './booking.ts'
import { formatPlanPrice, visibleItems } from './figures.ts'
import { expertisePath } from './seo.ts'

type Section<K extends ExpertiseSectionKind> = Extract<ExpertiseSectionData, { kind: K }>
type Writers = { [K in ExpertiseSectionKind]: (section: Section<K>, bookingUrl: string) => string[] }

const list = (items: string[]): string => items.map((item) => `- ${text(item)}`).join('\n')
const block = (...parts: (string | number | false | undefined | null)[]): string[] =>
	parts.filter((part): part is string => typeof part === 'string' && part !== '')

/** Each kind of section, as the page shows it (what the page leaves out stays out). */
const writers: Writers = {
	feature: (section) =>
		block(
			...section.paragraphs.map(text),
			section.image && `![${text(section.image.alt)}](${absoluteUrl(section.image.src)})`,
			...(section.highlights ?? []).flatMap((highlight) => [
				`### ${text(highlight.title)}`,
				text(highlight.description),
			]),
		),
	cards: (section) =>
		section.items.flatMap((item) =>
			block(
				`### ${text(item.title)}`,
				text(item.description),
				item.points?.length && list(item.points),
				item.figure && `**${text(item.figure)}**`,
			),
		),
	comparison: (section) =>
		[section.before, section.after].flatMap((column) => [
			`### ${text(column.title)}`,
			column.items.map((item) => `- **${text(item.title)}** : ${text(item.description)}`).join('\n'),
		]),
	steps: (section) => [
		...section.items.flatMap((step, index) =>
			block(
				`### ${text(step.title)}`,
				`Étape ${index + 1}${step.duration ? ` · Durée\u00a0: ${text(step.duration)}` : ''}`,
				text(step.description),
				step.activities?.length && list(step.activities),
			),
		),
		...block(section.note && `> ${text(section.note)}`),
		...(section.tools ? [`### ${text(section.tools.title)}`, list(section.tools.items)] : []),
	],
	pillars: (section) =>
		section.items.flatMap((pillar) =>
			block(
				`### ${text(pillar.title)}`,
				text(pillar.description),
				pillar.products?.length &&
					pillar.products.map((product) => `- **${text(product.name)}** : ${text(product.description)}`).join('\n'),
				...(pillar.useCases?.length
					? [`#### ${text(pillar.useCasesTitle ?? 'Cas d’usage')}`, list(pillar.useCases)]
					: []),
				...(pillar.technologies?.length ? ['#### Technologies', list(pillar.technologies)] : []),
			),
		),
	catalog: (section) =>
		visibleItems(section.items, section.visible).flatMap((item) =>
			block(
				`### ${text(item.name)}`,
				item.category && `Catégorie\u00a0: ${text(item.category)}`,
				text(item.description),
			),
		),
	offers: (section, bookingUrl) =>
		section.items.flatMap((offer) =>
			block(
				`### ${text(offer.title)}`,
				text(offer.description),
				list(offer.features),
				offer.deliverable && `**${text(offer.deliverable)}**`,
				offer.cta && markdownLink(offer.cta, bookingUrl),
			),
		),
	'case-study': ({ study }) =>
		block(
			`**${text(study.sector)}**${study.duration ? ` · Durée\u00a0: ${text(study.duration)}` : ''}`,
			text(study.client),
			`**Le défi**\u00a0: ${text(study.challenge)}`,
			`**Notre solution**\u00a0: ${text(study.solution)}`,
			study.technologies?.length && `Technologies utilisées\u00a0: ${study.technologies.map(text).join(', ')}`,
			'### Résultats',
			study.results.map((result) => `- **${text(result.metric)}** ${text(result.description)}`).join('\n'),
			study.highlights?.length && `Également obtenu\u00a0: ${study.highlights.map(text).join(', ')}`,
		),
	figures: (section) =>
		block(
			section.items
				.map(
					(figure) =>
						`- ${figure.prefix ? `${text(figure.prefix)} ` : ''}**${text(figure.value)}** ${text(figure.label)}`,
				)
				.join('\n'),
			section.source && `_${text(section.source)}_`,
		),
	pricing: (section, bookingUrl) => [
		...section.plans.flatMap((plan) =>
			block(
				`### ${text(plan.name)}`,
				plan.popular && '_Populaire_',
				plan.price === null
					? '**Sur devis**'
					: `**${text(formatPlanPrice(plan.price))}** HT par utilisateur et par mois`,
				text(plan.description),
				list(plan.features),
				markdownLink(plan.cta, bookingUrl),
			),
		),
		...section.onQuote.names.flatMap((name) => [`### ${text(name)}`, '**Sur devis**']),
		text(section.onQuote.description),
		markdownLink(section.onQuote.cta, bookingUrl),
		`_${text(section.note)}_`,
	],
	tools: (section) =>
		section.items.flatMap((tool) => [`### ${text(tool.name)}`, text(tool.description), list(tool.features)]),
	impact: (section) =>
		section.items.flatMap((item) => [
			`### ${text(item.category)}`,
			list(item.improvements),
			`**${text(item.impact)}**`,
		]),
}

function sectionMarkdown(section: ExpertiseSectionData, bookingUrl: string): string[] {
	const write = writers[section.kind] as (section: ExpertiseSectionData, bookingUrl: string) => string[]
	return [
		...block(section.eyebrow && `_${text(section.eyebrow)}_`),
		`## ${text(section.title)}`,
		...block(section.intro && text(section.intro)),
		...write(section, bookingUrl),
	]
}

/** The whole page as Markdown: its title and subtitle, its address, each section, the closing call to action. */
export function expertiseMarkdown(page: ExpertisePage): string {
	const bookingUrl = calendarUrl(page.calendar)
	const parts = [
		`# ${text(page.title)}`,
		`> ${text(page.subtitle)}`,
		`Page\u00a0: ${absoluteUrl(expertisePath(page))} · ${markdownLink(page.heroCta, bookingUrl)}`,
		...page.sections.flatMap((section) => sectionMarkdown(section, bookingUrl)),
		'## Prêt à démarrer votre projet\u00a0?',
		text(page.closingText),
		`${markdownLink('Nous contacter', bookingUrl)} · ${markdownLink('Prendre rendez-vous', bookingUrl)}`,
	]
	return `${parts.join('\n\n')}\n`
}
