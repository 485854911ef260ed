import type { Whitepaper } from '#app/content/whitepapers.ts'

/** A white paper's cover (480×640 SVG), lazy: it always sits below the fold. */
export function WhitepaperCover({ whitepaper, className }: { whitepaper: Whitepaper; className?: string }) {
	return (
		<img
			src={whitepaper.image}
			alt={`Couverture du livre blanc ${whitepaper.shortTitle}`}
			width={480}
			height={640}
			loading="lazy"
			className={className}
		/>
	)
}
