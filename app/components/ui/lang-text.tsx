import { Fragment } from 'react'
import { langRuns } from '#app/lib/inline-lang.ts'

/** Copy that may mark words of another language (`[workshop]{lang=en}`, app/lib/inline-lang.ts). */
export function LangText({ text }: { text: string }) {
	return langRuns(text).map((run, index) =>
		run.lang ? (
			<span key={index} lang={run.lang}>
				{run.text}
			</span>
		) : (
			<Fragment key={index}>{run.text}</Fragment>
		),
	)
}
