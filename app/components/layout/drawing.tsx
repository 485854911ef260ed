/**
 * The hero bands' background drawings, written into the page rather than fetched: on a
 * reading page the drawing paints with the first frame and costs no request on the critical
 * path (an `<img>` was the largest paint of every expertise page, one round trip after the
 * text; docs/decisions/096-inline-hero-drawings.md). Reading pages only: a page that
 * hydrates would carry every drawing in its JavaScript (the ROI calculator shows its
 * drawing with `<HeroImage>`).
 */
const sources = import.meta.glob<string>('/app/content/illustrations/*.svg', {
	query: '?raw',
	import: 'default',
	eager: true,
})

/** The files of app/content/illustrations, by name. */
export type DrawingName =
	| `expertise-${'applicatif' | 'data-platform' | 'ia-gen-ai' | 'move-to-cloud' | 'resell' | 'security' | 'workspace'}`
	| 'careers-hero'

/**
 * A drawing's markup ready to sit inside the page: the root `<svg>` hidden from assistive
 * technologies (the band's drawing is decoration) and, when asked, a
 * `preserveAspectRatio` (the inline version of `object-fit`/`object-position`).
 */
export function inlineSvg(markup: string, { preserveAspectRatio }: { preserveAspectRatio?: string } = {}): string {
	const svg = markup.slice(markup.indexOf('<svg'))
	const end = svg.indexOf('>')
	if (!svg.startsWith('<svg') || end < 0) throw new Error('Dessin : pas de balise <svg>.')
	const attributes = svg
		.slice(4, end)
		.replace(/\s(role|aria-label|aria-hidden|preserveAspectRatio)="[^"]*"/g, '')
		.trimEnd()
	const extra = preserveAspectRatio ? ` preserveAspectRatio="${preserveAspectRatio}"` : ''
	return `<svg${attributes}${extra} aria-hidden="true"${svg.slice(end)}`.trimEnd()
}

function markupOf(name: DrawingName): string {
	const source = sources[`/app/content/illustrations/${name}.svg`]
	if (source === undefined) throw new Error(`Dessin introuvable : ${name}`)
	return source
}

/** A hero's 1600×600 background drawing: it covers the band, anchored on the right. */
export function HeroDrawing({ name }: { name: DrawingName }) {
	return (
		<div
			aria-hidden="true"
			data-drawing={name}
			className="absolute inset-0 -z-10 [&>svg]:size-full"
			// oxlint-disable-next-line react/no-danger -- our own SVG files, read at build time
			dangerouslySetInnerHTML={{ __html: inlineSvg(markupOf(name), { preserveAspectRatio: 'xMaxYMid slice' }) }}
		/>
	)
}
