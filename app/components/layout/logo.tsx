import { siteConfig } from '#app/config/site.ts'
import { cn } from '#app/lib/utils.ts'

/** The Nuvéa mark and wordmark, drawn inline so it never waits for a request. */
export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
	return (
		<span className={cn('inline-flex items-center gap-2', className)}>
			<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
				<defs>
					<linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
						<stop offset="0" stopColor="#1D4ED8" />
						<stop offset="1" stopColor="#0891B2" />
					</linearGradient>
				</defs>
				<rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
				<path d="M9.5 21.5h13a4.5 4.5 0 0 0 .6-8.96A6 6 0 0 0 11.6 12a4.75 4.75 0 0 0-2.1 9.5Z" fill="#fff" />
				<path
					d="M13 19v-5l6 5v-5"
					fill="none"
					stroke="#1D4ED8"
					strokeWidth="1.8"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<span className={cn('text-xl font-bold tracking-tight', inverse ? 'text-white' : 'text-ink')}>
				{siteConfig.name}
			</span>
		</span>
	)
}
