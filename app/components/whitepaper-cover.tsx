import type { Whitepaper } from '#app/content/whitepapers.ts'

/**
 * A white paper's cover (480×640 SVG), lazy: it always sits below the fold. Its art only,
 * decorative: the title is written beside it, in the site's font (an `<img>` SVG cannot
 * use it; docs/decisions/082-covers-without-text.md).
 */
export function WhitepaperCover({ whitepaper, className }: { whitepaper: Whitepaper; className?: string }) {
	return <img src={whitepaper.image} alt="" width={480} height={640} loading="lazy" className={className} />
}
