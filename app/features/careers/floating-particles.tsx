/**
 * The 30 decorative particles of the careers hero: small HTML dots, each floating on its
 * own compositor layer (a tiny area to move per frame, even where the browser has no GPU).
 * Their positions are a fixed list of Tailwind classes, because the CSP forbids style
 * attributes; they were drawn once from a seeded generator (seed 2014), so the server and
 * the browser render the same picture. Rhythms come from six classes in app.css;
 * nothing moves under reduced motion.
 */
export const particleClasses = [
	'left-[66%] top-[80.2%] size-2.5 opacity-60 bg-accent',
	'left-[90.9%] top-[52.4%] size-1 opacity-40 bg-white',
	'left-[14.6%] top-[69.9%] size-1.5 opacity-60 bg-white',
	'left-[31.3%] top-[46.6%] size-2 opacity-50 bg-accent',
	'left-[91.1%] top-[43.2%] size-2 opacity-25 bg-white',
	'left-[23.4%] top-[30.1%] size-1 opacity-50 bg-white',
	'left-[54.9%] top-[5.5%] size-1.5 opacity-40 bg-accent',
	'left-[87%] top-[43.2%] size-1.5 opacity-50 bg-white',
	'left-[35.4%] top-[84%] size-2.5 opacity-60 bg-white',
	'left-[12.5%] top-[70%] size-2.5 opacity-40 bg-accent',
	'left-[31.2%] top-[61%] size-2.5 opacity-40 bg-white',
	'left-[70.3%] top-[92.1%] size-1 opacity-50 bg-white',
	'left-[77.9%] top-[74%] size-1 opacity-60 bg-accent',
	'left-[15.4%] top-[44.7%] size-1.5 opacity-40 bg-white',
	'left-[43.8%] top-[83.7%] size-1.5 opacity-50 bg-white',
	'left-[76.7%] top-[58.8%] size-2 opacity-50 bg-accent',
	'left-[62.5%] top-[38.2%] size-1 opacity-60 bg-white',
	'left-[13.9%] top-[85.8%] size-1 opacity-50 bg-white',
	'left-[59.4%] top-[40.8%] size-2 opacity-40 bg-accent',
	'left-[26.6%] top-[84.6%] size-2.5 opacity-40 bg-white',
	'left-[94.1%] top-[56.3%] size-1 opacity-50 bg-white',
	'left-[90.5%] top-[64.6%] size-2.5 opacity-40 bg-accent',
	'left-[99.7%] top-[12.1%] size-1 opacity-60 bg-white',
	'left-[17.6%] top-[60.2%] size-1 opacity-60 bg-white',
	'left-[55.3%] top-[48.4%] size-2 opacity-60 bg-accent',
	'left-[20.2%] top-[63.2%] size-1.5 opacity-25 bg-white',
	'left-[26%] top-[6.6%] size-1 opacity-60 bg-white',
	'left-[69.4%] top-[90%] size-1 opacity-50 bg-accent',
	'left-[52.4%] top-[37.7%] size-1 opacity-60 bg-white',
	'left-[80.8%] top-[1.1%] size-1 opacity-60 bg-white',
]

const RHYTHMS = 6

/**
 * Drawn in the right part of the hero, clear of its text, from the lg breakpoint (on a
 * phone the text takes the whole width). Paused by ParticlesPause.
 */
export function FloatingParticles() {
	return (
		<div data-testid="particles" className="absolute inset-y-0 right-0 hidden w-[34%] lg:block">
			{particleClasses.map((classes, index) => (
				<span
					key={index}
					data-particle=""
					className={`particle particle-${index % RHYTHMS} absolute rounded-full ${classes}`}
				/>
			))}
		</div>
	)
}

/**
 * The pause control of the particles (WCAG 2.2.2): a native checkbox, so that it works
 * without JavaScript too; app.css pauses the animation when it is checked.
 */
export function ParticlesPause() {
	return (
		<label className="absolute bottom-4 right-5 z-10 hidden min-h-11 cursor-pointer items-center gap-2 rounded-full bg-ink/60 px-4 text-sm text-white lg:inline-flex">
			<input type="checkbox" data-particles-pause="" className="size-4 accent-white" />
			Mettre l’animation en pause
		</label>
	)
}
