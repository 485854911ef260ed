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
 * without JavaScript too, drawn as a switch; app.css pauses the animation while it is on.
 * Under reduced motion nothing moves, and the control is gone.
 */
export function ParticlesPause() {
	return (
		<label className="particles-toggle group absolute bottom-4 right-5 z-10 hidden min-h-11 cursor-pointer select-none items-center gap-3 rounded-full bg-ink/70 py-2 pl-2.5 pr-4 text-sm font-medium text-white ring-1 ring-white/25 transition-colors duration-200 hover:bg-ink/85 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white lg:inline-flex">
			<input type="checkbox" data-particles-pause="" className="peer sr-only" />
			<span
				aria-hidden="true"
				className="relative inline-flex h-6 w-10 shrink-0 items-center rounded-full bg-white/25 ring-1 ring-white/40 transition-colors duration-200 peer-checked:bg-accent"
			>
				<span className="absolute left-1 size-4 rounded-full bg-white shadow-sm transition-transform duration-200 ease-out group-has-checked:translate-x-4" />
			</span>
			Mettre l’animation en pause
		</label>
	)
}
