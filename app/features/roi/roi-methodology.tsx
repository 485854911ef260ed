import { roiResultsCopy } from '#app/content/roi-results.ts'

/** How the figures are estimated: shown with the results, and without JavaScript. */
export function Methodology() {
	return (
		<>
			<p className="text-[0.95rem] text-muted">{roiResultsCopy.methodologyIntro}</p>
			<ul className="mt-3 list-disc space-y-1.5 pl-5 text-[0.95rem] marker:text-primary">
				{roiResultsCopy.methodology.map((line) => (
					<li key={line}>{line}</li>
				))}
			</ul>
			<p className="mt-3 text-sm text-muted">{roiResultsCopy.methodologyNote}</p>
		</>
	)
}
