/**
 * The 30 decorative particles of the careers hero. Positions come from a seeded
 * generator, so the server and the browser draw the same picture; they are SVG
 * attributes (the CSP forbids style attributes) and move only through CSS classes.
 */
const PARTICLE_COUNT = 30
const RHYTHMS = 6

function seededRandom(seed: number) {
	let state = seed
	return () => {
		// mulberry32
		state = (state + 0x6d2b79f5) | 0
		let t = Math.imul(state ^ (state >>> 15), 1 | state)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

type Particle = { cx: number; cy: number; r: number; opacity: number; rhythm: number; accent: boolean }

export const particles: Particle[] = (() => {
	const random = seededRandom(2014)
	return Array.from({ length: PARTICLE_COUNT }, (_, index) => ({
		// Percentages of the hero, so the spread holds at every width and circles stay round.
		cx: Math.round(random() * 1000) / 10,
		cy: Math.round(random() * 1000) / 10,
		r: Math.round((1.5 + random() * 3) * 10) / 10,
		opacity: Math.round((0.2 + random() * 0.45) * 100) / 100,
		rhythm: index % RHYTHMS,
		accent: index % 3 === 0,
	}))
})()

/**
 * One layer per rhythm, each an HTML element moved by a CSS transform animation: the
 * compositor runs it off the main thread (animating 30 SVG circles one by one would
 * repaint on the main thread at every frame).
 */
export function FloatingParticles() {
	return (
		<div data-testid="particles" className="absolute inset-0">
			{Array.from({ length: RHYTHMS }, (_, rhythm) => (
				<div key={rhythm} data-particle-layer={rhythm} className={`particle particle-${rhythm} absolute inset-0`}>
					<svg className="size-full" focusable="false">
						{particles.map((particle, index) =>
							particle.rhythm === rhythm ? (
								<circle
									key={index}
									data-particle=""
									className={particle.accent ? 'fill-accent' : 'fill-white'}
									cx={`${particle.cx}%`}
									cy={`${particle.cy}%`}
									r={particle.r}
									opacity={particle.opacity}
								/>
							) : null,
						)}
					</svg>
				</div>
			))}
		</div>
	)
}
